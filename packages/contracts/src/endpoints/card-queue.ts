import { endpoint, memberWire, publicWire } from '../endpoint.js';
import {
  cardQueueQuerySchema,
  cardQueueRequestSchema,
  cardQueueStatusSchema,
  joinCardQueueResponseSchema,
  leaveCardQueueResponseSchema,
  userCardGamesResponseSchema,
} from '../card-queue.js';

const tags = ['card game'];

/** The card queues of spec section 7: the sizes are public, the rest need a login. */
export const cardQueueEndpoints = {
  status: endpoint(
    'GET',
    '/api/card/queue-status',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary:
          'How many players wait in the blitz and the async queue (stale ones left out); a member calling it keeps their own place fresh. userId, when sent, must be yours',
        query: cardQueueQuerySchema,
        ok: cardQueueStatusSchema,
        errors: [400, 403],
      }),
  ),
  joinBlitz: endpoint(
    'POST',
    '/api/card/join-blitz-queue',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          "Join the blitz queue: { matchId } when paired (your next join after a pairing answers it once) or while a blitz game of yours runs; else { status: 'waiting' }. Repeat while waiting",
        body: cardQueueRequestSchema,
        ok: joinCardQueueResponseSchema,
        errors: [400, 401, 403, 409, 429],
      }),
  ),
  joinAsync: endpoint(
    'POST',
    '/api/card/join-async-queue',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          "Join the async queue: { matchId } when paired (your next join after a pairing answers it once); else { status: 'waiting' }. 409 'Max 3 Async Games'. Repeat while waiting",
        body: cardQueueRequestSchema,
        ok: joinCardQueueResponseSchema,
        errors: [400, 401, 403, 409, 429],
      }),
  ),
  leave: endpoint(
    'POST',
    '/api/card/leave-queue',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Leave whichever card queue you wait in; left is false when you were not waiting',
        body: cardQueueRequestSchema,
        ok: leaveCardQueueResponseSchema,
        errors: [400, 401, 403, 429],
      }),
  ),
  userGames: endpoint(
    'GET',
    '/api/card/user-games',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          "Your card games in progress (passed deadlines applied first); current_turn is the seat on turn ('player_a' or 'player_b'), as get-match-state's currentTurn",
        query: cardQueueQuerySchema,
        ok: userCardGamesResponseSchema,
        errors: [400, 401, 403],
      }),
  ),
};
