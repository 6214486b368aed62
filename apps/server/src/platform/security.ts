import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

/** A CSP the built app passes: no inline scripts, no other origins. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React sets style attributes (banner offset, carousel transforms).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** Runs helmet once against a recording response and returns the headers it sets. */
export function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers, with a CSP the built app passes. */
export async function registerSecurity(app: FastifyInstance, _config: AppConfig): Promise<void> {
  // The headers never vary by request, so they are computed once instead of on every request.
  // Documents and assets get the full set; JSON API answers the short set OWASP's REST cheat sheet
  // lists (a browser never renders them, so CSP sources, XSS and download options are moot there).
  const documentHeaders = staticSecurityHeaders(HELMET_OPTIONS);
  const apiHeaders = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'strict-transport-security': documentHeaders['strict-transport-security'] ?? 'max-age=31536000; includeSubDomains',
    'cross-origin-resource-policy': 'same-origin',
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(
      request.url.startsWith('/api/') && !request.url.startsWith('/api/docs') ? apiHeaders : documentHeaders,
    );
    done();
  });
}
