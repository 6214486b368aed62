import { spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';

/** The Redis the scale-out tests share: the machine's, on its default port, unless TEST_REDIS_URL names another. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** CI sets REQUIRE_REDIS=1: there a missing Redis fails the run instead of skipping tests it would hide. */
const REQUIRED = ['1', 'true'].includes(process.env.REQUIRE_REDIS ?? '');

async function answers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Says what is skipped and why, or fails when Redis is required. */
function missing(what: string, why: string): false {
  const message = `${what}: ${why}.`;
  if (REQUIRED) throw new Error(`${message} REQUIRE_REDIS is set, so this fails instead of skipping.`);
  console.warn(
    `[skipped] ${message} Start Redis (apt-get install redis-server) or set TEST_REDIS_URL; ` +
      'with REQUIRE_REDIS=1 (as on CI) this fails instead.',
  );
  return false;
}

/**
 * Whether the tests that share the machine's Redis can run (`describe.skipIf(!(await sharedRedis(...)))`). A
 * missing Redis skips them with a message saying so, never fails them, unless REQUIRE_REDIS=1.
 */
export async function sharedRedis(what: string): Promise<boolean> {
  return (await answers(TEST_REDIS_URL)) || missing(what, `Redis does not answer at ${TEST_REDIS_URL}`);
}

/** Whether tests that start and stop a Redis of their own can: `redis-server` is on the PATH. */
export function redisServerInstalled(what: string): boolean {
  const probe = spawnSync('redis-server', ['--version'], { stdio: 'ignore' });
  return probe.status === 0 || missing(what, 'redis-server is not installed');
}
