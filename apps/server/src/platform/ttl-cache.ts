import type { Clock } from './clock.js';

/**
 * A small in-process cache with a time-to-live and a size cap (oldest entry evicted first).
 * Only for data that is safe to lose and may be a few seconds stale across instances.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  private nowMs(): number {
    return this.clock.now().getTime();
  }

  /** Whether entries are kept at all (a time-to-live of 0 keeps none). */
  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.nowMs()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.nowMs() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
