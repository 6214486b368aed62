import {
  cardReplaySchema,
  finishedCardMatchesQuerySchema,
  finishedCardMatchesResponseSchema,
  idParamsSchema,
} from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors.js';
import type { CardReplayService } from './card-replay.service.js';

const tags = ['card game'];

/** Finished card matches, public like a finished game on lichess: anyone may list a member's and replay one. */
export const cardReplayRoutes: FastifyPluginAsyncZod<{ replays: CardReplayService }> = async (app, { replays }) => {
  app.get(
    '/api/card/finished-matches',
    {
      schema: {
        tags,
        summary:
          "A member's finished card matches (practice included), newest first, 20 a page: pass nextCursor back as cursor for the next. replayable is false for matches from before fair play. 404 for an unknown member",
        querystring: finishedCardMatchesQuerySchema,
        response: { 200: finishedCardMatchesResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      // A new finished match goes on top of the first page.
      reply.header('cache-control', 'no-store');
      return replays.finishedMatches(request.query.userId, request.query.cursor);
    },
  );

  app.get(
    '/api/card/matches/:id/replay',
    {
      schema: {
        tags,
        summary:
          'A finished card match to replay and verify: its seed (sha256(seed) = seedCommitment, the commitment both players saw), both decks as dealt, every action as applied and the final state; the pure engine re-run from them gives final exactly. 409 while the match is being played (nothing of it shown), 404 for an unknown match or one from before fair play',
        params: idParamsSchema,
        response: { 200: cardReplaySchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const replay = await replays.replay(request.params.id);
      // A finished match never changes.
      reply.header('cache-control', 'public, max-age=3600');
      return replay;
    },
  );
};
