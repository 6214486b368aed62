import { endpoint, memberWire, publicWire } from '../endpoint.js';
import {
  gameScoreRequestSchema,
  gameScoreResponseSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
} from '../games.js';

const tags = ['games'];

export const gameScoreEndpoints = {
  leaderboard: endpoint(
    'GET',
    '/api/game/leaderboard',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'The best scores of a game (50), best first; equal scores in the order they were reached',
        query: leaderboardQuerySchema,
        ok: leaderboardResponseSchema,
        errors: [400],
      }),
  ),
  submit: endpoint(
    'POST',
    '/api/game/score',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          "Record a finished memory play: `{ game_id: 'puzzle', score, play_id }`, where `play_id` is your finished play (POST /api/game/memory/start and its flips) and `score` the score the server gave it. 400 'No finished game to score' without a finished play of yours, 400 for a score that is not the play's; 409 `already_scored` for a play already recorded (checked before the interval). Keeps the best score; pays 5 points a game for up to 10 games a UTC day; one score every 10 seconds (429 with Retry-After).",
        body: gameScoreRequestSchema,
        ok: gameScoreResponseSchema,
        errors: [400, 401, 409, 429],
      }),
  ),
};
