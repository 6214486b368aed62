/** A timer that can be cancelled; `cancel` is idempotent. */
export interface Timer {
  cancel(): void;
}

/**
 * Every time source of the server: the current time and timers. Services, caches, clients and schedules take
 * it as a dependency, so tests move time with a test clock instead of waiting.
 */
export interface Clock {
  now(): Date;
  /** Runs `fn` once, `ms` from now. */
  setTimeout(fn: () => void, ms: number): Timer;
  /** Resolves `ms` from now. */
  sleep(ms: number): Promise<void>;
}

/** Real time. Timers do not keep the process alive (the server's socket does). */
export const systemClock: Clock = {
  now: () => new Date(),
  setTimeout(fn, ms) {
    const handle = setTimeout(fn, Math.max(0, ms));
    handle.unref();
    return { cancel: () => clearTimeout(handle) };
  },
  sleep: (ms) =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, Math.max(0, ms));
    }),
};

/** `at` moved by `ms` (negative: earlier) as the ISO text the database stores: the start of a window, an expiry. */
export function isoOffset(at: Date, ms: number): string {
  return new Date(at.getTime() + ms).toISOString();
}
