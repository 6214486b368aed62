import {
  accountRecoveryEndpoints,
  CONFIRM_EMAIL_TEXT,
  fillText,
  PASSWORD_SECTION_TEXT,
  RECOVERY_TEXT,
} from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveForm } from '../../platform/endpoint-route.js';
import { membersOnly } from '../../platform/members-only.js';
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

  serveForm(
    app,
    accountRecoveryEndpoints.forgotPassword,
    'Email is required',
    async (request, reply) => {
      recovery.forgotPassword(request.body.email);
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: RECOVERY_TEXT.forgotSent };
    },
    { config: perIp },
  );

  serveForm(
    app,
    accountRecoveryEndpoints.resetPassword,
    'Please fill in every field',
    async (request, reply) => {
      await recovery.resetPassword(request.body.token, request.body.password);
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: RECOVERY_TEXT.resetDone };
    },
    { config: perIp },
  );

  serveForm(
    app,
    accountRecoveryEndpoints.confirmEmail,
    'The link is incomplete',
    async (request, reply) => {
      const email = await recovery.confirmEmail(request.body.token);
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: fillText(CONFIRM_EMAIL_TEXT.done, { email }), email };
    },
    { config: perIp },
  );

  await app.register(
    membersOnly((members) => {
      serveForm(members, accountRecoveryEndpoints.changePassword, 'Please fill in every field', async (request) => {
        const { current_password, password } = request.body;
        await recovery.changePassword(request.member, current_password, password, request.ip);
        return { success: true as const, message: PASSWORD_SECTION_TEXT.done };
      });

      serveForm(members, accountRecoveryEndpoints.changeEmail, 'Please fill in every field', async (request) => {
        const { password, email } = request.body;
        const message = await recovery.requestEmailChange(request.member, password, email, request.ip);
        return { success: true as const, message };
      });
    }),
  );
};
