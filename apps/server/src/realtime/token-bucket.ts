/**
 * A token bucket: up to `capacity` at once, refilled at `perSecond`. Pure: the caller passes the time, so
 * tests and the socket code share one clock.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    nowMs: number,
  ) {
    this.tokens = capacity;
    this.last = nowMs;
  }

  /** Takes one token; false when none is left. */
  take(nowMs: number): boolean {
    const elapsed = Math.max(0, nowMs - this.last);
    this.last = Math.max(this.last, nowMs);
    this.tokens = Math.min(this.capacity, this.tokens + (elapsed / 1000) * this.perSecond);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
