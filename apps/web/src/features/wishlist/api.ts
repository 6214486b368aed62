import {
  wishlistEndpoints,
  type Product,
  type WishlistAddResponse,
  type WishlistRemoveResponse,
  type WishlistResponse,
} from '@dd/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAccount } from '../../lib/account-key';
import { useSession } from '../../lib/use-session';
import { call } from '../../lib/api-client';
import { invalidateSharedWishlists, wishlistKeys } from './query-keys';
import { withItemAdded, withItemRemoved, withWishlist } from './wishlist-state';

/** The signed-in member's id as the API paths take it, or null when logged out. */
export function useMyUserId(): string | null {
  const { loggedIn, user } = useSession();
  return loggedIn && user ? String(user.id) : null;
}

/** The member's own list (wishlist null until the first add). */
export function useOwnWishlist() {
  const userId = useMyUserId();
  return useQuery({
    queryKey: wishlistKeys.own(userId ?? ''),
    queryFn: ({ signal }) => call(wishlistEndpoints.view, { params: { userId: userId ?? '' } }, { signal }),
    enabled: userId !== null,
    // The heart and the pages must show what the server has now, not what it had minutes ago.
    staleTime: 0,
  });
}

export function addToWishlist(productId: string): Promise<WishlistAddResponse> {
  return call(wishlistEndpoints.add, { body: { product_id: productId } });
}

export function removeFromWishlist(productId: string): Promise<WishlistRemoveResponse> {
  return call(wishlistEndpoints.remove, { body: { product_id: productId } });
}

/** The member's own list in the cache, for the calls that change it. */
function useOwnListCache() {
  const queryClient = useQueryClient();
  const key = wishlistKeys.own(useMyUserId() ?? '');
  return {
    queryClient,
    key,
    update: (change: (data: WishlistResponse | undefined) => WishlistResponse) =>
      queryClient.setQueryData<WishlistResponse>(key, change),
    /** After a change: the account's figures (points, the public profile) and any shared view are read again. */
    changed: () => {
      void invalidateAccount(queryClient);
      void invalidateSharedWishlists(queryClient);
    },
  };
}

type HeartResult = { added: true; response: WishlistAddResponse } | { added: false; response: WishlistRemoveResponse };

/**
 * The heart's add/remove: the list changes at once (optimistic), is put back when the call fails, and
 * is re-read from the server afterwards. Points changed too, so the member's other data goes stale.
 */
export function useWishlistToggle(product: Product) {
  const { queryClient, key, update, changed } = useOwnListCache();
  return useMutation({
    mutationFn: async (add: boolean): Promise<HeartResult> =>
      add
        ? { added: true, response: await addToWishlist(product._id) }
        : { added: false, response: await removeFromWishlist(product._id) },
    onMutate: async (add: boolean) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WishlistResponse>(key);
      update((data) =>
        add ? withItemAdded(data, product, new Date().toISOString()) : withItemRemoved(data, product._id),
      );
      return { previous };
    },
    onError: (_error, _add, context) => {
      queryClient.setQueryData(key, context?.previous);
    },
    onSuccess: (result) => {
      if (result.added) update((data) => withWishlist(data, result.response.wishlist));
    },
    onSettled: changed,
  });
}

/** /wishlist's Remove button: the card goes once the server confirms. */
export function useRemoveWishlistItem() {
  const { update, changed } = useOwnListCache();
  return useMutation({
    mutationFn: (productId: string) => removeFromWishlist(productId),
    onSuccess: (_response, productId) => {
      update((data) => withItemRemoved(data, productId));
      changed();
    },
  });
}

/** Makes the member's list public or private. */
export function useWishlistPrivacy() {
  const { update, changed } = useOwnListCache();
  return useMutation({
    mutationFn: (body: { wishlist_id: number; is_public: boolean }) => call(wishlistEndpoints.togglePublic, { body }),
    onSuccess: (response) => {
      update((data) => withWishlist(data, response.wishlist));
      // A shared view shows the list only while it is public, and so does the public profile.
      changed();
    },
  });
}

/** A public list by its share link (a private or unknown one fails with not_found). */
export function useSharedWishlist(slug: string) {
  return useQuery({
    queryKey: wishlistKeys.shared(slug),
    queryFn: ({ signal }) => call(wishlistEndpoints.shared, { params: { share_slug: slug } }, { signal }),
    staleTime: 0,
  });
}
