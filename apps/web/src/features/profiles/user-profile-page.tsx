import { PROFILE_TEXT, formatCount, type PublicProfileResponse, href } from '@dd/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../lib/use-session';
import { ButtonLink } from '../../components/button';
import { inPage, Page } from '../../components/page';
import { QueryState } from '../../components/query-state';
import { NotFound } from '../../components/not-found';
import { RatingFigure } from '../../components/rating-figure';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePublicProfile } from './api';
import { FollowButton, FollowLoginLink } from './follow-button';
import { displayName } from '../../lib/display-name';
import { parseUserId, puzzleStat, pvpStat } from './profile-text';
import { RecentReplies } from './recent-replies';
import { RecentThreads } from './recent-threads';
import { ProfileHeader } from './profile-header';
import { StatTile } from './stat-tile';

/** What other features add to a public profile; the app fills them in, as features do not import each other. */
export interface PublicProfileSlots {
  /** Beside Follow when looking at someone else: Block/Unblock for members, Report for everyone. */
  memberActions: (member: { userId: number; name: string; loggedIn: boolean }) => ReactNode;
  /** The member's public wishlist, when they have one. */
  wishlist: (wishlist: NonNullable<PublicProfileResponse['wishlist']>, name: string) => ReactNode;
  /** The member's finished card games, each with its replay. */
  cardGames: (member: { userId: number; name: string }) => ReactNode;
}

/**
 * /user/{id}: a member's public profile (community spec sections 2, 4, 8): Follow (not while the viewer
 * blocks them), Block/Unblock for members looking at someone else, Report for everyone looking at someone else.
 */
export default function UserProfilePage(slots: PublicProfileSlots) {
  const { id } = useParams();
  const userId = parseUserId(id);
  const query = usePublicProfile(userId);
  const notFound = userId === null || (query.error instanceof ApiError && query.error.status === 404);
  useDocumentTitle(query.data ? displayName(query.data.user) : notFound ? 'User not found' : 'Member Profile');

  if (notFound) {
    return (
      <NotFound
        title={PROFILE_TEXT.userNotFound}
        art="👻"
        back={{ to: href('collections'), label: 'Browse collections' }}
      >
        <p>This member may have left, or the link has a typo.</p>
      </NotFound>
    );
  }
  return (
    <QueryState query={query} loading="Loading profile..." error={PROFILE_TEXT.loadFailed} frame={inPage}>
      {(data) => <PublicProfile data={data} viewerKnown={!query.isPlaceholderData} {...slots} />}
    </QueryState>
  );
}

function PublicProfile({
  data,
  viewerKnown,
  memberActions,
  wishlist,
  cardGames,
}: {
  data: PublicProfileResponse;
  /** False while a member sees the visitor's answer (the server's render) and their own is on its way. */
  viewerKnown: boolean;
} & PublicProfileSlots) {
  const { user } = data;
  const session = useSession();
  const name = displayName(user);
  const isSelf = session.loggedIn && session.user !== null && String(session.user.id) === String(user.id);
  const pvp = pvpStat(data.pvp_rating, data.pvp_rank, data.pvp_provisional);
  const puzzle = puzzleStat(data.puzzle_score, data.puzzle_rank);

  return (
    <Page className="flex flex-col gap-10">
      <ProfileHeader
        user={user}
        name={name}
        banner="public"
        actions={
          isSelf ? (
            <div className="sm:self-end">
              <ButtonLink to={href('profile')} variant="secondary" className="min-w-32">
                <span aria-hidden>✏️</span> Edit profile
              </ButtonLink>
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-2 sm:flex sm:max-w-md sm:flex-wrap sm:items-start sm:justify-end sm:self-end">
              {/* Someone the viewer blocked cannot be followed until the unblock (Unblock sits beside it). */}
              {!session.loggedIn ? (
                <FollowLoginLink className="col-span-2" />
              ) : !viewerKnown ? (
                <div aria-hidden className="col-span-2 min-h-11 min-w-32" />
              ) : data.is_blocked ? null : (
                <FollowButton userId={user.id} following={data.is_following} name={name} className="col-span-2" />
              )}
              {memberActions({ userId: user.id, name, loggedIn: session.loggedIn })}
            </div>
          )
        }
      >
        {user.bio && <p className="prose-dd whitespace-pre-line break-words">{user.bio}</p>}

        <dl className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4">
          <StatTile label="Followers" value={formatCount(data.followers)} />
          <StatTile label="Following" value={formatCount(data.following)} />
          <StatTile
            label="PvP Rating"
            value={<RatingFigure text={pvp.value} provisional={pvp.provisional} />}
            detail={pvp.rank}
            muted={!pvp.known}
          />
          <StatTile label="Puzzle Score" value={puzzle.value} detail={puzzle.rank} muted={!puzzle.known} />
        </dl>
      </ProfileHeader>

      {data.wishlist && wishlist(data.wishlist, name)}

      {cardGames({ userId: user.id, name })}

      <RecentThreads threads={data.threads} replies={data.replies.length} name={name} />
      <RecentReplies replies={data.replies} />
    </Page>
  );
}
