import { randomUUID } from 'node:crypto';
import type { BusMetrics } from '../platform/metrics.js';
import type { BusEvent } from './bus-event.js';
import { Redis } from 'ioredis';
import { redisOptions } from '../platform/redis-options.js';
import { topicList, type Bus, type BusHandler, type BusHealth, type BusLogger } from './bus.js';
import { decodeEnvelope, encodeEnvelope } from './bus-envelope.js';
import { InProcessBus } from './in-process-bus.js';

export interface RedisBusOptions {
  url: string;
  /** Starts the channels' names (`{prefix}t:{topic}`), so deployments (or test runs) sharing one Redis stay apart. */
  prefix: string;
  log: BusLogger;
  /** Told how long each event took from its publishing (here or on another instance) to its delivery here. */
  lag?: Pick<BusMetrics, 'busDelivered'> | undefined;
}

// A Redis that stopped answering must not hold commands (and their memory) for long. Resubscribed by hand on
// every `ready`, so health knows when the subscriptions are back.
const connection = (name: string) => redisOptions(name, 2_000, { autoResubscribe: false });

/** The channel of one topic: an instance subscribes it while one of its sockets holds the topic. */
export const topicChannel = (prefix: string, topic: string) => `${prefix}t:${topic}`;

/** SUBSCRIBE takes this many channels at most per command (an instance may hold thousands of topics). */
const SUBSCRIBE_BATCH = 1_000;

/**
 * How long an event of several topics is remembered to deliver it once: far longer than its copies on the
 * other channels take to follow it (they are published together, in one pipeline).
 */
const SEEN_MS = 10_000;

/**
 * How often a PING checks that Redis still answers: a frozen Redis (a stopped process, a silent network) keeps
 * its connections open, so they look ready while nothing crosses.
 */
const HEARTBEAT_MS = 2_000;

/**
 * Events across instances over Redis pub/sub, one channel per topic (issue 27): an instance subscribes a topic's
 * channel while one of its handlers holds the topic, so it receives only what its sockets need, and deliveries
 * grow with the instances that hold a topic rather than with the square of the instances. An event of several
 * topics goes on each of their channels with one id; an instance holding several of them delivers it once.
 * Each instance delivers to its own sockets at once (Redis up or not) and, from the channels, the events other
 * instances published, after checking them against the contract. Two connections, as Redis requires: a
 * subscribed connection cannot publish. While Redis is away, events stay on the instance that raised them
 * (clients elsewhere poll); both connections reconnect, and every held topic is subscribed again, when it returns.
 */
export class RedisBus implements Bus {
  /** This instance's own subscribers: what it publishes reaches them the in-process way, Redis up or not. */
  private readonly local: InProcessBus;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  /** Tells this instance's own messages apart on the shared channels (it delivered them already). */
  private readonly origin = randomUUID();
  /** Every held topic's channel is subscribed on the current connection. */
  private subscribed = false;
  private resubscribing = false;
  private closed = false;
  /** Set while Redis is unreachable: how many events were not shared meanwhile (logged when it is back). */
  private outage: { dropped: number } | null = null;
  private readonly healthListeners = new Set<(health: BusHealth) => void>();
  /** The last PING was not answered within the command timeout (see HEARTBEAT_MS). */
  private stalled = false;
  private pinging = false;
  private readonly heartbeat: NodeJS.Timeout;
  /** Ids of events of several topics delivered here lately, and when each is forgotten (epoch ms). */
  private readonly seen = new Map<string, number>();

