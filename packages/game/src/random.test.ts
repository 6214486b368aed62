import { describe, expect, it } from 'vitest';
import { isPossibleMemoryScore } from './memory.js';
import { seededRandom, shuffle } from './random.js';

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed and stays in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 100 }, () => a());
    expect(xs).toEqual(Array.from({ length: 100 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBeGreaterThan(95);
  });

  it('shuffle keeps every item and does not mutate the input', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = shuffle(input, seededRandom(7));
    expect(out.sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('isPossibleMemoryScore', () => {
  it.each([10, 35, 60])('accepts %i', (s) => expect(isPossibleMemoryScore(s)).toBe(true));
  it.each([5, 12, 65, 20.5, -10])('rejects %d', (s) => expect(isPossibleMemoryScore(s)).toBe(false));
});
