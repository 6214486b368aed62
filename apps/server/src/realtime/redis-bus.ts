import { randomUUID } from 'node:crypto';
import type { BusMetrics } from '../platform/metrics.js';
import type { BusEvent } from './bus-event.js';
import { Redis, type RedisOptions } from 'ioredis';
import { topicList, type Bus, type BusHandler, type BusHealth, type BusLogger } from './bus.js';
import { decodeEnvelope, encodeEnvelope } from './bus-envelope.js';
import { InProcessBus } from './in-process-bus.js';

export interface RedisBusOptions {
  url: string;
  /** Names the channel (`{prefix}events`), so deployments (or test runs) sharing one Redis stay apart. */
  prefix: string;
  log: BusLogger;
  /** Told how long each event took from its publishing (here or on another instance) to its delivery here. */
  lag?: Pick<BusMetrics, 'busDelivered'> | undefined;
}

/** Reconnect after 100 ms, 200 ms ... at most every 2 s, for as long as it takes. */
const retryStrategy = (attempt: number) => Math.min(attempt * 100, 2_000);

const CONNECTION: RedisOptions = {
  retryStrategy,
  // Commands fail at once while disconnected instead of piling up for later: a late event is worth nothing.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  // A Redis that stopped answering must not hold commands (and their memory) for long.
  commandTimeout: 2_000,
  connectTimeout: 2_000,
  // Resubscribed by hand on every `ready`, so health knows when the subscription is back.
  autoResubscribe: false,
};

/**
 * How often a PING checks that Redis still answers: a frozen Redis (a stopped process, a silent network) keeps
 * its connections open, so they look ready while nothing crosses.
 */
const HEARTBEAT_MS = 2_000;

/**
 * Events across instances over Redis pub/sub. Every event goes on one channel with its topics; each
 * instance delivers to its own sockets at once (Redis up or not) and, from the channel, the events other
 * instances published, after checking them against the contract. Two connections, as Redis requires:
 * a subscribed connection cannot publish. While Redis is away, events stay on the instance that raised
 * them (clients elsewhere poll); both connections reconnect and resubscribe by themselves when it returns.
 */
export class RedisBus implements Bus {
  /** This instance's own subscribers: what it publishes reaches them the in-process way, Redis up or not. */
  private readonly local: InProcessBus;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  /** Tells this instance's own messages apart on the shared channel (it delivered them already). */
  private readonly origin = randomUUID();
  private subscribed = false;
  private closed = false;
  /** Set while Redis is unreachable: how many events were not shared meanwhile (logged when it is back). */
  private outage: { dropped: number } | null = null;
  private readonly healthListeners = new Set<(health: BusHealth) => void>();
  /** The last PING was not answered within the command timeout (see HEARTBEAT_MS). */
  private stalled = false;
  private pinging = false;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly options: RedisBusOptions) {
    this.channel = `${options.prefix}events`;
    this.local = new InProcessBus(options.log, options.lag);
    this.publisher = new Redis(options.url, { ...CONNECTION, connectionName: `${options.prefix}publish` });
    this.subscriber = new Redis(options.url, { ...CONNECTION, connectionName: `${options.prefix}subscribe` });

    for (const connection of [this.publisher, this.subscriber]) {
      // Without an error listener ioredis prints every failed reconnect attempt itself.
      connection.on('error', (err: Error) => this.wentDown(err));
      connection.on('close', () => this.wentDown(null));
    }
    this.publisher.on('ready', () => {
      // A new connection answered Redis's handshake: whatever stalled the old one is over.
      this.stalled = false;
      this.maybeBack();
    });
    this.subscriber.on('close', () => {
      this.subscribed = false;
    });
    this.subscriber.on('ready', () => void this.subscribeChannel());
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.receive(message);
    });
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
    // Not awaited: the write that raised the event does not wait for other instances.
    this.publisher
      .publish(this.channel, encodeEnvelope({ origin: this.origin, topics: list, event, sentAt: Date.now() }))
      .catch((err: unknown) => {
        this.notShared();
        this.options.log.warn({ err, event: event.type }, 'event not shared with other instances');
      });
  }

  subscribe(topic: string, handler: BusHandler): () => void {
    return this.local.subscribe(topic, handler);
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

  private async subscribeChannel(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.channel);
      this.subscribed = true;
      this.maybeBack();
    } catch (err) {
      // The connection dropped again meanwhile; the next `ready` tries again.
      this.wentDown(err instanceof Error ? err : null);
    }
  }

  /** A PING answered within the command timeout, or Redis counts as down until one is. */
  private async ping(): Promise<void> {
    if (this.pinging || this.closed || this.publisher.status !== 'ready') return;
    this.pinging = true;
    try {
      await this.publisher.ping();
      this.stalled = false;
      this.maybeBack();
    } catch (err) {
      this.stalled = true;
      this.wentDown(err instanceof Error ? err : null);
    } finally {
      this.pinging = false;
    }
  }

  private receive(message: string): void {
    const envelope = decodeEnvelope(message);
    if (!envelope) {
      this.options.log.warn({ channel: this.channel }, 'dropped a message that is not a known event');
      return;
    }
    if (envelope.origin === this.origin) return;
    // Wall clocks of two machines: the lag is as good as their clock sync (NTP keeps it within a few ms).
    if (this.options.lag && envelope.sentAt !== undefined) {
      this.options.lag.busDelivered('remote', Date.now() - envelope.sentAt);
    }
    this.local.deliver(envelope.topics, envelope.event);
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
