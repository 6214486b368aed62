/**
 * Counts requests in flight per key (a client IP, an account) in this process and refuses more than `max`
 * at once. In memory on purpose: what it protects (this process's password-hashing threads) is per process.
 */
export class InFlightLimit {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** A release function when a slot was free (call it exactly once), or null when `key` is at its cap. */
  tryAcquire(key: string): (() => void) | null {
    const current = this.counts.get(key) ?? 0;
    if (current >= this.max) return null;
    this.counts.set(key, current + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left <= 0) this.counts.delete(key);
      else this.counts.set(key, left);
    };
  }

  inFlight(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** Keys with something in flight (the map never holds idle keys, so it cannot grow without bound). */
  get size(): number {
    return this.counts.size;
  }
}
