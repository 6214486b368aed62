import type { Clock, Timer } from '../src/platform/clock.js';

interface Pending {
  at: number;
  seq: number;
  fn: () => void;
}

/** Lets promises and I/O callbacks that timers started run before the caller goes on. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A clock that moves only when told: `advance(ms)` moves time forward and fires the timers that fall due,
 * in order, each at its own time. Used by tests and by anything that simulates time.
 */
export class TestClock implements Clock {
  private current: number;
  private seq = 0;
  private pending: Pending[] = [];

  constructor(start: Date | string = '2026-11-20T12:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  setTimeout(fn: () => void, ms: number): Timer {
    const entry: Pending = { at: this.current + Math.max(0, ms), seq: this.seq++, fn };
    this.pending.push(entry);
    return {
      cancel: () => {
        this.pending = this.pending.filter((p) => p !== entry);
      },
    };
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.setTimeout(resolve, ms));
  }

  /** Timers waiting to fire. */
  get pendingTimers(): number {
    return this.pending.length;
  }

  /**
   * Moves time by `ms`, firing each timer that falls due at its own time (a timer a callback sets fires
   * too, when it falls inside the step). With no timer due, time moves at once; otherwise await it, which
   * also lets the work those timers started settle. A negative `ms` moves time back and fires nothing.
   */
  advance(ms: number): Promise<void> {
    const target = this.current + ms;
    if (ms <= 0 || !this.nextDue(target)) {
      this.current = target;
      return settle();
    }
    return this.runUntil(target);
  }

  private async runUntil(target: number): Promise<void> {
    for (;;) {
      const next = this.nextDue(target);
      if (!next) break;
      this.pending = this.pending.filter((p) => p !== next);
      this.current = next.at;
      next.fn();
      await settle();
    }
    this.current = target;
    await settle();
  }

  private nextDue(limit: number): Pending | undefined {
    let best: Pending | undefined;
    for (const p of this.pending) {
      if (p.at > limit) continue;
      if (!best || p.at < best.at || (p.at === best.at && p.seq < best.seq)) best = p;
    }
    return best;
  }
}
