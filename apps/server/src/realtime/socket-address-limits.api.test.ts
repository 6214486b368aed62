import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { REALTIME_AUTH_TIMEOUT_MS, REALTIME_CLOSE, REALTIME_PATH } from '@dd/contracts';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { movableClock, newVeteran } from '../../test/members.js';
import { sharedRedis, TEST_REDIS_URL } from '../../test/redis-for-tests.js';
import { listenForSockets, refusedUpgrade, TestSocket } from '../../test/test-socket.js';
import { twoInstances, type TwoInstances } from '../../test/two-instances.js';

/** Each client is another loopback address (Linux routes all of 127/8 to lo). */
const CLIENT = { a: '127.0.0.2', b: '127.0.0.3', c: '127.0.0.4', d: '127.0.0.5', e: '127.0.0.6' } as const;

const open: TestSocket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
async function pending(url: string, origin: string, localAddress: string): Promise<TestSocket> {
  const socket = await TestSocket.open(url, origin, { localAddress });
  open.push(socket);
  return socket;
}
async function ready(url: string, origin: string, token: string, localAddress: string): Promise<TestSocket> {
  const socket = await TestSocket.ready(url, origin, token, { localAddress });
  open.push(socket);
  return socket;
}
/** A WebSocket upgrade request sent by hand: the status and body of a refusal. */
function upgradeAnswer(url: string, origin: string, localAddress: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url.replace(/^ws/, 'http')}${REALTIME_PATH}`, {
      localAddress,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        'Sec-WebSocket-Version': '13',
        Origin: origin,
      },
    });
    req.once('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once('upgrade', (_res, socket) => {
      socket.destroy();
      reject(new Error('the upgrade was accepted'));
    });
    req.once('error', reject);
    req.end();
  });
}
/** Polls until `check` passes: a freed place shows once the server has seen the TCP close. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

describe('one instance: push sockets per client address', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let url: string;
  let origin: string;
  beforeAll(async () => {
    ctx = await createTestApp({ clock, env: { PUSH_MAX_PENDING_PER_IP: '3', PUSH_MAX_SOCKETS_PER_IP: '2' } });
    url = await listenForSockets(ctx.app);
    origin = ctx.config.publicUrl;
  });
  afterAll(async () => ctx.close());

  it('refuses upgrades past the pending cap with 429 and Retry-After, for that address only', async () => {
    const held = await Promise.all([1, 2, 3].map(() => pending(url, origin, CLIENT.a)));
    expect(await refusedUpgrade(url, origin, { localAddress: CLIENT.a })).toEqual({
      status: 429,
      retryAfter: String(REALTIME_AUTH_TIMEOUT_MS / 1000),
    });
    // Another address is not affected.
    await pending(url, origin, CLIENT.b);
    // A closed socket (here a dropped TCP connection) frees its place.
    held[0]?.close();
    await eventually(async () => {
      await pending(url, origin, CLIENT.a);
    });
  });

  it('a forged X-Forwarded-For does not move a client to another address (TRUST_PROXY unset)', async () => {
    await Promise.all([1, 2, 3].map(() => pending(url, origin, CLIENT.c)));
    const forged = new WebSocket(`${url}${REALTIME_PATH}`, {
      origin,
      localAddress: CLIENT.c,
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    const status = await new Promise<number>((resolve) => {
      forged.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      forged.once('open', () => resolve(101));
      forged.once('error', () => undefined);
    });
    forged.terminate();
    expect(status).toBe(429);
  });

  it("a full address's refusal carries the API's error body; its origin is judged first; its pages are served", async () => {
    await Promise.all([1, 2, 3].map(() => pending(url, origin, CLIENT.e)));
    const refused = await upgradeAnswer(url, origin, CLIENT.e);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      error: 'Too many push sockets from this address are waiting to authenticate.',
      code: 'rate_limited',
    });
    expect((await upgradeAnswer(url, 'https://elsewhere.example', CLIENT.e)).status).toBe(403);
    const page = await ctx.app.inject({ method: 'GET', url: '/api/forum/threads', remoteAddress: CLIENT.e });
    expect(page.statusCode).toBe(200);
  });

  it('an address past its cap of authenticated sockets has the next one closed with 1013; a close frees it', async () => {
    const [first, second, third] = await Promise.all([newVeteran(ctx.app), newVeteran(ctx.app), newVeteran(ctx.app)]);
    const one = await ready(url, origin, first.token, CLIENT.d);
    await ready(url, origin, second.token, CLIENT.d);
    const refused = await pending(url, origin, CLIENT.d);
    refused.send({ type: 'auth', token: third.token });
    expect(await refused.closed).toEqual({ code: REALTIME_CLOSE.tryAgainLater, reason: expect.any(String) });
    // Another address holds its own count.
    await ready(url, origin, third.token, CLIENT.b);

    one.close();
    await eventually(async () => {
      const socket = await ready(url, origin, third.token, CLIENT.d);
      expect(socket.unread).toEqual([]);
    });
  });

  it('a socket closed by the server (a bad token, the auth timeout) frees its pending place', async () => {
    const address = '127.0.0.6';
    const sockets = await Promise.all([1, 2, 3].map(() => pending(url, origin, address)));
    sockets[0]?.send({ type: 'auth', token: 'not-a-token' });
    expect((await sockets[0]?.closed)?.code).toBe(REALTIME_CLOSE.unauthorized);
    await eventually(async () => {
      await pending(url, origin, address);
    });
    await clock.advance(REALTIME_AUTH_TIMEOUT_MS);
    await Promise.all(sockets.slice(1).map((s) => s.closed));
    await eventually(async () => {
      await Promise.all([1, 2].map(() => pending(url, origin, address)));
    });
  });
});

describe.skipIf(!(await sharedRedis('The push socket limits across two instances')))(
  "two instances and the machine's Redis: one count per address",
  () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    let c: TwoInstances;
    let urls: [string, string];
    let origin: string;
    beforeAll(async () => {
      c = await twoInstances({
        env: { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, PUSH_MAX_PENDING_PER_IP: '2' },
      });
      urls = [await listenForSockets(c.apps[0]), await listenForSockets(c.apps[1])];
      origin = c.config.publicUrl;
    });
    afterAll(async () => c.close());

    it('sockets on either instance count against the same cap, and a close on one frees a place on the other', async () => {
      const onFirst = await pending(urls[0], origin, CLIENT.a);
      await pending(urls[1], origin, CLIENT.a);
      expect((await refusedUpgrade(urls[0], origin, { localAddress: CLIENT.a })).status).toBe(429);
      expect((await refusedUpgrade(urls[1], origin, { localAddress: CLIENT.a })).status).toBe(429);

      // Entries expire on their own, so a crashed instance's sockets stop counting.
      const redis = new Redis(TEST_REDIS_URL);
      try {
        const ttl = await redis.pttl(`${prefix}push-ip:pending:${CLIENT.a}`);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(60_000);
      } finally {
        redis.disconnect();
      }

      onFirst.close();
      await eventually(async () => {
        await pending(urls[1], origin, CLIENT.a);
      });
    });
  },
);
