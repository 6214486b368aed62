import { MEMORY_STARTS_PER_MINUTE, MEMORY_TEXT, memoryGameEndpoints } from '@dd/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint-route.js';
import { rateLimited } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import { neverStored } from '../../platform/never-stored.js';
import type { MemoryPlaysService } from './memory-plays.service.js';

/**
 * New games are limited per member, not per address (the members-only hook has run, so the key is the token's
 * member): a household or a school behind one address plays on, and nobody can use up another member's starts.
 */
const START_LIMIT = {
  max: MEMORY_STARTS_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `memory-start:${request.member.id}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return rateLimited(MEMORY_TEXT.tooManyStarts(seconds), seconds);
  },
};

/** The memory game played on the server (fair play, issue 21): start a play, turn its cards one at a time. */
export const memoryPlaysRoutes: FastifyPluginAsyncZod<{ plays: MemoryPlaysService }> = async (app, { plays }) => {
  await app.register(
    membersOnly((members) => {
      neverStored(members);

      serve(members, memoryGameEndpoints.start, async (request) => plays.start(request.member.id), {
        config: { rateLimit: START_LIMIT },
      });

      serve(
        members,
        memoryGameEndpoints.flip,
        async (request) => plays.flip(request.member.id, request.params.playId, request.body.index),
        // Not counted against the per-address write limit (a game is 16-40 flips in well under a minute):
        // flips are paced per play instead, inside the play's own write.
        { config: { rateLimit: false } },
      );
    }),
  );
};
