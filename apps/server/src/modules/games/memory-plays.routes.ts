import {
  MEMORY_CARD_COUNT,
  MEMORY_FLIP_BURST,
  MEMORY_FLIPS_PER_SECOND,
  MEMORY_STARTS_PER_MINUTE,
  MEMORY_TEXT,
  memoryFlipRequestSchema,
  memoryFlipResponseSchema,
  memoryPlayParamsSchema,
  memoryStartResponseSchema,
} from '@dd/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, rateLimited } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import type { MemoryPlaysService } from './memory-plays.service.js';

const security = [{ bearerAuth: [] }];
const tags = ['games'];

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
      members.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });

      members.post(
        '/api/game/memory/start',
        {
          config: { rateLimit: START_LIMIT },
          schema: {
            tags,
            summary: `A new memory play: ${MEMORY_CARD_COUNT} cards face down, dealt by the server (no faces in the answer). Your unfinished play, if any, is abandoned. ${MEMORY_STARTS_PER_MINUTE} new games a minute per member (429).`,
            security,
            response: { 200: memoryStartResponseSchema, ...errorResponses(401, 409, 429) },
          },
        },
        async (request) => plays.start(request.member.id),
      );

      members.post(
        '/api/game/memory/:playId/flip',
        {
          // Not counted against the per-address write limit (a game is 16-40 flips in well under a minute):
          // flips are paced per play instead, inside the play's own write.
          config: { rateLimit: false },
          schema: {
            tags,
            summary: `Turn card \`index\` (0-${MEMORY_CARD_COUNT - 1}) of your play over: its face, whether it completed a pair, the moves so far and, after the last pair, the score (100 - 5 a move, at least 10). A flip while a mismatch shows turns that pair back first. 400 for a card not on the board; 404 for a play not yours; 409 for a card already up or matched, a finished or replaced play, or a flip that lost a race; 429 past ${MEMORY_FLIPS_PER_SECOND} flips a second per play (bursts of ${MEMORY_FLIP_BURST}).`,
            security,
            params: memoryPlayParamsSchema,
            body: memoryFlipRequestSchema,
            response: { 200: memoryFlipResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
          },
        },
        async (request) => plays.flip(request.member.id, request.params.playId, request.body.index),
      );
    }),
  );
};
