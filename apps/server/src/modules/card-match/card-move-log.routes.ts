import { cardMatchEndpoints } from '@dd/contracts';
import { serve } from '../../platform/endpoint-route.js';
import { memberRoutes } from '../../platform/members-only.js';
import type { CardMoveLogService } from './card-move-log.service.js';

/** A running or finished match's move log, for its two players (issue 22: every move seen). */
export const cardMoveLogRoutes = memberRoutes<{ moveLog: CardMoveLogService }>((members, { moveLog }) => {
  serve(members, cardMatchEndpoints.moveLog, async (request, reply) => {
    // The caller's own match, changing with every move.
    reply.header('cache-control', 'no-store');
    return moveLog.moveLog(request.member.id, request.params.id, request.query.after ?? 0);
  });
});
