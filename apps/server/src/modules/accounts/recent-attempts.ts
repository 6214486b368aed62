/** Above this many entries, expired ones are dropped on the next count (bounded memory under a flood). */
const PRUNE_ABOVE = 10_000;

/**
 * Counts login attempts per key (a client IP) in fixed windows, in memory: only to tell a client that keeps
 * hammering (a flood answered 503 or 429 retries at once) from one that waits as asked. Per process, like the
 * hashing lanes it feeds.
 */
export class RecentAttempts {
  private readonly windows = new Map<string, { startMs: number; count: number }>();

  constructor(private readonly windowMs: number) {}

  /** Counts one attempt by `key` at `nowMs`; returns the attempts in its current window, this one included. */
  add(key: string, nowMs: number): number {
    if (this.windows.size > PRUNE_ABOVE) this.prune(nowMs);
    const current = this.windows.get(key);
    if (!current || current.startMs + this.windowMs <= nowMs) {
      this.windows.set(key, { startMs: nowMs, count: 1 });
      return 1;
    }
    current.count += 1;
    return current.count;
  }

  get size(): number {
    return this.windows.size;
  }

  private prune(nowMs: number): void {
    for (const [key, window] of this.windows) {
      if (window.startMs + this.windowMs <= nowMs) this.windows.delete(key);
    }
  }
}
