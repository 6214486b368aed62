import {
  accountRecoveryEndpoints,
  CONFIRM_EMAIL_TEXT,
  fillText,
  PASSWORD_SECTION_TEXT,
  RECOVERY_TEXT,
} from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint-route.js';
import { badRequest } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import { fieldMessage } from '../../platform/validation-message.js';
import type { AccountRecoveryService } from './account-recovery.service.js';

export interface AccountRecoveryRoutesOptions {
  recovery: AccountRecoveryService;
  /** Forgot-password, reset and confirm requests per client IP and hour. */
  requestsPerHour: number;
}

export const accountRecoveryRoutes: FastifyPluginAsyncZod<AccountRecoveryRoutesOptions> = async (
  app,
  { recovery, requestsPerHour },
) => {
  const perIp = { rateLimit: { max: requestsPerHour, timeWindow: '1 hour' } };
  // The work of a forgot-password request outlives its answer: closing waits for it.
  app.addHook('onClose', () => recovery.idle());

  serve(
    app,
    accountRecoveryEndpoints.forgotPassword,
    async (request, reply) => {
      if (request.validationError) throw badRequest(fieldMessage(request.validationError, 'Email is required'));
      recovery.forgotPassword(request.body.email);
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: RECOVERY_TEXT.forgotSent };
    },
    { attachValidation: true, config: perIp },
  );

  serve(
    app,
    accountRecoveryEndpoints.resetPassword,
    async (request, reply) => {
      if (request.validationError)
        throw badRequest(fieldMessage(request.validationError, 'Please fill in every field'));
      await recovery.resetPassword(request.body.token, request.body.password);
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: RECOVERY_TEXT.resetDone };
    },
    { attachValidation: true, config: perIp },
  );

  serve(
    app,
    accountRecoveryEndpoints.confirmEmail,
    async (request, reply) => {
      if (request.validationError) throw badRequest(fieldMessage(request.validationError, 'The link is incomplete'));
      const email = await recovery.confirmEmail(request.body.token);
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: fillText(CONFIRM_EMAIL_TEXT.done, { email }), email };
    },
    { attachValidation: true, config: perIp },
  );

  await app.register(
    membersOnly((members) => {
      serve(
        members,
        accountRecoveryEndpoints.changePassword,
        async (request) => {
          if (request.validationError)
            throw badRequest(fieldMessage(request.validationError, 'Please fill in every field'));
          const { current_password, password } = request.body;
          await recovery.changePassword(request.member, current_password, password, request.ip);
          return { success: true as const, message: PASSWORD_SECTION_TEXT.done };
        },
        { attachValidation: true },
      );

      serve(
        members,
        accountRecoveryEndpoints.changeEmail,
        async (request) => {
          if (request.validationError)
            throw badRequest(fieldMessage(request.validationError, 'Please fill in every field'));
          const { password, email } = request.body;
          const message = await recovery.requestEmailChange(request.member, password, email, request.ip);
          return { success: true as const, message };
        },
        { attachValidation: true },
      );
    }),
  );
};
