import { href, WISHLIST_TEXT, type SharedWishlistResponse } from '@dd/contracts';
import { Link, useParams } from 'react-router';
import { useSession } from '../../lib/use-session';
import { ButtonLink } from '../../components/button';
import { NotFound } from '../../components/not-found';
import { inPage, Page } from '../../components/page';
import { QueryState } from '../../components/query-state';
import { StateMessage } from '../../components/state-message';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Avatar } from '../../components/avatar';
import { displayName } from '../../lib/display-name';
import { useSharedWishlist } from './api';
import { WishlistItemGrid } from './wishlist-items';
import { itemCountText } from './wishlist-state';

/** /wishlist/share/{share_slug}: someone's public wishlist (storefront spec sections 2, 8). */
export default function SharedWishlistPage() {
  const { slug = '' } = useParams();
  const query = useSharedWishlist(slug);
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const name = query.data ? displayName(query.data.owner) : null;
  useDocumentTitle(name ? `${name}'s Wishlist` : missing ? 'Wishlist not found' : 'Shared Wishlist');

  if (missing) {
    return (
      <NotFound
        title={WISHLIST_TEXT.sharedMissing}
        art="🎁"
        actions={<ButtonLink to={href('collections')}>Browse collections</ButtonLink>}
      >
        <p>The link may be wrong, or its owner made the list private again.</p>
      </NotFound>
    );
  }
  return (
    <QueryState query={query} loading="Loading wishlist..." error={WISHLIST_TEXT.loadFailed} frame={inPage}>
      {(data) => <SharedWishlist data={data} />}
    </QueryState>
  );
}

function SharedWishlist({ data }: { data: SharedWishlistResponse }) {
  const { owner, items } = data;
  const name = displayName(owner);
  return (
    <Page className="flex flex-col gap-8">
      <header className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-6">
        <Link
          to={href('userProfile', { id: owner.id })}
          className="rounded-full focus-visible:outline-offset-4"
          aria-label={`${name}'s profile`}
        >
          <Avatar
            url={owner.avatar_url}
            name={name}
            seed={owner.username}
            alt=""
            className="size-20 border-4 border-surface text-3xl shadow-card sm:size-24 sm:text-4xl"
          />
        </Link>
        <div className="flex w-full min-w-0 flex-col gap-1 break-words">
          <p className="text-sm font-bold uppercase tracking-wide text-hot-dark">Shared wishlist</p>
          <h1 className="text-4xl font-extrabold leading-[1.05] text-ink break-words sm:text-5xl">{name}'s Wishlist</h1>
          <p className="text-ink-soft">
            {itemCountText(items.length)} picked by{' '}
            <Link
              to={href('userProfile', { id: owner.id })}
              className="font-bold text-zap underline-offset-2 hover:underline"
            >
              @{owner.username}
            </Link>
          </p>
        </div>
      </header>

      {items.length === 0 ? (
        <StateMessage kind="empty" title={`${name} has not added anything yet.`}>
          <p>Check back soon, or find something for them in our collections.</p>
        </StateMessage>
      ) : (
        <WishlistItemGrid items={items} label={`${name}'s wishlist products`} heading />
      )}

      <VisitorCallToAction ownerId={owner.id} />
    </Page>
  );
}

/** Turns a visitor into a member: make your own wishlist. Members get a way to their own list instead. */
function VisitorCallToAction({ ownerId }: { ownerId: number }) {
  const { loggedIn, user } = useSession();
  const isOwner = loggedIn && user !== null && String(user.id) === String(ownerId);
  return (
    <aside className="flex flex-col items-start gap-4 rounded-card bg-zap p-6 text-white shadow-pop sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div className="flex flex-col gap-1">
        <p className="font-display text-2xl font-extrabold">
          {isOwner ? 'This is your wishlist' : loggedIn ? 'Keep your own picks' : 'Want a wishlist like this?'}
        </p>
        <p className="text-white/90">
          {isOwner
            ? 'Add, remove and change who can see it on your wishlist page.'
            : loggedIn
              ? 'Save products you love and share your list with one link.'
              : 'Make your own wishlist: save the weird stuff you love, share it, and earn points for every pick.'}
        </p>
      </div>
      <ButtonLink
        to={loggedIn ? href('wishlist') : href('register')}
        variant="secondary"
        size="lg"
        className="shrink-0 border-white"
      >
        {isOwner ? 'Manage my wishlist' : loggedIn ? 'Go to my wishlist' : 'Make your own wishlist'}
      </ButtonLink>
    </aside>
  );
}
