import { describe, expect, it } from 'vitest';
import { timeRemaining } from './time-remaining';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const after = (seconds: number) => NOW + seconds * 1000;

describe('timeRemaining', () => {
  it("reads 'Turn expired' at and after the deadline", () => {
    expect(timeRemaining(NOW, NOW)).toBe('Turn expired');
    expect(timeRemaining(after(-30), NOW)).toBe('Turn expired');
    // Less than a whole second left is no second left.
    expect(timeRemaining(NOW + 999, NOW)).toBe('Turn expired');
  });

  it("reads 'Xs' under a minute", () => {
    expect(timeRemaining(after(1), NOW)).toBe('1s');
    expect(timeRemaining(after(45), NOW)).toBe('45s');
    expect(timeRemaining(after(59) + 999, NOW)).toBe('59s');
  });

  it("reads 'Xm Ys' from a minute to under an hour", () => {
    expect(timeRemaining(after(60), NOW)).toBe('1m 0s');
    expect(timeRemaining(after(9 * 60 + 5), NOW)).toBe('9m 5s');
    expect(timeRemaining(after(3599), NOW)).toBe('59m 59s');
  });

  it("reads 'Xh Ym' from an hour up", () => {
    expect(timeRemaining(after(3600), NOW)).toBe('1h 0m');
    expect(timeRemaining(after(24 * 3600), NOW)).toBe('24h 0m');
    expect(timeRemaining(after(23 * 3600 + 59 * 60 + 59), NOW)).toBe('23h 59m');
  });

  it("reads 'Turn expired' for a deadline it cannot read", () => {
    expect(timeRemaining(Number.NaN, NOW)).toBe('Turn expired');
  });
});
