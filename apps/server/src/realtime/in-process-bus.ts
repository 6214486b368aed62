import type { BusMetrics } from '../platform/metrics.js';
import type { BusEvent } from './bus-event.js';
import { topicList, type Bus, type BusHandler, type BusLogger } from './bus.js';
import { TopicRouter } from './topic-router.js';

/** One instance: events go straight to this process's subscribers. */
export class InProcessBus implements Bus {
  private readonly router: TopicRouter;

  /** `lag` is told how long each event waited between its publishing and its delivery here (metrics). */
  constructor(
    log?: Pick<BusLogger, 'error'>,
    private readonly lag?: Pick<BusMetrics, 'busDelivered'>,
  ) {
    this.router = new TopicRouter((err, event) => {
      if (log) log.error({ err, event: event.type }, 'event handler failed');
      else console.error('event handler failed', event.type, err);
    });
  }

  async publish(topics: string | readonly string[], event: BusEvent): Promise<void> {
    const list = topicList(topics);
    // After the current I/O turn: the write that raised the event answers before the fan-out runs.
    const lag = this.lag;
    if (!lag) return void setImmediate(() => this.deliver(list, event));
    const publishedAt = performance.now();
    setImmediate(() => {
      lag.busDelivered('local', performance.now() - publishedAt);
      this.deliver(list, event);
    });
  }

  /** Calls this process's handlers of any of `topics` now, once each (an event another instance raised). */
  deliver(topics: readonly string[], event: BusEvent): void {
    this.router.deliver(topics, event);
  }

  subscribe(topic: string, handler: BusHandler): () => void {
    return this.router.add(topic, handler);
  }

  /** Whether a handler here holds `topic`. */
  holds(topic: string): boolean {
    return this.router.holds(topic);
  }

  /** The topics handlers here hold. */
  topics(): string[] {
    return this.router.topics();
  }

  health() {
    return 'in-process' as const;
  }

  /** One process: its events never stop crossing. */
  onHealthChange(): () => void {
    return () => undefined;
  }

  async close(): Promise<void> {
    this.router.clear();
  }
}
