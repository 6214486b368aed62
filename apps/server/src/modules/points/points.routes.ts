import { pointsBalanceResponseSchema, pointsHistoryResponseSchema, wireInt } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import type { PointsService } from './points.service.js';

const security = [{ bearerAuth: [] }];

export const pointsRoutes: FastifyPluginAsyncZod<{ points: PointsService }> = async (app, { points }) => {
  await app.register(
    membersOnly((members) => {
      members.get(
        '/api/points/balance',
        {
          schema: {
            tags: ['points'],
            summary: "The signed-in member's points balance (the sum of the ledger)",
            security,
            response: { 200: pointsBalanceResponseSchema, ...errorResponses(401) },
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          return { total_points: await points.balance(request.member.id) };
        },
      );

      members.get(
        '/api/points/history',
        {
          schema: {
            tags: ['points'],
            summary: "The signed-in member's latest ledger entries, newest first",
            security,
            querystring: z.object({ limit: wireInt('limit', { min: 1, max: 100 }).default(20) }),
            response: { 200: pointsHistoryResponseSchema, ...errorResponses(401) },
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          return { entries: await points.history(request.member.id, request.query.limit) };
        },
      );
    }),
  );
};
