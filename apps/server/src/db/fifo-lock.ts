// The timers module's own setImmediate: a test that fakes the global timers must not stop the database.
import { setImmediate as nextTurn } from 'node:timers';

/**
 * A lock that hands itself to its waiters strictly in the order they asked (issue 26: fair waiting). Released
 * with waiters queued, it passes straight to the first of them, so a caller arriving at that moment cannot jump
 * the queue, and only that one waiter wakes (Kysely's own SQLite mutex wakes every waiter on each release, and
 * all but one go back to sleep: with a thousand waiting that is a thousand wake-ups per statement).
 */
export class FifoLock {
  #held = false;
  /** When the current turn of the event loop (a macrotask and the microtasks it set off) began; null: unknown. */
  #turnStartedAt: number | null = null;

  /**
   * `yieldAfterMs`: once the lock has been handed round for this long within one turn of the event loop, the
   * next hand-over waits for the loop's next turn (setImmediate), so timers and sockets get their go. SQLite
   * statements run synchronously and resolve as microtasks: without this a queue of transactions (a sweep, a
   * burst of moves) runs back to back in one turn, and the loop stalls for all of it (issue 26 §2).
   */
  constructor(
    private readonly yieldAfterMs = Infinity,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** True when this turn has used its budget (and, on the first call of a turn, starts timing it). */
  #turnSpent(): boolean {
    if (this.yieldAfterMs === Infinity) return false;
    const now = this.now();
    if (this.#turnStartedAt === null) {
      this.#turnStartedAt = now;
      // Runs at the loop's next turn, after its timers and I/O: the next caller starts a fresh budget.
      nextTurn(() => (this.#turnStartedAt = null));
      return false;
    }
    return now - this.#turnStartedAt >= this.yieldAfterMs;
  }
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
      // Held already, so nobody can take it while this caller waits for the loop's next turn.
      return this.#turnSpent() ? new Promise((resolve) => nextTurn(resolve)) : Promise.resolve();
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
      if (this.#turnSpent()) nextTurn(next);
      else next();
      return;
    }
    this.#held = false;
  }
}

const noop = (): void => {};
