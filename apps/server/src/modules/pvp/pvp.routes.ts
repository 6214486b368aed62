import {
  clearOldMatchesResponseSchema,
  completeMatchRequestSchema,
  leaveQueueResponseSchema,
  pvpLeaderboardResponseSchema,
  pvpMatchResponseSchema,
  pvpQueueStatusSchema,
  submitTurnRequestSchema,
} from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import type { PvpService } from './pvp.service.js';

const security = [{ bearerAuth: [] }];
/**
 * Duel writes per IP: ten times the site's write limit (RATE_LIMIT_WRITES_PER_MINUTE, 30 by default), as two
 * players on one home network can play duel after duel (each move is a write), and every move is checked
 * against the server's state anyway.
 */
const MOVES_PER_WRITE = 10;
const tags = ['pvp'];

/** The spec's duel calls (section 7); every one but the rankings needs a login. */
export const pvpRoutes: FastifyPluginAsyncZod<{ pvp: PvpService; writesPerMinute: number }> = async (
  app,
  { pvp, writesPerMinute },
) => {
  const MOVE_LIMIT = { max: writesPerMinute * MOVES_PER_WRITE, timeWindow: '1 minute' };
  app.get(
    '/api/pvp/leaderboard',
    {
      schema: {
        tags,
        summary: 'PvP rankings: players who have played, best Glicko-2 rating (rounded) first',
        response: { 200: pvpLeaderboardResponseSchema },
      },
    },
    async () => ({ leaderboard: await pvp.leaderboard() }),
  );

  await app.register(
    membersOnly((members) => {
      // Answers depend on the caller and change with every move.
      members.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });

      members.post(
        '/api/pvp/joinQueue',
        {
          config: { rateLimit: MOVE_LIMIT },
          schema: {
            tags,
            summary:
              'Your open match (pending or active) if you have one; else paired with the longest-waiting player you may play (no block either way), else a new pending match',
            security,
            response: { 200: pvpMatchResponseSchema, ...errorResponses(401, 429) },
          },
        },
        async (request) => ({ match: await pvp.joinQueue(request.member.id) }),
      );

      members.get(
        '/api/pvp/myMatch',
        {
          schema: {
            tags,
            summary:
              'Your latest match: the open one, else the last completed one until clearOldMatches; null when none',
            security,
            response: { 200: pvpMatchResponseSchema, ...errorResponses(401) },
          },
        },
        async (request) => ({ match: await pvp.myMatch(request.member.id) }),
      );

      members.get(
        '/api/pvp/queue/status',
        {
          schema: {
            tags,
            summary: 'How many players wait for a duel (you included while you wait)',
            security,
            response: { 200: pvpQueueStatusSchema, ...errorResponses(401) },
          },
        },
        async (request) => pvp.queueStatus(request.member.id),
      );

      members.post(
        '/api/pvp/leaveQueue',
        {
          config: { rateLimit: MOVE_LIMIT },
          schema: {
            tags,
            summary: 'Leave your pending match (left: false when you had none; an active match is not left)',
            security,
            response: { 200: leaveQueueResponseSchema, ...errorResponses(401, 429) },
          },
        },
        async (request) => pvp.leaveQueue(request.member.id),
      );

      members.post(
        '/api/pvp/clearOldMatches',
        {
          config: { rateLimit: MOVE_LIMIT },
          schema: {
            tags,
            summary: 'Hide your completed matches from myMatch (your opponent still sees the result)',
            security,
            response: { 200: clearOldMatchesResponseSchema, ...errorResponses(401, 429) },
          },
        },
        async (request) => pvp.clearOldMatches(request.member.id),
      );

      members.post(
        '/api/pvp/submitTurn',
        {
          config: { rateLimit: MOVE_LIMIT },
          schema: {
            tags,
            summary:
              'Your move: {match_id, add: 1|2}, or {match_id, game_state} whose total must be the current total + 1 or 2. The server computes total, turn and winner. 403 not your match, 404 unknown, 409 not_your_turn / game_over / conflict (not started) / stale_version',
            security,
            body: submitTurnRequestSchema,
            response: { 200: pvpMatchResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
          },
        },
        async (request) => ({ match: await pvp.submitTurn(request.member.id, request.body) }),
      );

      members.post(
        '/api/pvp/completeMatch',
        {
          config: { rateLimit: MOVE_LIMIT },
          schema: {
            tags,
            summary:
              'The result the server decided (winner_id and game_state sent are ignored); 409 while the match is not over',
            security,
            body: completeMatchRequestSchema,
            response: { 200: pvpMatchResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
          },
        },
        async (request) => ({ match: await pvp.completeMatch(request.member.id, request.body.match_id) }),
      );
    }),
  );
};
