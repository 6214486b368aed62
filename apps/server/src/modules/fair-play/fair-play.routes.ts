import { fairPlayEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../platform/auth.js';
import { serve } from '../../platform/endpoint-route.js';
import { membersOnly } from '../../platform/members-only.js';
import { neverStored } from '../../platform/never-stored.js';
import type { FairPlayService } from './fair-play.service.js';

/** The member's game points today, and the admins' fair-play report. */
export const fairPlayRoutes: FastifyPluginAsyncZod<{ fairPlay: FairPlayService }> = async (app, { fairPlay }) => {
  // Both answers are personal or admin data and change with every game.
  neverStored(app);

  serve(app, fairPlayEndpoints.report, async () => fairPlay.report(), { onRequest: adminOnly });

  await app.register(
    membersOnly((members) => {
      serve(members, fairPlayEndpoints.today, async (request) => fairPlay.pointsToday(request.member.id));
    }),
  );
};
