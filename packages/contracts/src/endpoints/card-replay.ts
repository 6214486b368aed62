import { endpoint, publicWire } from '../endpoint.js';
import { cardReplaySchema, finishedCardMatchesQuerySchema, finishedCardMatchesResponseSchema } from '../card-match.js';
import { idParamsSchema } from '../params.js';

const tags = ['card game'];

/** Finished card matches, public like a finished game on lichess: anyone may list a member's and replay one. */
export const cardReplayEndpoints = {
  finished: endpoint(
    'GET',
    '/api/card/finished-matches',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary:
          "A member's finished card matches (practice included), newest first, 20 a page: pass nextCursor back as cursor for the next. replayable is false for matches from before fair play. 404 for an unknown member",
        query: finishedCardMatchesQuerySchema,
        ok: finishedCardMatchesResponseSchema,
        errors: [400, 404],
      }),
  ),
  replay: endpoint(
    'GET',
    '/api/card/matches/:id/replay',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary:
          'A finished card match to replay and verify: its seed (sha256(seed) = seedCommitment, the commitment both players saw), both decks as dealt, every action as applied and the final state; the pure engine re-run from them gives final exactly. 409 while the match is being played (nothing of it shown), 404 for an unknown match or one from before fair play',
        params: idParamsSchema,
        ok: cardReplaySchema,
        errors: [404, 409],
      }),
  ),
};
