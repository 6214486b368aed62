import { POINTS, WISHLIST_TEXT, type Wishlist, type WishlistItem, type WishlistResponse, href } from '@dd/contracts';
import { useState } from 'react';
import { Button, ButtonLink } from '../../components/button';
import { inPage, Page } from '../../components/page';
import { QueryState } from '../../components/query-state';
import { EmojiArt, PageHeader } from '../../components/page-header';
import { SignInPage } from '../../components/sign-in-page';
import { StateMessage } from '../../components/state-message';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMyUserId, useOwnWishlist, useRemoveWishlistItem, useWishlistPrivacy } from './api';
import { PrivacySwitch } from './privacy-switch';
import { ShareLink } from './share-link';
import { WishlistItemGrid } from './wishlist-items';
import { itemCountText, shareUrl } from './wishlist-state';

/** /wishlist: the member's own list, its privacy and its share link (storefront spec sections 2, 4, 8). */
export default function WishlistPage() {
  useDocumentTitle('My Wishlist');
  const userId = useMyUserId();
  if (userId === null) {
    return (
      <SignInPage message={WISHLIST_TEXT.mustLogIn} returnTo={href('wishlist')}>
        Log in to save the products you love and share them with friends.
      </SignInPage>
    );
  }
  return <OwnWishlist />;
}

function OwnWishlist() {
  const query = useOwnWishlist();
  return (
    <QueryState query={query} loading="Loading wishlist..." error={WISHLIST_TEXT.loadFailed} frame={inPage}>
      {(data) => <OwnWishlistView data={data} />}
    </QueryState>
  );
}

function OwnWishlistView({ data }: { data: WishlistResponse }) {
  const remove = useRemoveWishlistItem();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const { wishlist, items } = data;
  const removeItem = (item: WishlistItem) => {
    setRemoveError(null);
    remove.mutate(item.product_id, {
      onError: (err) => setRemoveError(errorMessage(err, WISHLIST_TEXT.removeFailed)),
    });
  };

  return (
    <Page>
      <PageHeader
        title="My Wishlist"
        art={<EmojiArt emoji="❤️" className="bg-hot/15" />}
        subtitle={
          items.length === 0
            ? 'Everything you love, in one place.'
            : wishlist?.is_public
              ? `${itemCountText(items.length)} saved. Anyone with your link can see them.`
              : `${itemCountText(items.length)} saved. Make it public to share it with friends.`
        }
      />

      {wishlist && <SharingPanel wishlist={wishlist} />}

      {removeError && (
        <p role="alert" className="mb-6 rounded-2xl bg-danger/5 px-4 py-3 font-bold text-danger">
          {removeError}
        </p>
      )}

      {items.length === 0 ? (
        <StateMessage kind="empty" title="Your wishlist is empty">
          <p>
            Tap the heart on any product to save it here. Every product you add earns you {POINTS.wishlistAdd} points.
          </p>
          <ButtonLink to={href('collections')}>Browse collections</ButtonLink>
        </StateMessage>
      ) : (
        <WishlistItemGrid
          items={items}
          label="Wishlist products"
          heading
          action={(item) => {
            const removing = remove.isPending && remove.variables === item.product_id;
            return (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => removeItem(item)}
                disabled={removing}
                aria-label={`Remove ${item.product?.name ?? WISHLIST_TEXT.productNotFound} from wishlist`}
              >
                {removing ? 'Removing...' : 'Remove'}
              </Button>
            );
          }}
        />
      )}
    </Page>
  );
}

/** Private/public switch and, when public, the share link. */
function SharingPanel({ wishlist }: { wishlist: Wishlist }) {
  const privacy = useWishlistPrivacy();
  const [error, setError] = useState<string | null>(null);

  const change = (isPublic: boolean) => {
    setError(null);
    privacy.mutate(
      { wishlist_id: wishlist.id, is_public: isPublic },
      { onError: (err) => setError(errorMessage(err, WISHLIST_TEXT.privacyFailed)) },
    );
  };

  return (
    <section
      aria-label="Sharing"
      className="mb-8 flex flex-col gap-5 rounded-card bg-surface p-5 shadow-card sm:p-6 lg:flex-row lg:items-start lg:gap-10"
    >
      <div className="flex flex-col gap-2 lg:w-80 lg:shrink-0">
        <PrivacySwitch isPublic={wishlist.is_public} pending={privacy.isPending} onChange={change} />
        {error && (
          <p role="alert" className="text-sm font-bold text-danger">
            {error}
          </p>
        )}
      </div>
      {wishlist.is_public && (
        <div className="min-w-0 flex-1">
          <ShareLink url={shareUrl(window.location.origin, wishlist.share_slug)} title="My Dopamine Drops wishlist" />
        </div>
      )}
    </section>
  );
}
