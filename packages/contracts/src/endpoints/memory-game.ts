import { endpoint, memberWire } from '../endpoint.js';
import {
  memoryFlipRequestSchema,
  memoryFlipResponseSchema,
  memoryPlayParamsSchema,
  memoryStartResponseSchema,
} from '../games.js';
import { MEMORY_CARD_COUNT, MEMORY_PLAY_LIMITS } from '../games-texts.js';

const tags = ['games'];

/** The memory game played on the server (fair play, issue 21): start a play, turn its cards one at a time. */
export const memoryGameEndpoints = {
  start: endpoint(
    'POST',
    '/api/game/memory/start',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: `A new memory play: ${MEMORY_CARD_COUNT} cards face down, dealt by the server (no faces in the answer). Your unfinished play, if any, is abandoned. ${MEMORY_PLAY_LIMITS.startsPerMinute} new games a minute per member (429).`,
        ok: memoryStartResponseSchema,
        errors: [401, 409, 429],
      }),
  ),
  flip: endpoint(
    'POST',
    '/api/game/memory/:playId/flip',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: `Turn card \`index\` (0-${MEMORY_CARD_COUNT - 1}) of your play over: its face, whether it completed a pair, the moves so far and, after the last pair, the score (100 - 5 a move, at least 10). A flip while a mismatch shows turns that pair back first. 400 for a card not on the board; 404 for a play not yours; 409 for a card already up or matched, a finished or replaced play, or a flip that lost a race; 429 past ${MEMORY_PLAY_LIMITS.flipsPerSecond} flips a second per play (bursts of ${MEMORY_PLAY_LIMITS.flipBurst}).`,
        params: memoryPlayParamsSchema,
        body: memoryFlipRequestSchema,
        ok: memoryFlipResponseSchema,
        errors: [400, 401, 404, 409, 429],
      }),
  ),
};
