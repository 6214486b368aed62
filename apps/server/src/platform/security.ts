import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import { AppError } from './errors.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers (with a CSP the built app passes) and per-IP limits on every write route. */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
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
      new AppError(429, `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`),
  });
}
