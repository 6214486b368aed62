/** Cancels a scheduled call. */
export type CancelTimer = () => void;
/** Runs `fn` once, `ms` from now (real time: a wait in a queue is wall-clock time, whatever a test's clock says). */
export type Schedule = (fn: () => void, ms: number) => CancelTimer;

export const realTimers: Schedule = (fn, ms) => {
  const handle = setTimeout(fn, ms);
  handle.unref();
  return () => clearTimeout(handle);
};

/** Gives back an admitted request's slot; calling it again does nothing. */
export type Release = () => void;

/**
 * What a request gets at the gate: a slot now, a place in the queue (`admitted` resolves to the slot's release,
 * or to null when the wait ran out; `leave` gives up the place, for a client that went away), or nothing.
 */
export type Admission =
  | { kind: 'admitted'; release: Release }
  | { kind: 'queued'; admitted: Promise<Release | null>; leave: () => void }
  | { kind: 'refused' };

interface Waiter {
  grant: (release: Release | null) => void;
  cancelTimer: CancelTimer;
  gone: boolean;
}

/**
 * Bounded in-flight work for one class of routes (issue 26): at most `limit` requests inside at once; more wait
 * in arrival order, at most `maxQueue` of them and each at most `maxWaitMs`; past either bound a request is
 * refused at once, before it has done anything. A freed slot passes straight to the longest waiter, so a request
 * arriving at that moment cannot take it in between.
 */
export class AdmissionGate {
  #active = 0;
  /** Waiters from `#head` on, in arrival order; ones that left stay as `gone` until they reach the head. */
  #queue: Waiter[] = [];
  #head = 0;
  #waiting = 0;

  constructor(
    readonly limit: number,
    readonly maxQueue: number,
    readonly maxWaitMs: number,
    private readonly schedule: Schedule = realTimers,
  ) {}

  /** Requests inside the gate now. */
  get active(): number {
    return this.#active;
  }

  /** Requests waiting for a slot now. */
  get waiting(): number {
    return this.#waiting;
  }

  enter(): Admission {
    if (this.#active < this.limit && this.#waiting === 0) {
      this.#active += 1;
      return { kind: 'admitted', release: this.#releaser() };
    }
    if (this.#waiting >= this.maxQueue || this.maxWaitMs <= 0) return { kind: 'refused' };
    let waiter!: Waiter;
    const admitted = new Promise<Release | null>((resolve) => {
      waiter = { grant: resolve, cancelTimer: () => {}, gone: false };
    });
    const leave = () => {
      if (waiter.gone) return;
      waiter.gone = true;
      waiter.cancelTimer();
      this.#waiting -= 1;
      waiter.grant(null);
    };
    waiter.cancelTimer = this.schedule(leave, this.maxWaitMs);
    this.#queue.push(waiter);
    this.#waiting += 1;
    return { kind: 'queued', admitted, leave };
  }

  #releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#nextWaiter();
      if (!next) {
        this.#active -= 1;
        return;
      }
      // The slot stays taken: it is the waiter's now.
      next.gone = true;
      next.cancelTimer();
      this.#waiting -= 1;
      next.grant(this.#releaser());
    };
  }

  #nextWaiter(): Waiter | undefined {
    while (this.#head < this.#queue.length) {
      const waiter = this.#queue[this.#head] as Waiter;
      this.#head += 1;
      if (!waiter.gone) {
        this.#compact();
        return waiter;
      }
    }
    this.#queue = [];
    this.#head = 0;
    return undefined;
  }

  /** Drops the served head of the array now and then, instead of shifting it on every release. */
  #compact(): void {
    if (this.#head >= 1024 && this.#head * 2 >= this.#queue.length) {
      this.#queue = this.#queue.slice(this.#head);
      this.#head = 0;
    }
  }
}
