import { accountDeletionEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveForm } from '../../platform/endpoint-route.js';
import { membersOnly } from '../../platform/members-only.js';
import type { AccountDeletionService } from './account-deletion.service.js';

export const accountDeletionRoutes: FastifyPluginAsyncZod<{ deletion: AccountDeletionService }> = async (
  app,
  { deletion },
) => {
  await app.register(
    membersOnly((members) => {
      serveForm(members, accountDeletionEndpoints.deleteAccount, 'Password is required', async (request, reply) => {
        await deletion.deleteAccount(request.member.id, request.body.password, request.ip);
        reply.header('cache-control', 'no-store');
        return { success: true as const };
      });
    }),
  );
};
