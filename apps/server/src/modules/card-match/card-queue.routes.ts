import {
  AUTH_TEXT,
  cardQueueQuerySchema,
  cardQueueRequestSchema,
  cardQueueStatusSchema,
  joinCardQueueResponseSchema,
  leaveCardQueueResponseSchema,
  PVP_TEXT,
  userCardGamesResponseSchema,
} from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../../platform/errors.js';
import type { CardQueueService } from './card-queue.service.js';

const security = [{ bearerAuth: [] }];
/** Joins per IP: the client repeats its join while waiting, so ten times the site's write limit (as moves). */
const JOINS_PER_WRITE = 10;
const tags = ['card game'];

/**
 * The card queue calls of spec section 7. The queue sizes are public; the rest need a login, and a visitor is
 * answered the games' own 'Please log in to play.' before the body is read.
 */
export const cardQueueRoutes: FastifyPluginAsyncZod<{ queue: CardQueueService; writesPerMinute: number }> = async (
  app,
  { queue, writesPerMinute },
) => {
  const JOIN_LIMIT = { max: writesPerMinute * JOINS_PER_WRITE, timeWindow: '1 minute' };

  app.get(
    '/api/card/queue-status',
    {
      schema: {
        tags,
        summary:
          'How many players wait in the blitz and the async queue (stale ones left out); a member calling it keeps their own place fresh. userId, when sent, must be yours',
        querystring: cardQueueQuerySchema,
        response: { 200: cardQueueStatusSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return queue.status(request.user?.id ?? null, request.query.userId);
    },
  );

  const playersOnly: FastifyPluginAsyncZod = async (players) => {
    players.addHook('onRequest', async (request) => {
      if (request.user) return;
      throw request.staleToken
        ? new AppError(401, 'session_expired', AUTH_TEXT.sessionExpired)
        : new AppError(401, 'unauthenticated', PVP_TEXT.logInToPlay);
    });
    players.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    for (const mode of ['blitz', 'async'] as const) {
      players.post(
        `/api/card/join-${mode}-queue`,
        {
          config: { rateLimit: JOIN_LIMIT },
          schema: {
            tags,
            summary:
              mode === 'blitz'
                ? "Join the blitz queue: { matchId } when paired (your next join after a pairing answers it once) or while a blitz game of yours runs; else { status: 'waiting' }. Repeat while waiting"
                : "Join the async queue: { matchId } when paired (your next join after a pairing answers it once); else { status: 'waiting' }. 409 'Max 3 Async Games'. Repeat while waiting",
            security,
            body: cardQueueRequestSchema,
            response: { 200: joinCardQueueResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
          },
        },
        async (request) => queue.join(request.member.id, mode, request.body.userId),
      );
    }

    players.post(
      '/api/card/leave-queue',
      {
        config: { rateLimit: JOIN_LIMIT },
        schema: {
          tags,
          summary: 'Leave whichever card queue you wait in; left is false when you were not waiting',
          security,
          body: cardQueueRequestSchema,
          response: { 200: leaveCardQueueResponseSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) => queue.leave(request.member.id, request.body.userId),
    );

    players.get(
      '/api/card/user-games',
      {
        schema: {
          tags,
          summary:
            "Your card games in progress (passed deadlines applied first); current_turn is the seat on turn ('player_a' or 'player_b'), as get-match-state's currentTurn",
          security,
          querystring: cardQueueQuerySchema,
          response: { 200: userCardGamesResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => queue.userGames(request.member.id, request.query.userId),
    );
  };
  await app.register(playersOnly);
};
