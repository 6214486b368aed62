import { describe, expect, it } from 'vitest';
import { countFrame, deltaText } from './stat-change';

describe('a Buy Power or energy change as it counts', () => {
  it('starts at the old value, passes the ones between and ends exactly on the new one', () => {
    expect(countFrame(2, 5, 0, 400)).toBe(2);
    const middle = countFrame(2, 5, 200, 400);
    expect(middle).toBeGreaterThan(2);
    expect(middle).toBeLessThan(5);
    expect(countFrame(2, 5, 400, 400)).toBe(5);
    expect(countFrame(2, 5, 10_000, 400)).toBe(5);
    // Down as well as up.
    expect(countFrame(4, 1, 100, 400)).toBeLessThan(4);
    expect(countFrame(4, 1, 400, 400)).toBe(1);
  });

  it('writes the change with its sign', () => {
    expect(deltaText(2)).toBe('+2');
    expect(deltaText(-1)).toBe('−1');
  });
});
