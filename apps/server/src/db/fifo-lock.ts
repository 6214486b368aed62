/**
 * A lock that hands itself to its waiters strictly in the order they asked (issue 26: fair waiting). Released
 * with waiters queued, it passes straight to the first of them, so a caller arriving at that moment cannot jump
 * the queue, and only that one waiter wakes (Kysely's own SQLite mutex wakes every waiter on each release, and
 * all but one go back to sleep: with a thousand waiting that is a thousand wake-ups per statement).
 */
export class FifoLock {
  #held = false;
  /** Waiters from `#head` on; the array is compacted now and then instead of shifting on every release. */
  #waiters: Array<() => void> = [];
  #head = 0;

  /** Callers waiting for the lock (not counting its holder). */
  get waiting(): number {
    return this.#waiters.length - this.#head;
  }

  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  release(): void {
    if (this.#head < this.#waiters.length) {
      const next = this.#waiters[this.#head] as () => void;
      this.#waiters[this.#head] = noop;
      this.#head += 1;
      if (this.#head >= 1024 && this.#head * 2 >= this.#waiters.length) {
        this.#waiters = this.#waiters.slice(this.#head);
        this.#head = 0;
      }
      // Still held: it is the next waiter's now.
      next();
      return;
    }
    this.#held = false;
  }
}

const noop = (): void => {};
