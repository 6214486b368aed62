import { describe, expect, it } from 'vitest';
import { nameMatchesAll, searchTerms, termMatchesName } from './catalog.search-terms.js';

describe('searchTerms', () => {
  it('drops stop words, and the site words when something more specific remains', () => {
    expect(searchTerms('Gift for Dad')).toEqual(['dad']);
    expect(searchTerms('gifts')).toEqual(['gifts']);
    expect(searchTerms('for the')).toEqual([]);
    expect(searchTerms('glow "cube" OR -lamp*')).toEqual(['glow', 'cube', 'lamp']);
  });
});

describe('name matching', () => {
  it('matches stemmed words as prefixes', () => {
    expect(termMatchesName('dads', 'For Dad')).toBe(true);
    expect(termMatchesName('da', 'For Dad')).toBe(true);
    expect(termMatchesName('graduations', 'Graduation')).toBe(true);
    expect(termMatchesName('dadx', 'For Dad')).toBe(false);
    expect(nameMatchesAll(['kitchen', 'chao'], 'Kitchen Chaos')).toBe(true);
    expect(nameMatchesAll(['kitchen', 'dad'], 'Kitchen Chaos')).toBe(false);
  });
});
