import type { AppConfig } from '../config.js';
import type { Bus, BusLogger } from './bus.js';
import { InProcessBus } from './in-process-bus.js';
import { RedisBus } from './redis-bus.js';

/** Redis pub/sub when `REDIS_URL` is set (several instances), otherwise this process alone. */
export function createBus(config: AppConfig, log: BusLogger): Bus {
  return config.redisUrl
    ? new RedisBus({ url: config.redisUrl, prefix: config.redisPrefix, log })
    : new InProcessBus(log);
}
