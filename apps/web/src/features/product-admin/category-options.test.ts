import { COLLECTIONS, type Category, type GiftCategory } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { categoryGroups, giftGroups, knownCategoryIds, knownGiftIds } from './category-options';

const cat = (c: Partial<Category> & { _id: string; name: string }): Category => ({
  description: '',
  imageUrl: null,
  emoji: null,
  builtIn: true,
  parentId: null,
  ...c,
});

const categories: Category[] = [
  cat({ _id: 'tech', name: 'Tech That Slaps', emoji: '💻' }),
  cat({ _id: 'partner', name: 'Partner Picks' }),
  cat({ _id: 'shirtvskins', name: 'Shirt vs Skins', parentId: 'partner' }),
  cat({ _id: 'desk-toys', name: 'Desk Toys', builtIn: false }),
];

describe('categoryGroups', () => {
  it('groups collections, subcollections and custom categories from the server', () => {
    expect(categoryGroups(categories, [])).toEqual([
      {
        label: 'Collections',
        options: [
          { id: 'tech', label: 'Tech That Slaps', emoji: '💻' },
          { id: 'partner', label: 'Partner Picks' },
        ],
      },
      { label: 'Subcollections', options: [{ id: 'shirtvskins', label: 'Shirt vs Skins (Partner Picks)' }] },
      { label: 'Custom categories', options: [{ id: 'desk-toys', label: 'Desk Toys' }] },
    ]);
  });

  it('falls back to the built-in collections when the list is not there', () => {
    const groups = categoryGroups(undefined, []);
    expect(groups.map((g) => g.label)).toEqual(['Collections', 'Subcollections']);
    expect(groups[0]?.options).toHaveLength(COLLECTIONS.length);
    expect(groups[1]?.options).toEqual([{ id: 'shirtvskins', label: 'Shirt vs Skins (Partner Picks)' }]);
  });

  it('shows a ticked category nobody offers, so it can be unticked', () => {
    const groups = categoryGroups(categories, ['tech', 'gone']);
    expect(groups.at(-1)).toEqual({ label: 'Not in the catalogue', options: [{ id: 'gone', label: 'gone' }] });
  });

  it('knows which ids are allowed', () => {
    expect(knownCategoryIds(categories)).toEqual(['tech', 'partner', 'shirtvskins', 'desk-toys']);
    expect(knownCategoryIds(undefined)).toContain('shirtvskins');
  });
});

describe('giftGroups', () => {
  const gifts: GiftCategory[] = [
    { _id: 'for-him', type: 'recipient', value: 'for-him', name: 'For Him' },
    { _id: 'birthday', type: 'occasion', value: 'birthday', name: 'Birthday' },
    { _id: 'under-25', type: 'price', value: 'under-25', name: 'Under $25' },
  ];
  it('offers recipients and occasions, not price bands', () => {
    expect(giftGroups(gifts, [])).toEqual([
      { label: 'Recipient', options: [{ id: 'for-him', label: 'For Him' }] },
      { label: 'Occasion', options: [{ id: 'birthday', label: 'Birthday' }] },
    ]);
    expect(knownGiftIds(gifts)).toEqual(['for-him', 'birthday']);
    expect(knownGiftIds(undefined)).toBeUndefined();
  });
  it("falls back to the spec's values", () => {
    const groups = giftGroups(undefined, []);
    expect(groups.map((g) => g.options.length)).toEqual([7, 7]);
    expect(groups[0]?.options[0]).toEqual({ id: 'for-him', label: 'For Him' });
  });
});
