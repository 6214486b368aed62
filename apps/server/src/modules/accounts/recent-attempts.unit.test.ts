import { describe, expect, it } from 'vitest';
import { RecentAttempts } from './recent-attempts.js';

describe('RecentAttempts', () => {
  it('counts per key within a window and starts again once it has passed', () => {
    const attempts = new RecentAttempts(60_000);
    expect([0, 1000, 2000].map((t) => attempts.add('10.0.0.1', t))).toEqual([1, 2, 3]);
    expect(attempts.add('10.0.0.2', 2000)).toBe(1);
    expect(attempts.add('10.0.0.1', 60_000)).toBe(1);
  });

  it('drops expired keys once it holds many, so a flood of addresses cannot grow it without bound', () => {
    const attempts = new RecentAttempts(1000);
    for (let i = 0; i <= 10_000; i++) attempts.add(`k${i}`, 0);
    expect(attempts.size).toBe(10_001);
    attempts.add('late', 5000);
    expect(attempts.size).toBe(1);
  });
});
