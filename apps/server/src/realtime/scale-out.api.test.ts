import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { RealtimeEvent } from '@dd/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postReply, postThread, repliedEvent } from '../../test/forum.js';
import { newVeteran, type Member } from '../../test/members.js';
import { listenForSockets, TestSocket } from '../../test/test-socket.js';
import { redisServerInstalled, sharedRedis, TEST_REDIS_URL } from '../../test/redis-for-tests.js';
import { twoInstances, type TwoInstances } from '../../test/two-instances.js';
import { encodeEnvelope } from './bus-envelope.js';
import { topicChannel } from './redis-bus.js';

/**
 * Two app instances in one process on one database (see twoInstances) with a Redis bus each: an event raised
 * on one reaches sockets held by the other.
 */
interface Cluster extends TwoInstances {
  urls: [string, string];
  origin: string;
}

async function cluster(redisUrl: string): Promise<Cluster> {
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  const instances = await twoInstances({ env: { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } });
  const urls: [string, string] = [await listenForSockets(instances.apps[0]), await listenForSockets(instances.apps[1])];
  return { ...instances, urls, origin: instances.config.publicUrl };
}

const health = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/healthz' })).json();

/** Polls until `check` passes (Redis reconnects on its own schedule). */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 50 });

const bothUp = (c: Cluster) =>
  eventually(async () => {
    expect(await health(c.apps[0])).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    expect(await health(c.apps[1])).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

const veteran = (c: Cluster) => newVeteran(c.apps[0]);

const sockets: TestSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
async function socketOn(url: string, origin: string, member: Member, topics: string[]): Promise<TestSocket> {
  const socket = await TestSocket.ready(url, origin, member.token);
  sockets.push(socket);
  if (topics.length > 0) expect(await socket.subscribe(topics)).toEqual(topics);
  return socket;
}

describe.skipIf(!(await sharedRedis('The push events across two instances')))(
  "two instances on one database and the machine's Redis",
  () => {
    let c: Cluster;
    beforeAll(async () => {
      c = await cluster(TEST_REDIS_URL);
      await bothUp(c);
    });
    afterAll(async () => c.close());

    it('a reply through instance 1 reaches sockets on both instances, once each', async () => {
      const [author, replier, reader] = [await veteran(c), await veteran(c), await veteran(c)];
      const thread = await postThread(c.apps[0], author);
      const topics = ['forum', `thread:${thread.id}`];
      const onSecond = await socketOn(c.urls[1], c.origin, reader, topics);
      const onFirst = await socketOn(c.urls[0], c.origin, reader, topics);
      const authorOnSecond = await socketOn(c.urls[1], c.origin, author, []);

      const first = await postReply(c.apps[0], replier, thread.id);
      expect(await onSecond.next()).toEqual(repliedEvent(thread.id, first, 1));
      expect(await onFirst.next()).toEqual(repliedEvent(thread.id, first, 1));
      // The thread's author is also told in their notifications (both replies make one unread item).
      const notified = { type: 'notification.new', unread: 1 };
      expect(await authorOnSecond.nextUnordered(2)).toEqual([repliedEvent(thread.id, first, 1), notified]);

      // And the other way round; the next event proves the first came once.
      const second = await postReply(c.apps[1], replier, thread.id);
      expect(await onFirst.next()).toEqual(repliedEvent(thread.id, second, 2));
      expect(await onSecond.next()).toEqual(repliedEvent(thread.id, second, 2));
      expect(await authorOnSecond.nextUnordered(2)).toEqual([repliedEvent(thread.id, second, 2), notified]);
    });

    it('drops channel messages that are not events of the contract', async () => {
      const reader = await veteran(c);
      const socket = await socketOn(c.urls[1], c.origin, reader, ['forum']);
      const raw = new Redis(TEST_REDIS_URL);
      const channel = topicChannel(c.config.redisPrefix, 'forum');
      const event: RealtimeEvent = { type: 'forum.thread.created', threadId: 424242 };
      for (const message of [
        'not json',
        JSON.stringify({
          origin: 'elsewhere',
          topics: ['forum'],
          event: { type: 'forum.thread.exploded', threadId: 1 },
        }),
        JSON.stringify({ origin: 'elsewhere', topics: ['forum'], event: { type: 'forum.thread.created' } }),
        JSON.stringify({ origin: 'elsewhere', topics: 'forum', event }),
      ]) {
        await raw.publish(channel, message);
      }
      // A well-formed event from an instance this one does not know is delivered, without unknown fields.
      await raw.publish(
        channel,
        encodeEnvelope({ origin: 'elsewhere', topics: ['forum'], event: { ...event, secret: 'x' } as RealtimeEvent }),
      );
      raw.disconnect();
      expect(await socket.next()).toEqual(event);
      expect(socket.unread).toEqual([]);
    });
  },
);

/** A Redis of this test's own, on a free port, that the test stops and starts again. */
class PrivateRedis {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const redis = new PrivateRedis(port);
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (data: Buffer) => {
        out += data.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out.slice(-300)}`)));
    });
  }

  async down(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    this.child = null;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

describe.skipIf(!redisServerInstalled('The Redis outage test'))('Redis goes away and comes back', () => {
  let redis: PrivateRedis;
  let c: Cluster;
  beforeAll(async () => {
    redis = await PrivateRedis.start();
    c = await cluster(redis.url);
    await bothUp(c);
  });
  afterAll(async () => {
    await c?.close();
    await redis?.down();
  });

  it('the instances keep serving and say so in /healthz and to their sockets; events cross again once it is back', async () => {
    const [author, replier, reader] = [await veteran(c), await veteran(c), await veteran(c)];
    const thread = await postThread(c.apps[0], author);
    const topics = [`thread:${thread.id}`];
    const onFirst = await socketOn(c.urls[0], c.origin, reader, topics);
    const onSecond = await socketOn(c.urls[1], c.origin, reader, topics);

    await redis.down();
    await eventually(async () => {
      expect(await health(c.apps[0])).toEqual({ status: 'ok', database: 'up', redis: 'down' });
      expect(await health(c.apps[1])).toEqual({ status: 'ok', database: 'up', redis: 'down' });
    });
    // Every socket hears that events from other instances stopped (its client polls meanwhile), and so does one
    // that connects during the outage, right after `ready`.
    expect(await onFirst.next()).toEqual({ type: 'paused' });
    expect(await onSecond.next()).toEqual({ type: 'paused' });
    const late = await socketOn(c.urls[1], c.origin, reader, []);
    expect(await late.next()).toEqual({ type: 'paused' });
    const started = Date.now();
    const during = await postReply(c.apps[0], replier, thread.id);
    // Publishing does not wait for Redis: the write answers at once.
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((await c.apps[1].inject({ method: 'GET', url: `/api/forum/thread/${thread.id}` })).statusCode).toBe(200);
    // The instance that raised it still tells its own sockets.
    expect(await onFirst.next()).toEqual(repliedEvent(thread.id, during, 1));

    await redis.up();
    await bothUp(c);
    expect(await onFirst.next()).toEqual({ type: 'resumed' });
    expect(await onSecond.next()).toEqual({ type: 'resumed' });
    expect(await late.next()).toEqual({ type: 'resumed' });
    const after = await postReply(c.apps[0], replier, thread.id);
    // Nothing was queued meanwhile: the second instance's next event is the one after the return.
    expect(await onSecond.next()).toEqual(repliedEvent(thread.id, after, 2));
    expect(await onFirst.next()).toEqual(repliedEvent(thread.id, after, 2));
    const back = await postReply(c.apps[1], replier, thread.id);
    expect(await onFirst.next()).toEqual(repliedEvent(thread.id, back, 3));
  });
});
