import { accountSessionEndpoints } from '@dd/contracts';
import { serve } from '../../platform/endpoint-route.js';
import { memberRoutes } from '../../platform/members-only.js';
import type { AccountsService } from './accounts.service.js';

/** The member's signed-in devices: list them, end one, end all but this one. */
export const sessionsRoutes = memberRoutes<{ accounts: AccountsService }>((members, { accounts }) => {
  serve(members, accountSessionEndpoints.list, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { sessions: await accounts.listSessions(request.member.id, request.member.sessionId) };
  });

  serve(members, accountSessionEndpoints.revoke, async (request) => {
    await accounts.endSession(request.member.id, request.params.id);
    return { success: true as const };
  });

  serve(members, accountSessionEndpoints.revokeOthers, async (request) => {
    const ended = await accounts.endSessions(request.member.id, { except: request.member.sessionId });
    return { success: true as const, ended: ended.length };
  });
});
