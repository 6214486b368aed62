import {
  NEWSLETTER_TEXT,
  newsletterRequestSchema,
  newsletterResponseSchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
} from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, errorResponses } from '../../platform/errors.js';
import { fieldMessage } from '../../platform/validation-message.js';
import type { NewsletterService } from './newsletter.service.js';

const unsubscribed = { success: true as const, message: NEWSLETTER_TEXT.unsubscribed };

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

  app.post(
    '/api/newsletter',
    {
      // Validation failures are answered below with the field's own message, not a schema path.
      attachValidation: true,
      schema: {
        tags: ['newsletter'],
        summary:
          'Subscribe an e-mail address (single opt-in, welcome e-mail); subscribing twice is not an error. With a bearer token the member earns 100 points, once per account.',
        body: newsletterRequestSchema,
        response: { 200: newsletterResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      if (request.validationError) throw badRequest(fieldMessage(request.validationError, 'Email is required'));
      const result = await newsletter.subscribe(request.body.email, request.user?.id ?? null);
      return {
        success: true as const,
        message: NEWSLETTER_TEXT.success,
        alreadySubscribed: result.alreadySubscribed,
        points_awarded: result.pointsAwarded,
      };
    },
  );

  app.post(
    '/api/unsubscribe',
    {
      attachValidation: true,
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the e-mail and token of the link in every newsletter e-mail',
        body: unsubscribeRequestSchema,
        response: { 200: unsubscribeResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => unsubscribeBy(request.validationError, request.body),
  );

  app.post(
    '/api/unsubscribe/one-click',
    {
      attachValidation: true,
      schema: {
        tags: ['newsletter'],
        summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post), as mail clients send it',
        querystring: unsubscribeRequestSchema,
        // Mail clients post `List-Unsubscribe=One-Click`; the signed query is what authorises.
        body: z.object({ 'List-Unsubscribe': z.string().max(100).optional() }).optional(),
        response: { 200: unsubscribeResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => unsubscribeBy(request.validationError, request.query),
  );

  app.get(
    '/api/unsubscribe/one-click',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Opened in a browser by mail clients without one-click support: redirects to the unsubscribe page',
        response: { 302: z.null().describe('To /unsubscribe with the same query') },
      },
    },
    // A GET never unsubscribes (link scanners prefetch URLs); the page asks the visitor's browser to POST.
    async (request, reply) => {
      const q = request.url.indexOf('?');
      return reply
        .header('cache-control', 'no-store')
        .redirect(`/unsubscribe${q === -1 ? '' : request.url.slice(q)}`, 302);
    },
  );
};
