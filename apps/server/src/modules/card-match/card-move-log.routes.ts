import { cardMatchLogQuerySchema, cardMatchLogResponseSchema, idParamsSchema } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import type { CardMoveLogService } from './card-move-log.service.js';

/** A running or finished match's move log, for its two players (issue 22: every move seen). */
export const cardMoveLogRoutes: FastifyPluginAsyncZod<{ moveLog: CardMoveLogService }> = async (app, { moveLog }) => {
  await app.register(
    membersOnly((members) => {
      members.get(
        '/api/card/matches/:id/log',
        {
          schema: {
            tags: ['card game'],
            summary:
              "The match's move log for one of its players, oldest first: each action's number, turn, player and type, the card of each play and what it visibly did (Buy Power changes, cards drawn as a count, Double, shield), a timeout's count. Never a card drawn or a hand's card. after=n answers only the entries after the n-th. 404 when you do not play in the match",
            security: [{ bearerAuth: [] }],
            params: idParamsSchema,
            querystring: cardMatchLogQuerySchema,
            response: { 200: cardMatchLogResponseSchema, ...errorResponses(400, 401, 404) },
          },
        },
        async (request, reply) => {
          // The caller's own match, changing with every move.
          reply.header('cache-control', 'no-store');
          return moveLog.moveLog(request.member.id, request.params.id, request.query.after ?? 0);
        },
      );
    }),
  );
};
