import type { RealtimeEvent } from '@dd/contracts';
import type { Bus, BusHandler } from './bus.js';

/** One instance: events go straight to this process's subscribers. */
export class InProcessBus implements Bus {
  private readonly handlers = new Map<string, Set<BusHandler>>();

  async publish(topics: string | readonly string[], event: RealtimeEvent): Promise<void> {
    for (const topic of typeof topics === 'string' ? [topics] : topics) {
      for (const handler of this.handlers.get(topic) ?? []) handler(event);
    }
  }

  subscribe(topic: string, handler: BusHandler): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(topic);
    };
  }

  health() {
    return 'in-process' as const;
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