  constructor(private readonly options: RedisBusOptions) {
    this.local = new InProcessBus(options.log, options.lag);
    this.publisher = new Redis(options.url, connection(`${options.prefix}publish`));
    this.subscriber = new Redis(options.url, connection(`${options.prefix}subscribe`));

    for (const redis of [this.publisher, this.subscriber]) {
      // Without an error listener ioredis prints every failed reconnect attempt itself.
      redis.on('error', (err: Error) => this.wentDown(err));
      redis.on('close', () => this.wentDown(null));
    }
    this.publisher.on('ready', () => {
      // A new connection answered Redis's handshake: whatever stalled the old one is over.
      this.stalled = false;
      this.maybeBack();
    });
    this.subscriber.on('close', () => {
      this.subscribed = false;
    });
    this.subscriber.on('ready', () => void this.resubscribe());
    this.subscriber.on('message', (channel: string, message: string) => this.receive(channel, message));
    this.heartbeat = setInterval(() => void this.ping(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async publish(topics: string | readonly string[], event: BusEvent): Promise<void> {
    const list = topicList(topics);
    await this.local.publish(list, event);
    if (this.publisher.status !== 'ready') {
      this.notShared();
      return;
    }
    const message = encodeEnvelope({
      origin: this.origin,
      topics: list,
      event,
      sentAt: Date.now(),
      ...(list.length > 1 ? { id: randomUUID() } : {}),
    });
    const pipeline = this.publisher.pipeline();
    for (const topic of new Set(list)) pipeline.publish(topicChannel(this.options.prefix, topic), message);
    // Not awaited: the write that raised the event does not wait for other instances.
    pipeline
      .exec()
      .then((results) => {
        const failed = results?.find(([err]) => err !== null)?.[0];
        if (failed) throw failed;
      })
      .catch((err: unknown) => {
        this.notShared();
        this.options.log.warn({ err, event: event.type }, 'event not shared with other instances');
      });
  }

  /** The first handler of a topic here subscribes its channel; the last one leaving unsubscribes it. */
  subscribe(topic: string, handler: BusHandler): () => void {
    const first = !this.local.holds(topic);
    const unsubscribe = this.local.subscribe(topic, handler);
    if (first) this.follow(topic);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      unsubscribe();
      if (!this.local.holds(topic)) this.unfollow(topic);
    };
  }

  onHealthChange(listener: (health: BusHealth) => void): () => void {
    this.healthListeners.add(listener);
    return () => this.healthListeners.delete(listener);
  }

  private tellHealth(health: BusHealth): void {
    for (const listener of [...this.healthListeners]) {
      try {
        listener(health);
      } catch (err) {
        this.options.log.error({ err }, 'bus health listener failed');
      }
    }
  }

  health(): BusHealth {
    const ready = this.publisher.status === 'ready' && this.subscriber.status === 'ready';
    return ready && this.subscribed && !this.stalled ? 'up' : 'down';
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    await this.local.close();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }

  /**
   * Subscribes a newly held topic's channel. While the connection is down or being resubscribed there is
   * nothing to do: the next resubscription takes every held topic. Commands on one connection run in order, so
   * a topic left and taken again at once ends subscribed.
   */
  private follow(topic: string): void {
    if (this.closed || !this.subscribed) return;
    this.subscriber.subscribe(topicChannel(this.options.prefix, topic)).catch((err: unknown) => this.lost(err));
  }

  private unfollow(topic: string): void {
    if (this.closed || !this.subscribed) return;
    this.subscriber.unsubscribe(topicChannel(this.options.prefix, topic)).catch((err: unknown) => this.lost(err));
  }

  /** A SUBSCRIBE that failed: down until every held topic is subscribed again (the heartbeat retries). */
  private lost(err: unknown): void {
    this.subscribed = false;
    this.wentDown(err instanceof Error ? err : null);
  }

  /** Subscribes the channel of every topic held here: on each new connection, and after a failed SUBSCRIBE. */
  private async resubscribe(): Promise<void> {
    if (this.resubscribing || this.closed) return;
    this.resubscribing = true;
    try {
      // Topics taken meanwhile are subscribed by the loop's next turn; ones left are unsubscribed after it.
      const done = new Set<string>();
      for (;;) {
        const pending = this.local.topics().filter((topic) => !done.has(topic));
        if (pending.length === 0) break;
        for (let i = 0; i < pending.length; i += SUBSCRIBE_BATCH) {
          const batch = pending.slice(i, i + SUBSCRIBE_BATCH);
          await this.subscriber.subscribe(...batch.map((topic) => topicChannel(this.options.prefix, topic)));
          for (const topic of batch) done.add(topic);
        }
      }
      const left = [...done].filter((topic) => !this.local.holds(topic));
      if (left.length > 0) await this.subscriber.unsubscribe(...left.map((t) => topicChannel(this.options.prefix, t)));
      this.subscribed = true;
      this.maybeBack();
    } catch (err) {
      // The connection dropped again meanwhile; the next `ready` (or heartbeat) tries again.
      this.lost(err);
    } finally {
      this.resubscribing = false;
    }
  }

  /** A PING answered within the command timeout, or Redis counts as down until one is. */
  private async ping(): Promise<void> {
    if (this.pinging || this.closed || this.publisher.status !== 'ready') return;
    this.pinging = true;
    try {
      await this.publisher.ping();
      this.stalled = false;
      if (!this.subscribed && this.subscriber.status === 'ready') await this.resubscribe();
      this.maybeBack();
    } catch (err) {
      this.stalled = true;
      this.wentDown(err instanceof Error ? err : null);
    } finally {
      this.pinging = false;
    }
  }

  private receive(channel: string, message: string): void {
    const envelope = decodeEnvelope(message);
    if (!envelope) {
      this.options.log.warn({ channel }, 'dropped a message that is not a known event');
      return;
    }
    if (envelope.origin === this.origin || this.seenBefore(envelope.id)) return;
    // Wall clocks of two machines: the lag is as good as their clock sync (NTP keeps it within a few ms).
    if (this.options.lag && envelope.sentAt !== undefined) {
      this.options.lag.busDelivered('remote', Date.now() - envelope.sentAt);
    }
    this.local.deliver(envelope.topics, envelope.event);
  }

  /** Whether the event of several topics with this id came already, on another of its channels. */
  private seenBefore(id: string | undefined): boolean {
    if (id === undefined) return false;
    const now = Date.now();
    // Oldest first (insertion order): forgetting stops at the first one still remembered.
    for (const [old, until] of this.seen) {
      if (until > now) break;
      this.seen.delete(old);
    }
    if (this.seen.has(id)) return true;
    this.seen.set(id, now + SEEN_MS);
    return false;
  }

  private wentDown(err: Error | null): void {
    if (this.closed || this.outage) return;
    this.outage = { dropped: 0 };
    this.tellHealth('down');
    this.options.log.warn(
      { err: err ?? undefined },
      "redis unreachable: events reach this instance's sockets only until it is back",
    );
  }

  private notShared(): void {
    this.wentDown(null);
    if (this.outage) this.outage.dropped += 1;
  }

  private maybeBack(): void {
    if (!this.outage || this.health() !== 'up') return;
    this.options.log.info({ notShared: this.outage.dropped }, 'redis is back: events cross instances again');
    this.outage = null;
    this.tellHealth('up');
  }
}
