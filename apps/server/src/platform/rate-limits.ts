import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import { rateLimited } from './errors.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Per-IP limits on every write route (a route may declare its own `config.rateLimit`). */
export async function registerRateLimits(app: FastifyInstance, config: AppConfig): Promise<void> {
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
