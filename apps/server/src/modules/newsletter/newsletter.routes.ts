import { NEWSLETTER_TEXT, newsletterEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve, serveForm } from '../../platform/endpoint-route.js';
import { badRequest } from '../../platform/errors.js';
import type { NewsletterService } from './newsletter.service.js';

const unsubscribed = { success: true as const, message: NEWSLETTER_TEXT.unsubscribed };
/** Validation failures are answered by the handler with its own message, not a schema path. */
const ownValidationMessage = { attachValidation: true };

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  /** Both unsubscribe calls: any malformed link answers the same message as a forged one. */
  const unsubscribeBy = async (invalid: unknown, link: { email: string; token: string }) => {
    if (invalid) throw badRequest(NEWSLETTER_TEXT.invalidLink);
    await newsletter.unsubscribe(link.email, link.token);
    return unsubscribed;
  };

  serveForm(app, newsletterEndpoints.subscribe, 'Email is required', async (request) => {
    const result = await newsletter.subscribe(request.body.email, request.user?.id ?? null);
    return {
      success: true as const,
      message: NEWSLETTER_TEXT.success,
      alreadySubscribed: result.alreadySubscribed,
      points_awarded: result.pointsAwarded,
    };
  });

  serve(
    app,
    newsletterEndpoints.unsubscribe,
    async (request) => unsubscribeBy(request.validationError, request.body),
    ownValidationMessage,
  );

  serve(
    app,
    newsletterEndpoints.oneClickUnsubscribe,
    async (request) => unsubscribeBy(request.validationError, request.query),
    ownValidationMessage,
  );

  // A GET never unsubscribes (link scanners prefetch URLs); the page asks the visitor's browser to POST.
  serve(app, newsletterEndpoints.oneClickPage, async (request, reply) => {
    const q = request.url.indexOf('?');
    return reply
      .header('cache-control', 'no-store')
      .redirect(`/unsubscribe${q === -1 ? '' : request.url.slice(q)}`, 302);
  });
};
