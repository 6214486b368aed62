import { href } from '@dd/contracts';
import type { WishlistItem } from '@dd/contracts';
import { Link } from 'react-router';
import { WishlistItemGrid } from './wishlist-items';

interface PublicWishlistProps {
  /** A public wishlist as the member's profile carries it. */
  wishlist: { share_slug: string; items: WishlistItem[] };
  /** The owner's shown name. */
  name: string;
}

/** A public profile's 'Wishlist' section with a link to the shared list; nothing while the list is empty. */
export function PublicWishlist({ wishlist, name }: PublicWishlistProps) {
  if (wishlist.items.length === 0) return null;
  return (
    <section aria-labelledby="wishlist-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="wishlist-heading" className="text-2xl font-extrabold text-ink">
          Wishlist
        </h2>
        <Link
          to={href('sharedWishlist', { slug: wishlist.share_slug })}
          className="inline-flex min-h-11 items-center font-bold text-zap underline-offset-2 hover:underline"
        >
          Open shared wishlist <span aria-hidden>&nbsp;→</span>
        </Link>
      </div>
      <WishlistItemGrid items={wishlist.items} label={`${name}'s wishlist products`} />
    </section>
  );
}
