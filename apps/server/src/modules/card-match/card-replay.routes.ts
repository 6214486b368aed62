import { cardReplayEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint-route.js';
import type { CardReplayService } from './card-replay.service.js';

/** Finished card matches, public like a finished game on lichess: anyone may list a member's and replay one. */
export const cardReplayRoutes: FastifyPluginAsyncZod<{ replays: CardReplayService }> = async (app, { replays }) => {
  serve(app, cardReplayEndpoints.finished, async (request, reply) => {
    // A new finished match goes on top of the first page.
    reply.header('cache-control', 'no-store');
    return replays.finishedMatches(request.query.userId, request.query.cursor);
  });

  serve(app, cardReplayEndpoints.replay, async (request, reply) => {
    const replay = await replays.replay(request.params.id);
    // A finished match never changes.
    reply.header('cache-control', 'public, max-age=3600');
    return replay;
  });
};
