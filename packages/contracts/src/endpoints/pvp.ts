import { endpoint, memberWire, publicWire } from '../endpoint.js';
import {
  clearOldMatchesResponseSchema,
  completeMatchRequestSchema,
  leaveQueueResponseSchema,
  pvpLeaderboardResponseSchema,
  pvpMatchResponseSchema,
  pvpQueueStatusSchema,
  submitTurnRequestSchema,
} from '../games.js';

const tags = ['pvp'];

/** The spec's duel calls (section 7); every one but the rankings needs a login. */
export const pvpEndpoints = {
  leaderboard: endpoint(
    'GET',
    '/api/pvp/leaderboard',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'PvP rankings: players who have played, best Glicko-2 rating (rounded) first',
        ok: pvpLeaderboardResponseSchema,
        errors: [],
      }),
  ),
  joinQueue: endpoint(
    'POST',
    '/api/pvp/joinQueue',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Your open match (pending or active) if you have one; else paired with the longest-waiting player you may play (no block either way), else a new pending match',
        ok: pvpMatchResponseSchema,
        errors: [401, 429],
      }),
  ),
  myMatch: endpoint(
    'GET',
    '/api/pvp/myMatch',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Your latest match: the open one, else the last completed one until clearOldMatches; null when none',
        ok: pvpMatchResponseSchema,
        errors: [401],
      }),
  ),
  queueStatus: endpoint(
    'GET',
    '/api/pvp/queue/status',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'How many players wait for a duel (you included while you wait)',
        ok: pvpQueueStatusSchema,
        errors: [401],
      }),
  ),
  leaveQueue: endpoint(
    'POST',
    '/api/pvp/leaveQueue',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Leave your pending match (left: false when you had none; an active match is not left)',
        ok: leaveQueueResponseSchema,
        errors: [401, 429],
      }),
  ),
  clearOldMatches: endpoint(
    'POST',
    '/api/pvp/clearOldMatches',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Hide your completed matches from myMatch (your opponent still sees the result)',
        ok: clearOldMatchesResponseSchema,
        errors: [401, 429],
      }),
  ),
  submitTurn: endpoint(
    'POST',
    '/api/pvp/submitTurn',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Your move: {match_id, add: 1|2}, or {match_id, game_state} whose total must be the current total + 1 or 2. The server computes total, turn and winner. 403 not your match, 404 unknown, 409 not_your_turn / game_over / conflict (not started) / stale_version',
        body: submitTurnRequestSchema,
        ok: pvpMatchResponseSchema,
        errors: [400, 401, 403, 404, 409, 429],
      }),
  ),
  completeMatch: endpoint(
    'POST',
    '/api/pvp/completeMatch',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'The result the server decided (winner_id and game_state sent are ignored); 409 while the match is not over',
        body: completeMatchRequestSchema,
        ok: pvpMatchResponseSchema,
        errors: [400, 401, 403, 404, 409, 429],
      }),
  ),
};
