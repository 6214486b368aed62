import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import { rateLimited } from './errors.js';

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

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

/** Security headers (with a CSP the built app passes) and per-IP limits on every write route. */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
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

  // Every write route gets the per-IP limit unless it declares its own. This hook must run before
  // the rate-limit plugin's own onRoute hook, which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => WRITE_METHODS.has(m))) return;
    const routeConfig = (route.config ?? {}) as { rateLimit?: unknown };
    if (routeConfig.rateLimit !== undefined) return;
    route.config = {
      ...routeConfig,
      rateLimit: { max: config.rateLimitWritesPerMinute, timeWindow: '1 minute' },
    };
  });

  await app.register(rateLimit, {
    global: false,
    // The builder's value is thrown, so it leaves through the shared error handler as { error }.
    errorResponseBuilder: (_req, context) =>
      rateLimited(`Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`),
  });
}
