import { endpoint, memberWire } from '../endpoint.js';
import { fairPlayReportSchema, gamePointsTodaySchema } from '../fair-play-api.js';

export const fairPlayEndpoints = {
  report: endpoint(
    'GET',
    '/api/admin/fair-play',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(['admin'], {
        summary:
          "Fair play, today (UTC) and the last 7 days: the 20 pairs of members who played each other most (per game, with aborted and casual games and their latest card matches' ids for replays) and the 20 members who earned the most game points",
        ok: fairPlayReportSchema,
        errors: [401, 403],
      }),
  ),
  today: endpoint(
    'GET',
    '/api/fair-play/today',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(['games'], {
        summary: 'Your game points today (UTC day, duels and card games together) and the daily cap',
        ok: gamePointsTodaySchema,
        errors: [401],
      }),
  ),
};
