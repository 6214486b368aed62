import { describe, expect, it } from 'vitest';
import { parseCollectionQuery, parseSearchText, parseSort, withCollectionQuery } from './collection-query';

describe('parseCollectionQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseCollectionQuery(new URLSearchParams())).toEqual({ tab: 'amazon', sort: 'newest', q: '' });
  });

  it('reads tab, sort and search text', () => {
    expect(parseCollectionQuery(new URLSearchParams('tab=other&sort=price-desc&q=%20lamp%20'))).toEqual({
      tab: 'other',
      sort: 'price-desc',
      q: 'lamp',
    });
  });

  it('falls back on unknown values', () => {
    expect(parseCollectionQuery(new URLSearchParams('tab=ebay&sort=cheapest'))).toEqual({
      tab: 'amazon',
      sort: 'newest',
      q: '',
    });
    expect(parseSort('relevance')).toBe('newest');
  });

  it('cuts overlong search text', () => {
    expect(parseSearchText('x'.repeat(150))).toHaveLength(100);
  });
});

describe('withCollectionQuery', () => {
  it('leaves defaults out of the URL', () => {
    const params = withCollectionQuery(new URLSearchParams('tab=other&sort=price-asc&q=cat'), {
      tab: 'amazon',
      sort: 'newest',
      q: '  ',
    });
    expect(params.toString()).toBe('');
  });

  it('sets changed values and keeps the rest', () => {
    const params = withCollectionQuery(new URLSearchParams('sort=price-asc&ref=nav'), { tab: 'other' });
    expect(params.get('tab')).toBe('other');
    expect(params.get('sort')).toBe('price-asc');
    expect(params.get('ref')).toBe('nav');
  });

  it('does not change the params it was given', () => {
    const original = new URLSearchParams('q=duck');
    withCollectionQuery(original, { q: 'cube' });
    expect(original.toString()).toBe('q=duck');
  });
});
