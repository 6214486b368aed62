import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedRedis, TEST_REDIS_URL } from '../../test/redis-for-tests.js';
import { twoInstances, type TwoInstances } from '../../test/two-instances.js';

/**
 * Two instances on one database and one Redis, as behind a load balancer, with TRUST_PROXY=1 (one proxy hop):
 * the per-IP write limits count on Redis across both, the client address is the proxy's last X-Forwarded-For
 * entry (what a client writes before it does not count), and a catalog write on one instance empties the
 * other's cached lists through the bus.
 */
let c: TwoInstances;
const withRedis = await sharedRedis('The shared write limits across instances');

beforeAll(async () => {
  if (!withRedis) return;
  c = await twoInstances({
    seed: true,
    env: {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
      RATE_LIMIT_WRITES_PER_MINUTE: '4',
      TRUST_PROXY: '1',
      CATALOG_CACHE_TTL_MS: '600000',
    },
  });
});
afterAll(async () => c?.close());

/** A write as nginx passes it on: the socket is the proxy, X-Forwarded-For ends with the client's address. */
const subscribe = (app: FastifyInstance, forwardedFor: string, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email },
  });

describe.skipIf(!withRedis)('per-IP write limits across instances', () => {
  it('count the writes of one address on both instances together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await subscribe(c.apps[i % 2] as FastifyInstance, '203.0.113.7', `a${i}@example.com`);
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s < 400)).toBe(true);
    const fifth = await subscribe(c.apps[0], '203.0.113.7', 'a5@example.com');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 'rate_limited', error: expect.stringMatching(/Too many requests/) });
    const onTheOther = await subscribe(c.apps[1], '203.0.113.7', 'a6@example.com');
    expect(onTheOther.statusCode).toBe(429);
  });

  it('take the address the proxy saw: a forged X-Forwarded-For entry before it does not reset the count', async () => {
    const forged = await subscribe(c.apps[1], '198.51.100.1, 203.0.113.7', 'forged@example.com');
    expect(forged.statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    const other = await subscribe(c.apps[1], '203.0.113.8', 'other@example.com');
    expect(other.statusCode).toBeLessThan(400);
  });
});

describe.skipIf(!withRedis)('cached product lists across instances', () => {
  it('are forgotten on every instance when one of them changes the catalog', async () => {
    const list = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/api/products?limit=100' })).json<{ items: { _id: string }[] }>().items;
    const [before] = await Promise.all([list(c.apps[1]), list(c.apps[0])]);
    const [first] = before;
    expect(first).toBeDefined();
    const product = await c.apps[0].deps.catalog.findByIdOrAsin(first?._id ?? '');
    expect(product).not.toBeNull();
    await c.apps[0].deps.catalog.remove(product?._id ?? '');
    // Instance 0 forgot its cache itself; instance 1 hears of the write through Redis.
    expect((await list(c.apps[0])).some((p) => p._id === first?._id)).toBe(false);
    await vi.waitFor(async () => expect((await list(c.apps[1])).some((p) => p._id === first?._id)).toBe(false), {
      timeout: 5_000,
      interval: 50,
    });
  });
});
