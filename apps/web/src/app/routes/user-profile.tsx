import { REPLAY_TEXT } from '@dd/contracts';
import { FinishedMatches } from '../../features/card-game/finished/finished-matches';
import { BlockButton } from '../../features/moderation/block-button';
import { ReportUserButton } from '../../features/moderation/report-user-button';
import UserProfilePage, { type PublicProfileSlots } from '../../features/profiles/user-profile-page';
import { PublicWishlist } from '../../features/wishlist/public-wishlist';

const slots: PublicProfileSlots = {
  memberActions: ({ userId, name, loggedIn }) => (
    <>
      {loggedIn && <BlockButton userId={userId} name={name} />}
      <ReportUserButton userId={userId} name={name} className={loggedIn ? undefined : 'col-span-2'} />
    </>
  ),
  wishlist: (wishlist, name) => <PublicWishlist wishlist={wishlist} name={name} />,
  cardGames: ({ userId, name }) => (
    <FinishedMatches userId={userId} title={REPLAY_TEXT.recentCardGames} empty={REPLAY_TEXT.noGames(name)} />
  ),
};

/**
 * /user/{id}: a member's public profile with moderation's block and report buttons, their public wishlist and
 * their recent card games (with replays).
 */
export default function UserProfileRoute() {
  return <UserProfilePage {...slots} />;
}
