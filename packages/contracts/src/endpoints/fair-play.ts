import { endpoint } from '../endpoint.js';
import { fairPlayReportSchema, gamePointsTodaySchema } from '../fair-play-api.js';

export const fairPlayEndpoints = {
  report: endpoint(
    'GET',
    '/api/admin/fair-play',
    __DD_WIRE_SCHEMAS__ && {
      tags: ['admin'],
      summary:
        "Fair play, today (UTC) and the last 7 days: the 20 pairs of members who played each other most (per game, with aborted and casual games and their latest card matches' ids for replays) and the 20 members who earned the most game points",
      bearer: true,
      responses: { 200: fairPlayReportSchema },
      errors: [401, 403],
    },
  ),
  today: endpoint(
    'GET',
    '/api/fair-play/today',
    __DD_WIRE_SCHEMAS__ && {
      tags: ['games'],
      summary: 'Your game points today (UTC day, duels and card games together) and the daily cap',
      bearer: true,
      responses: { 200: gamePointsTodaySchema },
      errors: [401],
    },
  ),
};
