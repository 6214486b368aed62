import { accountDeletionEndpoints } from '@dd/contracts';
import { serveForm } from '../../platform/endpoint-route.js';
import { memberRoutes } from '../../platform/members-only.js';
import type { AccountDeletionService } from './account-deletion.service.js';

export const accountDeletionRoutes = memberRoutes<{ deletion: AccountDeletionService }>((members, { deletion }) => {
  serveForm(members, accountDeletionEndpoints.deleteAccount, 'Password is required', async (request, reply) => {
    await deletion.deleteAccount(request.member.id, request.body.password, request.ip);
    reply.header('cache-control', 'no-store');
    return { success: true as const };
  });
});
