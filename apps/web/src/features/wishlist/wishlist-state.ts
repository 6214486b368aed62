import type { Product, Wishlist, WishlistResponse } from '@dd/contracts';

/** An empty list, as the server answers for a member who never added anything. */
export const EMPTY_WISHLIST: WishlistResponse = { wishlist: null, items: [] };

/** Whether a product is on the list; no answer (still loading, or a failed check) counts as not on it. */
export function isOnWishlist(data: WishlistResponse | undefined, productId: string): boolean {
  return data?.items.some((item) => item.product_id === productId) ?? false;
}

/**
 * The list with a product added at the front (newest first), for an optimistic update; the server's
 * answer replaces it moments later. A product already on the list is not added twice.
 */
export function withItemAdded(data: WishlistResponse | undefined, product: Product, addedAt: string): WishlistResponse {
  const current = data ?? EMPTY_WISHLIST;
  if (isOnWishlist(current, product._id)) return current;
  // A negative id cannot clash with a stored item's id.
  const placeholder = { id: -Date.now(), product_id: product._id, added_at: addedAt, product };
  return { ...current, items: [placeholder, ...current.items] };
}

export function withItemRemoved(data: WishlistResponse | undefined, productId: string): WishlistResponse {
  const current = data ?? EMPTY_WISHLIST;
  return { ...current, items: current.items.filter((item) => item.product_id !== productId) };
}

/** The list with the server's newest wishlist record (created on the first add, or its privacy changed). */
export function withWishlist(data: WishlistResponse | undefined, wishlist: Wishlist): WishlistResponse {
  return { ...(data ?? EMPTY_WISHLIST), wishlist };
}

/** The absolute link a public wishlist is shared by. */
export function shareUrl(origin: string, shareSlug: string): string {
  return `${origin.replace(/\/+$/, '')}/wishlist/share/${encodeURIComponent(shareSlug)}`;
}

/** The small bubble after an add that paid: '+2 points'; nothing when it paid nothing. */
export function pointsBubbleText(points: number): string | null {
  if (!Number.isFinite(points) || points <= 0) return null;
  return points === 1 ? '+1 point' : `+${points} points`;
}

/** The heart's accessible name for its current state. */
export function heartLabel(onList: boolean): string {
  return onList ? 'Remove from wishlist' : 'Add to wishlist';
}

/** How many products a list holds, in words. */
export function itemCountText(count: number): string {
  return count === 1 ? '1 product' : `${count} products`;
}
