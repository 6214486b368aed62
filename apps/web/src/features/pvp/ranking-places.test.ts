import { describe, expect, it } from 'vitest';
import { rankingPlaces } from './ranking-places';

describe('rankingPlaces', () => {
  it('numbers distinct ratings 1, 2, 3', () => {
    expect(rankingPlaces([1700, 1600, 1500])).toEqual([1, 2, 3]);
  });

  it('gives equal ratings the same place and skips the places they fill', () => {
    expect(rankingPlaces([1662, 1662, 1338, 1338, 1200])).toEqual([1, 1, 3, 3, 5]);
  });

  it('has nothing to number in an empty list', () => {
    expect(rankingPlaces([])).toEqual([]);
  });
});
