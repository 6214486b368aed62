import { pointsEndpoints } from '@dd/contracts';
import { serve } from '../../platform/endpoint-route.js';
import { memberRoutes } from '../../platform/members-only.js';
import type { PointsService } from './points.service.js';

export const pointsRoutes = memberRoutes<{ points: PointsService }>((members, { points }) => {
  serve(members, pointsEndpoints.balance, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { total_points: await points.balance(request.member.id) };
  });

  serve(members, pointsEndpoints.history, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { entries: await points.history(request.member.id, request.query.limit) };
  });
});
