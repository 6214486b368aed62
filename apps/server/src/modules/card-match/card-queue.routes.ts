import { AUTH_TEXT, cardQueueEndpoints, PVP_TEXT } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint-route.js';
import { AppError } from '../../platform/errors.js';
import { neverStored } from '../../platform/never-stored.js';
import { gameWriteLimit } from '../game-write-limit.js';
import type { CardQueueService } from './card-queue.service.js';

/**
 * The card queue calls of spec section 7. The queue sizes are public; the rest need a login, and a visitor is
 * answered the games' own 'Please log in to play.' before the body is read.
 */
export const cardQueueRoutes: FastifyPluginAsyncZod<{ queue: CardQueueService; writesPerMinute: number }> = async (
  app,
  { queue, writesPerMinute },
) => {
  // The client repeats its join while waiting: limited as moves are.
  const joinLimit = { config: { rateLimit: gameWriteLimit(writesPerMinute) } };

  serve(app, cardQueueEndpoints.status, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return queue.status(request.user?.id ?? null, request.query.userId);
  });

  const playersOnly: FastifyPluginAsyncZod = async (players) => {
    players.addHook('onRequest', async (request) => {
      if (request.user) return;
      throw request.staleToken
        ? new AppError(401, 'session_expired', AUTH_TEXT.sessionExpired)
        : new AppError(401, 'unauthenticated', PVP_TEXT.logInToPlay);
    });
    neverStored(players);

    serve(
      players,
      cardQueueEndpoints.joinBlitz,
      async (request) => queue.join(request.member.id, 'blitz', request.body.userId),
      joinLimit,
    );

    serve(
      players,
      cardQueueEndpoints.joinAsync,
      async (request) => queue.join(request.member.id, 'async', request.body.userId),
      joinLimit,
    );

    serve(
      players,
      cardQueueEndpoints.leave,
      async (request) => queue.leave(request.member.id, request.body.userId),
      joinLimit,
    );

    serve(players, cardQueueEndpoints.userGames, async (request) =>
      queue.userGames(request.member.id, request.query.userId),
    );
  };
  await app.register(playersOnly);
};
