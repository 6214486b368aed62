import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedRedis, TEST_REDIS_URL } from '../../test/redis-for-tests.js';
import type { BusEvent } from './bus-event.js';
import type { BusLogger } from './bus.js';
import { RedisBus, topicChannel } from './redis-bus.js';

const quiet: BusLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const eventually = (check: () => Promise<void> | void) => vi.waitFor(check, { timeout: 10_000, interval: 25 });
const created = (threadId: number): BusEvent => ({ type: 'forum.thread.created', threadId });

describe.skipIf(!(await sharedRedis('The Redis bus by topic')))("the Redis bus on the machine's Redis", () => {
  let prefix: string;
  let raw: Redis;
  const buses: RedisBus[] = [];
  const bus = () => {
    const b = new RedisBus({ url: TEST_REDIS_URL, prefix, log: quiet });
    buses.push(b);
    return b;
  };
  /** How many connections are subscribed to the topic's channel, all instances together. */
  const subscribers = async (topic: string) => {
    const [, count] = (await raw.pubsub('NUMSUB', topicChannel(prefix, topic))) as [string, number];
    return Number(count);
  };
  const up = (...all: RedisBus[]) => eventually(() => expect(all.map((b) => b.health())).toEqual(all.map(() => 'up')));

  beforeAll(() => {
    raw = new Redis(TEST_REDIS_URL);
  });
  afterAll(() => raw.disconnect());
  afterEach(async () => {
    for (const b of buses.splice(0)) await b.close();
    prefix = '';
  });
  const fresh = () => (prefix = `test-${randomBytes(6).toString('hex')}:`);
  /** Two connected instances on a prefix of the calling test's own. */
  const twoBuses = async (): Promise<[RedisBus, RedisBus]> => {
    fresh();
    const pair: [RedisBus, RedisBus] = [bus(), bus()];
    await up(...pair);
    return pair;
  };

  it('an instance subscribes a topic only while one of its handlers holds it', async () => {
    const [a, b] = await twoBuses();
    const heard: BusEvent[] = [];
    const stop = b.subscribe('thread:7', (event) => heard.push(event));
    await eventually(async () => expect(await subscribers('thread:7')).toBe(1));
    // Nobody holds `thread:8`: no instance receives its events at all.
    expect(await subscribers('thread:8')).toBe(0);
    // A second handler of the same topic does not subscribe again.
    const stopSecond = b.subscribe('thread:7', () => undefined);
    await a.publish('thread:7', created(7));
    await eventually(() => expect(heard).toEqual([created(7)]));
    expect(await subscribers('thread:7')).toBe(1);
    stop();
    stop();
    expect(await subscribers('thread:7')).toBe(1);
    stopSecond();
    await eventually(async () => expect(await subscribers('thread:7')).toBe(0));
    await a.publish('thread:7', created(8));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([created(7)]);
  });

  it('delivers an event of several topics once to a handler holding several of them', async () => {
    const [a, b] = await twoBuses();
    const both: BusEvent[] = [];
    const forumOnly: BusEvent[] = [];
    const handler = (event: BusEvent) => both.push(event);
    b.subscribe('forum', handler);
    b.subscribe('thread:3', handler);
    b.subscribe('forum', (event) => forumOnly.push(event));
    await eventually(async () => expect([await subscribers('forum'), await subscribers('thread:3')]).toEqual([1, 1]));

    await a.publish(['forum', 'thread:3'], created(3));
    await a.publish(['forum', 'thread:3'], created(4));
    await eventually(() => expect(both).toEqual([created(3), created(4)]));
    expect(forumOnly).toEqual([created(3), created(4)]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(both).toEqual([created(3), created(4)]);
  });

  it('the publishing instance delivers to its own handlers once, not again from Redis', async () => {
    fresh();
    const a = bus();
    await up(a);
    const heard: BusEvent[] = [];
    a.subscribe('forum', (event) => heard.push(event));
    await eventually(async () => expect(await subscribers('forum')).toBe(1));
    await a.publish(['forum'], created(1));
    await eventually(() => expect(heard).toEqual([created(1)]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([created(1)]);
  });

  it('subscribes every held topic again after its connection to Redis was dropped', async () => {
    const [a, b] = await twoBuses();
    const heard: BusEvent[] = [];
    const handler = (event: BusEvent) => heard.push(event);
    b.subscribe('forum', handler);
    b.subscribe('thread:5', handler);
    await eventually(async () => expect([await subscribers('forum'), await subscribers('thread:5')]).toEqual([1, 1]));

    // Redis drops the instance's subscribing connection (as on a Redis restart or a network cut).
    const downs: string[] = [];
    b.onHealthChange((health) => downs.push(health));
    // Only this test's connection: others may share the machine's Redis.
    const clients = String(await raw.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
    const id = clients
      .split('\n')
      .find((line) => line.includes(` name=${prefix}subscribe `))
      ?.match(/^id=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await raw.client('KILL', 'ID', id as string);
    await eventually(() => expect(downs).toContain('down'));
    // A topic taken while the connection is away is subscribed with the others when it is back.
    b.subscribe('thread:6', handler);
    await up(b);
    expect(downs.at(-1)).toBe('up');
    expect([await subscribers('forum'), await subscribers('thread:5'), await subscribers('thread:6')]).toEqual([
      1, 1, 1,
    ]);
    await a.publish('thread:6', created(6));
    await a.publish(['forum', 'thread:5'], created(5));
    await eventually(() => expect(heard).toEqual([created(6), created(5)]));
  });
});
