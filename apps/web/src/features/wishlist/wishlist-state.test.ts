import { normalizeProduct, type Wishlist, type WishlistResponse } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import {
  heartLabel,
  isOnWishlist,
  itemCountText,
  pointsBubbleText,
  shareUrl,
  withItemAdded,
  withItemRemoved,
  withWishlist,
} from './wishlist-state';

const NOW = new Date('2026-05-01T12:00:00Z');
const duck = normalizeProduct({ _id: 'duck', title: 'Rubber Duck' }, NOW);
const lamp = normalizeProduct({ _id: 'lamp', title: 'Lava Lamp' }, NOW);

const wishlist: Wishlist = {
  id: 7,
  user_id: 3,
  is_public: false,
  share_slug: 'abc123',
  created_at: '2026-04-01T00:00:00.000Z',
  updated_at: '2026-04-01T00:00:00.000Z',
};

const withLamp: WishlistResponse = {
  wishlist,
  items: [{ id: 1, product_id: 'lamp', added_at: '2026-04-02T00:00:00.000Z', product: lamp }],
};

describe('isOnWishlist', () => {
  it('finds a listed product and not an unlisted one', () => {
    expect(isOnWishlist(withLamp, 'lamp')).toBe(true);
    expect(isOnWishlist(withLamp, 'duck')).toBe(false);
  });

  it('counts a missing answer (loading or a failed check) as not on the list', () => {
    expect(isOnWishlist(undefined, 'lamp')).toBe(false);
  });
});

describe('optimistic updates', () => {
  it('adds a product at the front, once', () => {
    const added = withItemAdded(withLamp, duck, NOW.toISOString());
    expect(added.items.map((i) => i.product_id)).toEqual(['duck', 'lamp']);
    expect(added.items[0]?.product?.name).toBe('Rubber Duck');
    expect(added.items[0]?.id).toBeLessThan(0);
    expect(withItemAdded(added, duck, NOW.toISOString())).toBe(added);
  });

  it('adds to a member who has no list yet', () => {
    const added = withItemAdded(undefined, duck, NOW.toISOString());
    expect(added.wishlist).toBeNull();
    expect(added.items).toHaveLength(1);
  });

  it('removes a product and keeps the others', () => {
    const both = withItemAdded(withLamp, duck, NOW.toISOString());
    expect(withItemRemoved(both, 'duck').items.map((i) => i.product_id)).toEqual(['lamp']);
    expect(withItemRemoved(undefined, 'duck').items).toEqual([]);
  });

  it('keeps the items when the wishlist record changes', () => {
    const updated = withWishlist(withLamp, { ...wishlist, is_public: true });
    expect(updated.wishlist?.is_public).toBe(true);
    expect(updated.items).toBe(withLamp.items);
    expect(withWishlist(undefined, wishlist)).toEqual({ wishlist, items: [] });
  });
});

describe('shareUrl', () => {
  it('is absolute on the current origin', () => {
    expect(shareUrl('https://dopaminedrops.example', 'abc123')).toBe(
      'https://dopaminedrops.example/wishlist/share/abc123',
    );
    expect(shareUrl('http://127.0.0.1:5173/', 'x y')).toBe('http://127.0.0.1:5173/wishlist/share/x%20y');
  });
});

describe('texts', () => {
  it('shows the points an add earned, and nothing for none', () => {
    expect(pointsBubbleText(2)).toBe('+2 points');
    expect(pointsBubbleText(1)).toBe('+1 point');
    expect(pointsBubbleText(0)).toBeNull();
    expect(pointsBubbleText(-5)).toBeNull();
  });

  it('names the heart by what a click does', () => {
    expect(heartLabel(false)).toBe('Add to wishlist');
    expect(heartLabel(true)).toBe('Remove from wishlist');
  });

  it('counts products', () => {
    expect(itemCountText(0)).toBe('0 products');
    expect(itemCountText(1)).toBe('1 product');
    expect(itemCountText(12)).toBe('12 products');
  });
});
