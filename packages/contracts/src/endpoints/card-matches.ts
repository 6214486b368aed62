import { endpoint, memberWire } from '../endpoint.js';
import {
  cardMatchLogQuerySchema,
  cardMatchLogResponseSchema,
  cardMatchStateQuerySchema,
  cardMatchStateSchema,
  cardMatchVersionSchema,
  endTurnRequestSchema,
  forfeitMatchRequestSchema,
  playCardRequestSchema,
} from '../card-match.js';
import { practiceRequestSchema, practiceResponseSchema } from '../card-queue.js';
import { idParamsSchema } from '../params.js';

const tags = ['card game'];

/** A card match as its players see and play it (spec section 7); all need a login. */
export const cardMatchEndpoints = {
  practice: endpoint(
    'POST',
    '/api/card/practice',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Practice against the bot (it moves on the server about a second after your turn ends; no points, no queue limits): your running practice of this mode, or a new one',
        body: practiceRequestSchema,
        ok: practiceResponseSchema,
        errors: [400, 401, 429],
      }),
  ),
  state: endpoint(
    'GET',
    '/api/card/get-match-state',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'The match as you see it (your hand; the opponent hand and both decks as null entries); a passed turn deadline is applied first. 403 when playerId is not you, 404 when you do not play in it',
        query: cardMatchStateQuerySchema,
        ok: cardMatchStateSchema,
        errors: [400, 401, 403, 404],
      }),
  ),
  version: endpoint(
    'GET',
    '/api/card/matches/:id/version',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'How far the match is: its version (one more with every change), the player on turn, the turn and the status, a passed turn deadline applied first; a waiting board checks it every 3 s and reads the whole state only when the version moved. 404 when you do not play in it',
        params: idParamsSchema,
        ok: cardMatchVersionSchema,
        errors: [401, 404],
      }),
  ),
  playCard: endpoint(
    'POST',
    '/api/card/play-card',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          "Play a card from your hand. The engine's refusals carry its code: 409 not_your_turn ('Not your turn'), card_not_in_hand ('Card not in hand'), card_already_played ('Played card'), turn_time_over ('Your turn time is over'), game_over ('The match is over'); 400 not_enough_energy ('Not enough energy'); a lost race 409 stale_version",
        body: playCardRequestSchema,
        ok: cardMatchStateSchema,
        errors: [400, 401, 403, 404, 409, 429],
      }),
  ),
  endTurn: endpoint(
    'POST',
    '/api/card/end-turn',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          "End your turn. isTimeout decides nothing: only the server clock past the deadline counts a timeout. 409 not_your_turn ('Not your turn'), game_over ('The match is over')",
        body: endTurnRequestSchema,
        ok: cardMatchStateSchema,
        errors: [400, 401, 403, 404, 409, 429],
      }),
  ),
  forfeit: endpoint(
    'POST',
    '/api/card/forfeit-match',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: "Give up: the match is forfeited and your opponent wins. 409 game_over ('The match is over')",
        body: forfeitMatchRequestSchema,
        ok: cardMatchStateSchema,
        errors: [400, 401, 403, 404, 409, 429],
      }),
  ),
  /** A running or finished match's move log, for its two players (issue 22: every move seen). */
  moveLog: endpoint(
    'GET',
    '/api/card/matches/:id/log',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          "The match's move log for one of its players, oldest first: each action's number, turn, player and type, the card of each play and what it visibly did (Buy Power changes, cards drawn as a count, Double, shield), a timeout's count. Never a card drawn or a hand's card. after=n answers only the entries after the n-th. 404 when you do not play in the match",
        params: idParamsSchema,
        query: cardMatchLogQuerySchema,
        ok: cardMatchLogResponseSchema,
        errors: [400, 401, 404],
      }),
  ),
};
