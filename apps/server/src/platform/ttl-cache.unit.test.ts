import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('returns a value until its time-to-live has passed', () => {
    let now = 1000;
    const cache = new TtlCache<string>(50, 10, () => now);
    cache.set('a', 'x');
    now = 1049;
    expect(cache.get('a')).toBe('x');
    now = 1050;
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the oldest entry beyond the size cap', () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });

  it('keeps nothing when the time-to-live is zero (caching off)', () => {
    const cache = new TtlCache<number>(0, 10);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});
