import { accountDeletionEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint-route.js';
import { badRequest } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import { fieldMessage } from '../../platform/validation-message.js';
import type { AccountDeletionService } from './account-deletion.service.js';

export const accountDeletionRoutes: FastifyPluginAsyncZod<{ deletion: AccountDeletionService }> = async (
  app,
  { deletion },
) => {
  await app.register(
    membersOnly((members) => {
      serve(
        members,
        accountDeletionEndpoints.deleteAccount,
        async (request, reply) => {
          if (request.validationError) throw badRequest(fieldMessage(request.validationError, 'Password is required'));
          await deletion.deleteAccount(request.member.id, request.body.password, request.ip);
          reply.header('cache-control', 'no-store');
          return { success: true as const };
        },
        { attachValidation: true },
      );
    }),
  );
};
