import { PROFILE_TEXT, WISHLIST_TEXT, href } from '@dd/contracts';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { QueryState } from '../../components/query-state';
import { useOpenRandomProduct } from '../../lib/use-open-random-product';
import { useOwnWishlist } from './api';
import { WishlistItemGrid } from './wishlist-items';
import { itemCountText } from './wishlist-state';
import { InlineAlert } from '../../components/inline-alert';
import { EmojiBlock } from '../../components/emoji-block';

/** How many products the profile shows; the rest are on /wishlist. */
const SHOWN = 8;

/** The own profile's wishlist: 'Create Wishlist' while it is empty, else 'My Wishlist' (community spec section 2). */
export function ProfileWishlist() {
  const query = useOwnWishlist();
  return (
    <section aria-labelledby="my-wishlist-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="my-wishlist-heading" className="text-3xl font-extrabold text-ink">
          {PROFILE_TEXT.myWishlist}
        </h2>
        {query.data && query.data.items.length > 0 && (
          <Link
            to={href('wishlist')}
            className="inline-flex min-h-11 items-center font-bold text-zap underline-offset-2 hover:underline"
          >
            Manage wishlist ({itemCountText(query.data.items.length)}) <span aria-hidden>&nbsp;→</span>
          </Link>
        )}
      </div>
      <QueryState
        query={query}
        loading="Loading wishlist..."
        error={WISHLIST_TEXT.loadFailed}
        isEmpty={(data) => data.items.length === 0}
        empty={<CreateWishlist />}
        className="py-8"
      >
        {(data) => <WishlistItemGrid items={data.items.slice(0, SHOWN)} label="My wishlist products" />}
      </QueryState>
    </section>
  );
}

/** Starts a wishlist: opens a random product, whose heart adds it. */
function CreateWishlist() {
  const randomProduct = useOpenRandomProduct();

  return (
    <EmojiBlock emoji="💝" className="gap-4 rounded-card border-2 border-dashed border-hot/40 bg-surface px-6 py-10">
      <p className="max-w-md text-ink-soft">
        You have no wishlist yet. We will pick a random product to start with: tap its heart to save it, and keep going.
      </p>
      <Button size="lg" onClick={() => void randomProduct.open()} disabled={randomProduct.pending}>
        <span aria-hidden>🎲</span>
        {randomProduct.pending ? 'Picking...' : PROFILE_TEXT.createWishlist}
      </Button>
      <InlineAlert>{randomProduct.error}</InlineAlert>
    </EmojiBlock>
  );
}
