import { describe, expect, it } from 'vitest';
import { dropdownCollections } from './collection-summaries.js';
import { COLLECTIONS, findCollection, findSubcollection } from './collections.js';

describe('collections', () => {
  it('has the 15 collections of the spec, id equal to slug', () => {
    expect(COLLECTIONS.map((c) => c.id)).toEqual([
      'tech',
      'gaming',
      'health',
      'mom',
      'fathers-day',
      'meme-gifts',
      'tiktok',
      'beauty',
      'home',
      'kitchen',
      'outdoors',
      'toys',
      'partner',
      'clothing',
      'alcohol',
    ]);
    expect(COLLECTIONS.every((c) => c.slug === c.id)).toBe(true);
    expect(findCollection('toys')?.name).toBe('Dopamine Dealers');
  });

  it('flags exactly the five dropdown collections', () => {
    expect(dropdownCollections().map((c) => c.id)).toEqual(['tech', 'mom', 'fathers-day', 'meme-gifts', 'tiktok']);
  });

  it('finds shirtvskins only under partner', () => {
    expect(findSubcollection('partner', 'shirtvskins')?.parentId).toBe('partner');
    expect(findSubcollection('tech', 'shirtvskins')).toBeUndefined();
    expect(findCollection('partner')?.subcollections?.map((s) => s.id)).toEqual(['shirtvskins']);
  });
});
