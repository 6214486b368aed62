import { PROFILE_TEXT, formatCount, type PublicProfileResponse } from '@dd/contracts';
import { Link, useParams } from 'react-router';
import { useSession } from '../../lib/use-session';
import { ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { StateMessage } from '../../components/state-message';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { WishlistItemGrid } from '../wishlist/wishlist-items';
import { usePublicProfile } from './api';
import { Avatar } from '../../components/avatar';
import { BlockButton } from '../moderation/block-button';
import { FollowButton, FollowLoginLink } from './follow-button';
import { displayName } from '../../lib/display-name';
import { parseUserId, puzzleStat, pvpStat } from './profile-text';
import { RecentThreads } from './recent-threads';
import { ReportUserButton } from '../moderation/report-user-button';
import { StatTile } from './stat-tile';
import { RetryButton } from '../../components/retry-button';

/**
 * /user/{id}: a member's public profile (community spec sections 2, 4, 8): Follow, Block/Unblock for
 * members looking at someone else, Report for everyone looking at someone else.
 */
export default function UserProfilePage() {
  const { id } = useParams();
  const userId = parseUserId(id);
  const query = usePublicProfile(userId);
  const notFound = userId === null || (query.error instanceof ApiError && query.error.status === 404);
  useDocumentTitle(query.data ? displayName(query.data.user) : notFound ? 'User not found' : 'Member Profile');

  if (notFound) {
    return (
      <Page>
        <StateMessage kind="empty" title={PROFILE_TEXT.userNotFound}>
          <ButtonLink to="/collections" variant="secondary">
            Browse collections
          </ButtonLink>
        </StateMessage>
      </Page>
    );
  }
  if (query.isPending) {
    return (
      <Page>
        <StateMessage kind="loading" title="Loading profile..." />
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page>
        <StateMessage kind="error" title={PROFILE_TEXT.loadFailed}>
          <RetryButton query={query} />
        </StateMessage>
      </Page>
    );
  }
  return <PublicProfile data={query.data} />;
}

function PublicProfile({ data }: { data: PublicProfileResponse }) {
  const { user } = data;
  const session = useSession();
  const name = displayName(user);
  const isSelf = session.loggedIn && session.user !== null && String(session.user.id) === String(user.id);
  const pvp = pvpStat(data.pvp_rating, data.pvp_rank);
  const puzzle = puzzleStat(data.puzzle_score, data.puzzle_rank);
  const wishlistItems = data.wishlist?.items ?? [];

  return (
    <Page className="flex flex-col gap-10">
      <section className="relative overflow-hidden rounded-card bg-surface shadow-card">
        <div aria-hidden className="h-24 bg-gradient-to-r from-sky via-zap to-hot sm:h-28" />
        <div className="flex flex-col gap-6 px-5 pb-6 sm:px-8 sm:pb-8">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:gap-6">
            <Avatar
              url={user.avatar_url}
              name={name}
              seed={user.username}
              alt={`${name}'s profile photo`}
              className="-mt-12 size-24 border-4 border-surface text-4xl shadow-card sm:-mt-14 sm:size-28 sm:text-5xl"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h1 className="text-3xl font-extrabold leading-tight text-ink break-words sm:text-4xl">{name}</h1>
              <p className="font-bold text-muted">@{user.username}</p>
            </div>
            {isSelf ? (
              <div className="sm:self-end">
                <ButtonLink to="/profile" variant="secondary" className="min-w-32">
                  <span aria-hidden>✏️</span> Edit profile
                </ButtonLink>
              </div>
            ) : (
              <div className="grid grid-cols-2 gap-2 sm:flex sm:max-w-md sm:flex-wrap sm:items-start sm:justify-end sm:self-end">
                {session.loggedIn ? (
                  <FollowButton userId={user.id} following={data.is_following} name={name} className="col-span-2" />
                ) : (
                  <FollowLoginLink className="col-span-2" />
                )}
                {session.loggedIn && <BlockButton userId={user.id} name={name} />}
                <ReportUserButton
                  userId={user.id}
                  name={name}
                  className={session.loggedIn ? undefined : 'col-span-2'}
                />
              </div>
            )}
          </div>

          {user.bio && <p className="prose-dd whitespace-pre-line break-words">{user.bio}</p>}

          <dl className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4">
            <StatTile label="Followers" value={formatCount(data.followers)} />
            <StatTile label="Following" value={formatCount(data.following)} />
            <StatTile label="PvP Rating" value={pvp.value} detail={pvp.rank} muted={!pvp.known} />
            <StatTile label="Puzzle Score" value={puzzle.value} detail={puzzle.rank} muted={!puzzle.known} />
          </dl>
        </div>
      </section>

      {data.wishlist && wishlistItems.length > 0 && (
        <section aria-labelledby="wishlist-heading" className="flex flex-col gap-5">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="wishlist-heading" className="text-2xl font-extrabold text-ink">
              Wishlist
            </h2>
            <Link
              to={`/wishlist/share/${encodeURIComponent(data.wishlist.share_slug)}`}
              className="inline-flex min-h-11 items-center font-bold text-zap underline-offset-2 hover:underline"
            >
              Open shared wishlist <span aria-hidden>&nbsp;→</span>
            </Link>
          </div>
          <WishlistItemGrid items={wishlistItems} label={`${name}'s wishlist products`} />
        </section>
      )}

      <RecentThreads threads={data.threads} name={name} />
    </Page>
  );
}
