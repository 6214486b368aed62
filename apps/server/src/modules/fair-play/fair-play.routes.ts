import { fairPlayReportSchema, gamePointsTodaySchema } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../platform/auth.js';
import { errorResponses } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import type { FairPlayService } from './fair-play.service.js';

const security = [{ bearerAuth: [] }];

/** The member's game points today, and the admins' fair-play report. */
export const fairPlayRoutes: FastifyPluginAsyncZod<{ fairPlay: FairPlayService }> = async (app, { fairPlay }) => {
  // Both answers are personal or admin data and change with every game.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/fair-play',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        security,
        summary:
          "Fair play, today (UTC) and the last 7 days: the 20 pairs of members who played each other most (per game, with aborted and casual games and their latest card matches' ids for replays) and the 20 members who earned the most game points",
        response: { 200: fairPlayReportSchema, ...errorResponses(401, 403) },
      },
    },
    async () => fairPlay.report(),
  );

  await app.register(
    membersOnly((members) => {
      members.get(
        '/api/fair-play/today',
        {
          schema: {
            tags: ['games'],
            security,
            summary: 'Your game points today (UTC day, duels and card games together) and the daily cap',
            response: { 200: gamePointsTodaySchema, ...errorResponses(401) },
          },
        },
        async (request) => fairPlay.pointsToday(request.member.id),
      );
    }),
  );
};
