interface Waiter {
  grant: (release: () => void) => void;
  timer: NodeJS.Timeout;
}

/**
 * Counts requests in flight per key (a client IP, an account) in this process and refuses more than `max`
 * at once, or lets a request wait for a slot in arrival order. In memory on purpose: what it protects (this
 * process's password-hashing threads) is per process.
 */
export class InFlightLimit {
  private readonly counts = new Map<string, number>();
  private readonly waiting = new Map<string, Waiter[]>();

  constructor(private readonly max: number) {}

  /** A release function when a slot was free (call it exactly once), or null when `key` is at its cap. */
  tryAcquire(key: string): (() => void) | null {
    const current = this.counts.get(key) ?? 0;
    if (current >= this.max) return null;
    this.counts.set(key, current + 1);
    return this.releaser(key);
  }

  /**
   * A slot for `key`, now or once the requests ahead of this one (by arrival) have theirs: a freed slot goes to
   * the longest waiter, never to a later arrival. Null when none came within `waitMs`.
   */
  acquire(key: string, waitMs: number): Promise<(() => void) | null> {
    const now = this.tryAcquire(key);
    if (now) return Promise.resolve(now);
    return new Promise((resolve) => {
      const queue = this.waiting.get(key) ?? [];
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          const left = (this.waiting.get(key) ?? []).filter((w) => w !== waiter);
          if (left.length > 0) this.waiting.set(key, left);
          else this.waiting.delete(key);
          resolve(null);
        }, waitMs),
      };
      queue.push(waiter);
      this.waiting.set(key, queue);
    });
  }

  private releaser(key: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.get(key)?.shift();
      if (next) {
        // The slot passes straight to the longest waiter: the count stays, so nobody can take it in between.
        if (this.waiting.get(key)?.length === 0) this.waiting.delete(key);
        clearTimeout(next.timer);
        next.grant(this.releaser(key));
        return;
      }
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left <= 0) this.counts.delete(key);
      else this.counts.set(key, left);
    };
  }

  inFlight(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** Requests waiting for a slot of `key`. */
  waitingFor(key: string): number {
    return this.waiting.get(key)?.length ?? 0;
  }

  /** Keys with something in flight (the map never holds idle keys, so it cannot grow without bound). */
  get size(): number {
    return this.counts.size;
  }
}
