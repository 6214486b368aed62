import { NOTIFICATION_MAIL_TEXT, notificationEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint-route.js';
import { AppError } from '../../platform/errors.js';
import type { NotificationMailService } from './notification-mail.service.js';
import { NOTIFICATION_SETTINGS_PATH } from './notification-mails.js';

/** Validation failures are answered by the handler: any malformed link is refused as a forged one is. */
const ownValidationMessage = { attachValidation: true };

/** The notification e-mails' one-click unsubscribe (no login: the signed query is the proof). */
export const notificationMailRoutes: FastifyPluginAsyncZod<{ mails: NotificationMailService }> = async (
  app,
  { mails },
) => {
  serve(
    app,
    notificationEndpoints.unsubscribe,
    async (request) => {
      if (request.validationError) throw new AppError(400, 'invalid_token', NOTIFICATION_MAIL_TEXT.invalidLink);
      return mails.unsubscribe(request.query);
    },
    ownValidationMessage,
  );

  // A GET never unsubscribes (link scanners prefetch URLs): the member's settings, where the switches are.
  serve(app, notificationEndpoints.unsubscribePage, async (_request, reply) =>
    reply.header('cache-control', 'no-store').redirect(NOTIFICATION_SETTINGS_PATH, 302),
  );
};
