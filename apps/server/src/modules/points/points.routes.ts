import { pointsEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint-route.js';
import { membersOnly } from '../../platform/members-only.js';
import type { PointsService } from './points.service.js';

export const pointsRoutes: FastifyPluginAsyncZod<{ points: PointsService }> = async (app, { points }) => {
  await app.register(
    membersOnly((members) => {
      serve(members, pointsEndpoints.balance, async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { total_points: await points.balance(request.member.id) };
      });

      serve(members, pointsEndpoints.history, async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { entries: await points.history(request.member.id, request.query.limit) };
      });
    }),
  );
};
