import { z } from 'zod';
import { endpoint, publicWire } from '../endpoint.js';
import {
  newsletterRequestSchema,
  newsletterResponseSchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
} from '../newsletter.js';

const tags = ['newsletter'];

export const newsletterEndpoints = {
  subscribe: endpoint(
    'POST',
    '/api/newsletter',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary:
          'Subscribe an e-mail address (single opt-in, welcome e-mail); subscribing twice is not an error. With a bearer token the member earns 100 points, once per account.',
        body: newsletterRequestSchema,
        ok: newsletterResponseSchema,
        errors: [400],
      }),
  ),
  unsubscribe: endpoint(
    'POST',
    '/api/unsubscribe',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'Unsubscribe with the e-mail and token of the link in every newsletter e-mail',
        body: unsubscribeRequestSchema,
        ok: unsubscribeResponseSchema,
        errors: [400],
      }),
  ),
  oneClickUnsubscribe: endpoint(
    'POST',
    '/api/unsubscribe/one-click',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post), as mail clients send it',
        query: unsubscribeRequestSchema,
        // Mail clients post `List-Unsubscribe=One-Click`; the signed query is what authorises.
        body: z.object({ 'List-Unsubscribe': z.string().max(100).optional() }).optional(),
        ok: unsubscribeResponseSchema,
        errors: [400],
      }),
  ),
  oneClickPage: endpoint(
    'GET',
    '/api/unsubscribe/one-click',
    __DD_WIRE_SCHEMAS__ && {
      tags,
      summary: 'Opened in a browser by mail clients without one-click support: redirects to the unsubscribe page',
      responses: { 302: z.null().describe('To /unsubscribe with the same query') },
      errors: [],
    },
  ),
};
