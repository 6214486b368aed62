import { describe, expect, it } from 'vitest';
import { categoryLinks } from './category-links';

describe('categoryLinks', () => {
  it('links collections to their page', () => {
    expect(categoryLinks(['tech'])).toEqual([
      { id: 'tech', name: 'Tech That Slaps', emoji: '💻', to: '/collections/tech' },
    ]);
  });

  it('links a subcollection under its parent', () => {
    expect(categoryLinks(['shirtvskins'])[0]?.to).toBe('/collections/partner/shirtvskins');
  });

  it('drops unknown ids and repeats, keeping the order', () => {
    expect(categoryLinks(['toys', 'nope', 'tech', 'toys']).map((l) => l.id)).toEqual(['toys', 'tech']);
  });
});
