import { describe, expect, it } from 'vitest';
import { pace, type Pace } from './pacing.js';

const RATE: Pace = { perSecond: 10, burst: 20 };

/** Sends a request at each time (ms); the answers, and the stored time after. */
function run(times: number[], rate = RATE): { allowed: boolean[]; due: number | null } {
  let due: number | null = null;
  const allowed = times.map((t) => {
    const paced = pace(due, t, rate);
    if (paced.ok) due = paced.due;
    return paced.ok;
  });
  return { allowed, due };
}

describe('pace', () => {
  it('lets a burst of 20 through at once, then refuses until a tenth of a second has passed', () => {
    const { allowed, due } = run(Array.from({ length: 21 }, () => 1_000));
    expect(allowed.filter(Boolean)).toHaveLength(20);
    expect(allowed[20]).toBe(false);
    expect(pace(due, 1_000, RATE)).toEqual({ ok: false, retryAfterMs: 100 });
    expect(pace(due, 1_099, RATE).ok).toBe(false);
    expect(pace(due, 1_100, RATE).ok).toBe(true);
  });

  it('never refuses a steady 10 a second, however long it goes on', () => {
    const { allowed } = run(Array.from({ length: 1_000 }, (_, i) => i * 100));
    expect(allowed.every(Boolean)).toBe(true);
  });

  it('holds a faster stream to 10 a second after the burst', () => {
    // 50 a second for 10 s: 20 at once, then about 10 a second.
    const { allowed } = run(Array.from({ length: 500 }, (_, i) => i * 20));
    const passed = allowed.filter(Boolean).length;
    expect(passed).toBeGreaterThanOrEqual(20 + 99);
    expect(passed).toBeLessThanOrEqual(20 + 101);
  });

  it('a pause refills the burst, but never beyond it', () => {
    const first = run(Array.from({ length: 20 }, () => 0));
    expect(first.allowed.every(Boolean)).toBe(true);
    // An hour later: a full burst again, not 36,000 flips' worth.
    let due = first.due;
    const later = Array.from({ length: 21 }, () => {
      const paced = pace(due, 3_600_000, RATE);
      if (paced.ok) due = paced.due;
      return paced.ok;
    });
    expect(later.filter(Boolean)).toHaveLength(20);
  });
});
