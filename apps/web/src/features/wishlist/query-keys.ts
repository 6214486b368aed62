import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '../../lib/account-key';

export const wishlistKeys = {
  /** The member's own list: the heart, /wishlist and /profile share it. */
  own: (userId: string) => [...ACCOUNT_KEY, 'wishlist', userId] as const,
  sharedAll: ['wishlist-share'] as const,
  shared: (slug: string) => ['wishlist-share', slug] as const,
};

/** A list changed: no shared view cached in this tab may outlive the change. */
export function invalidateSharedWishlists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: wishlistKeys.sharedAll });
}
