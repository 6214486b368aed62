import { redisOptions } from '../platform/redis-options.js';
import { Redis } from 'ioredis';
import type { SharedSocketCounts, SocketStage } from './socket-address-limits.js';

/** How long a member counts without being renewed: a crashed instance's sockets stop counting after this. */
const ENTRY_TTL_MS = 60_000;

/*
 * One sorted set per (stage, address): members are sockets (`instance:sequence`), scores the time (ms, Redis's
 * own clock, so instances' clocks need not agree) after which a member no longer counts. Each script drops the
 * aged-out members, then checks and adds in one step, so two instances never both take the last place.
 */
const PRUNE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local function prune(key) redis.call('ZREMRANGEBYSCORE', key, '-inf', now) end
local function add(key, member)
  redis.call('ZADD', key, now + tonumber(ARGV[1]), member)
  redis.call('PEXPIRE', key, tonumber(ARGV[1]))
end
`;
/** KEYS: the set. ARGV: ttl, member, cap. 1 when added, 0 when full. */
const ACQUIRE = `${PRUNE}
prune(KEYS[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
add(KEYS[1], ARGV[2])
return 1`;
/** KEYS: pending set, ready set. ARGV: ttl, member, cap. Leaves pending either way; 1 when added to ready. */
const PROMOTE = `${PRUNE}
redis.call('ZREM', KEYS[1], ARGV[2])
prune(KEYS[2])
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[3]) then return 0 end
add(KEYS[2], ARGV[2])
return 1`;
/** KEYS: the set. ARGV: ttl, member. Renews a live member (re-adds it after a Redis restart). */
const RENEW = `${PRUNE}
add(KEYS[1], ARGV[2])
return 1`;

interface ScriptCommands {
  socketAcquire(key: string, ttl: number, member: string, cap: number): Promise<number>;
  socketPromote(pending: string, ready: string, ttl: number, member: string, cap: number): Promise<number>;
}

/** The per-address push socket counts of every instance, in Redis (`REDIS_URL`). */
export class RedisSocketCounts implements SharedSocketCounts {
  private readonly redis: Redis & ScriptCommands;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    // While Redis is away a command fails at once and the caller goes by its own counts.
    const redis = new Redis(url, redisOptions(`${prefix}push-limits`, 500));
    // The bus logs Redis outages already; without a listener ioredis would print every failed reconnect.
    redis.on('error', () => undefined);
    redis.defineCommand('socketAcquire', { numberOfKeys: 1, lua: ACQUIRE });
    redis.defineCommand('socketPromote', { numberOfKeys: 2, lua: PROMOTE });
    redis.defineCommand('socketRenew', { numberOfKeys: 1, lua: RENEW });
    this.redis = redis as Redis & ScriptCommands;
  }

  /** Resolves once connected, or after `timeoutMs` (an instance starts even with Redis down). */
  async connected(timeoutMs = 3_000): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.redis.once('ready', done);
    });
  }

  private key(stage: SocketStage, address: string): string {
    return `${this.prefix}push-ip:${stage}:${address}`;
  }

  async acquire(stage: SocketStage, address: string, member: string, cap: number): Promise<boolean | null> {
    try {
      return (await this.redis.socketAcquire(this.key(stage, address), ENTRY_TTL_MS, member, cap)) === 1;
    } catch {
      return null;
    }
  }

  async promote(address: string, member: string, cap: number): Promise<boolean | null> {
    try {
      const keys = [this.key('pending', address), this.key('ready', address)] as const;
      return (await this.redis.socketPromote(...keys, ENTRY_TTL_MS, member, cap)) === 1;
    } catch {
      return null;
    }
  }

  release(address: string, member: string): void {
    // Lost while Redis is away: the member then ages out within ENTRY_TTL_MS.
    this.redis
      .multi()
      .zrem(this.key('pending', address), member)
      .zrem(this.key('ready', address), member)
      .exec()
      .catch(() => undefined);
  }

  refresh(members: readonly { stage: SocketStage; address: string; member: string }[]): void {
    const pipeline = this.redis.pipeline();
    for (const { stage, address, member } of members) {
      pipeline.socketRenew(this.key(stage, address), ENTRY_TTL_MS, member);
    }
    pipeline.exec().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

declare module 'ioredis' {
  interface ChainableCommander {
    socketRenew(key: string, ttl: number, member: string): ChainableCommander;
  }
}
