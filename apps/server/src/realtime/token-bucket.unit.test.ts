import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket.js';

const takeN = (bucket: TokenBucket, n: number, now: number) =>
  Array.from({ length: n }, () => bucket.take(now)).filter(Boolean).length;

describe('TokenBucket', () => {
  it('allows a burst of its capacity, then refuses', () => {
    const bucket = new TokenBucket(5, 1, 0);
    expect(takeN(bucket, 6, 0)).toBe(5);
    expect(bucket.take(0)).toBe(false);
  });

  it('refills at its rate, never beyond its capacity', () => {
    const bucket = new TokenBucket(5, 2, 0);
    takeN(bucket, 5, 0);
    expect(bucket.take(400)).toBe(false);
    expect(bucket.take(500)).toBe(true);
    expect(takeN(bucket, 10, 60_000)).toBe(5);
  });

  it('does not give tokens when time goes backwards', () => {
    const bucket = new TokenBucket(2, 1, 10_000);
    takeN(bucket, 2, 10_000);
    expect(bucket.take(0)).toBe(false);
    expect(bucket.take(10_500)).toBe(false);
    expect(bucket.take(11_000)).toBe(true);
  });
});
