import type { AppConfig } from '../config.js';
import type { Metrics } from '../platform/metrics.js';
import type { Bus, BusLogger } from './bus.js';
import { InProcessBus } from './in-process-bus.js';
import { RedisBus } from './redis-bus.js';

/** Redis pub/sub when `REDIS_URL` is set (several instances), otherwise this process alone. */
export function createBus(config: AppConfig, log: BusLogger, metrics?: Pick<Metrics, 'enabled' | 'busDelivered'>): Bus {
  // Metrics off: no clock is read per event.
  const lag = metrics?.enabled ? metrics : undefined;
  return config.redisUrl
    ? new RedisBus({ url: config.redisUrl, prefix: config.redisPrefix, log, lag })
    : new InProcessBus(log, lag);
}
