import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.js';
import { rateLimited } from './errors.js';
import { redisOptions } from './redis-options.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The counters' store: Redis when `REDIS_URL` is set, so a limit holds across every instance behind the load
 * balancer; else this process's memory. While Redis is unreachable a command fails at once (no offline queue)
 * and the request is let through (`skipOnError`): the site keeps serving, briefly without these limits.
 */
function redisStore(app: FastifyInstance, config: AppConfig): Redis | undefined {
  if (!config.redisUrl) return undefined;
  const redis = new Redis(config.redisUrl, redisOptions(`${config.redisPrefix}rate-limit`, 500));
  // The bus logs Redis outages already; without a listener ioredis would print every failed reconnect.
  redis.on('error', () => undefined);
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  // Requests before the first connection would pass uncounted; an instance starts with its limits on, unless
  // Redis is down at start, when it starts anyway (the bus reports the outage).
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, 3_000);
      redis.once('ready', done);
    });
  });
  return redis;
}

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

  const redis = redisStore(app, config);
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rate-limit:`, skipOnError: true } : {}),
    // The builder's value is thrown, so it leaves through the shared error handler as { error }.
    errorResponseBuilder: (_req, context) =>
      rateLimited(
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        context.ttl / 1000,
      ),
  });
}
