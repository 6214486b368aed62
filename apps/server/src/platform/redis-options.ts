import type { RedisOptions } from 'ioredis';

/**
 * The connection options every Redis client of the app shares: a command fails at once while Redis is away
 * (no offline queue, no retries) instead of piling up, since a late counter or event is worth nothing; the
 * connection comes back by itself, after 100 ms, 200 ms ... at most every 2 s, for as long as it takes.
 * `commandTimeout` bounds how long a Redis that stopped answering holds a command; `name` shows in CLIENT LIST.
 */
export function redisOptions(name: string, commandTimeout: number, extra: RedisOptions = {}): RedisOptions {
  return {
    connectionName: name,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout,
    connectTimeout: 2_000,
    retryStrategy: (attempt: number) => Math.min(attempt * 100, 2_000),
    ...extra,
  };
}
