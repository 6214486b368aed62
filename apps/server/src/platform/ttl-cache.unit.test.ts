import { describe, expect, it } from 'vitest';
import { TestClock } from '../../test/test-clock.js';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('returns a value until its time-to-live has passed on the clock', async () => {
    const clock = new TestClock();
    const cache = new TtlCache<string>(50, 10, clock);
    cache.set('a', 'x');
    await clock.advance(49);
    expect(cache.get('a')).toBe('x');
    await clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the oldest entry beyond the size cap', () => {
    const cache = new TtlCache<number>(1000, 2, new TestClock());
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });

  it('keeps nothing when the time-to-live is zero (caching off)', () => {
    const cache = new TtlCache<number>(0, 10, new TestClock());
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});
