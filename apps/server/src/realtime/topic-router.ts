import type { BusEvent } from './bus-event.js';
import type { BusHandler } from './bus.js';

/** Told about a handler that threw; the other handlers and the publisher carry on. */
export type HandlerErrorReporter = (err: unknown, event: BusEvent) => void;

/**
 * This process's subscribers by topic. `deliver` calls each handler once per event however many of the
 * event's topics it holds (a socket on `forum` and `thread:12` gets a reply once), and isolates handlers
 * from each other: one that throws or rejects is reported and skipped.
 */
export class TopicRouter {
  private readonly handlers = new Map<string, Set<BusHandler>>();

  constructor(private readonly reportError: HandlerErrorReporter) {}

  add(topic: string, handler: BusHandler): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
    const handlers = this.handlers;
    return function unsubscribe() {
      const current = handlers.get(topic);
      if (!current?.delete(handler)) return;
      if (current.size === 0) handlers.delete(topic);
    };
  }

  /** Calls every handler of any of `topics` once; answers how many were called. */
  deliver(topics: readonly string[], event: BusEvent): number {
    const targets = this.targets(topics);
    for (const handler of targets) this.call(handler, event);
    return targets.size;
  }

  /** Topics with at least one subscriber here. */
  get topicCount(): number {
    return this.handlers.size;
  }

  /** Whether `topic` has a subscriber here. */
  holds(topic: string): boolean {
    return this.handlers.has(topic);
  }

  /** The topics with a subscriber here. */
  topics(): string[] {
    return [...this.handlers.keys()];
  }

  clear(): void {
    this.handlers.clear();
  }

  private targets(topics: readonly string[]): ReadonlySet<BusHandler> {
    if (topics.length === 1) return new Set(this.handlers.get(topics[0] as string));
    const targets = new Set<BusHandler>();
    for (const topic of topics) for (const handler of this.handlers.get(topic) ?? []) targets.add(handler);
    return targets;
  }

  private call(handler: BusHandler, event: BusEvent): void {
    try {
      // Typed as returning nothing, but an async handler's rejection must not go unhandled either.
      const result: unknown = handler(event);
      if (result instanceof Promise) result.catch((err: unknown) => this.reportError(err, event));
    } catch (err) {
      this.reportError(err, event);
    }
  }
}
