import { finishedCardMatchesQuerySchema, finishedCardMatchesResponseSchema } from '@dd/contracts';
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
};
