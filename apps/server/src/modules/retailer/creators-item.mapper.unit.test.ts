import { describe, expect, it } from 'vitest';
import type { CreatorsItem } from './creators-api.wire.js';
import { mapCreatorsItem, pickListing, toProductUpdate } from './creators-item.mapper.js';

/** A GetItems item as the Creators API sends it (camelCase, offersV2). */
const full: CreatorsItem = {
  asin: 'B0DDGLOW01',
  detailPageURL: 'https://www.amazon.com/dp/B0DDGLOW01?tag=dopaminedrops-20',
  itemInfo: { title: { displayValue: '  Glow Cube   Night Light ', label: 'Title', locale: 'en_US' } },
  images: {
    primary: {
      small: { url: 'https://m.media-amazon.com/images/I/glow._SL75_.jpg', height: 75, width: 75 },
      large: { url: 'https://m.media-amazon.com/images/I/glow.jpg', height: 500, width: 500 },
    },
    variants: [
      { large: { url: 'https://m.media-amazon.com/images/I/glow-2.jpg' } },
      { medium: { url: 'https://m.media-amazon.com/images/I/glow-3._SL160_.jpg' } },
      { large: { url: 'https://m.media-amazon.com/images/I/glow.jpg' } },
    ],
  },
  offersV2: {
    listings: [
      {
        price: { money: { amount: 24.5, currency: 'USD', displayAmount: '$24.50' } },
        availability: { type: 'IN_STOCK', message: 'In Stock' },
        isBuyBoxWinner: false,
      },
      {
        price: { money: { amount: 19.99, currency: 'USD', displayAmount: '$19.99' } },
        availability: { type: 'IN_STOCK', message: 'Only 3 left in stock - order soon.' },
        isBuyBoxWinner: true,
      },
    ],
  },
};

describe('mapCreatorsItem', () => {
  it('maps title, images (primary first, no duplicates), the Buy Box price and its availability', () => {
    expect(mapCreatorsItem(full)).toEqual({
      asin: 'B0DDGLOW01',
      name: 'Glow Cube Night Light',
      images: [
        'https://m.media-amazon.com/images/I/glow.jpg',
        'https://m.media-amazon.com/images/I/glow-2.jpg',
        'https://m.media-amazon.com/images/I/glow-3._SL160_.jpg',
      ],
      price: 19.99,
      availability: 'Only 3 left in stock - order soon.',
    });
  });

  it('takes the first listing when none is marked the Buy Box winner', () => {
    const item: CreatorsItem = {
      ...full,
      offersV2: { listings: full.offersV2!.listings!.map((l) => ({ ...l, isBuyBoxWinner: undefined })) },
    };
    expect(pickListing(item)?.price?.money?.amount).toBe(24.5);
    expect(mapCreatorsItem(item)?.price).toBe(24.5);
  });

  it('has no price (and no availability) when the item has no offer', () => {
    const mapped = mapCreatorsItem({ ...full, offersV2: { listings: [] } });
    expect(mapped?.price).toBeNull();
    expect(mapped?.availability).toBeNull();
    expect(mapCreatorsItem({ asin: 'B0DDGLOW01' })).toEqual({
      asin: 'B0DDGLOW01',
      name: null,
      images: [],
      price: null,
      availability: null,
    });
  });

  it('spells out an availability type when the listing has no message', () => {
    const item: CreatorsItem = {
      asin: 'b0ddglow01',
      offersV2: { listings: [{ availability: { type: 'OUT_OF_STOCK' }, price: { money: { amount: 5 } } }] },
    };
    expect(mapCreatorsItem(item)).toMatchObject({ asin: 'B0DDGLOW01', availability: 'Out Of Stock', price: 5 });
  });

  it('ignores a negative or missing amount, and items without an ASIN', () => {
    expect(mapCreatorsItem({ asin: 'X', offersV2: { listings: [{ price: { money: { amount: -1 } } }] } })?.price).toBe(
      null,
    );
    expect(mapCreatorsItem({ asin: 'X', offersV2: { listings: [{ price: { money: {} } }] } })?.price).toBe(null);
    expect(mapCreatorsItem({ itemInfo: { title: { displayValue: 'No ASIN' } } })).toBeNull();
  });
});

describe('toProductUpdate', () => {
  const now = new Date('2026-05-01T12:00:00.000Z');

  it('turns dollars into cents, the first image into imageUrl, and stamps lastUpdated', () => {
    expect(toProductUpdate(mapCreatorsItem(full)!, now)).toEqual({
      name: 'Glow Cube Night Light',
      imageUrl: 'https://m.media-amazon.com/images/I/glow.jpg',
      images: [
        'https://m.media-amazon.com/images/I/glow.jpg',
        'https://m.media-amazon.com/images/I/glow-2.jpg',
        'https://m.media-amazon.com/images/I/glow-3._SL160_.jpg',
      ],
      priceCents: 1999,
      availability: 'Only 3 left in stock - order soon.',
      lastUpdated: '2026-05-01T12:00:00.000Z',
    });
  });

  it('rounds float dollars to whole cents', () => {
    const update = toProductUpdate({ asin: 'A', name: null, images: [], price: 0.29 * 3, availability: null }, now);
    expect(update.priceCents).toBe(87);
  });

  it('leaves name and images alone (null) when the retailer sent none, and clears the price when there is no offer', () => {
    expect(toProductUpdate({ asin: 'A', name: null, images: [], price: null, availability: null }, now)).toEqual({
      name: null,
      imageUrl: null,
      images: null,
      priceCents: null,
      availability: null,
      lastUpdated: '2026-05-01T12:00:00.000Z',
    });
  });
});
