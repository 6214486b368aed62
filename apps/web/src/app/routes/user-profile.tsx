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
};

/** /user/{id}: a member's public profile with moderation's block and report buttons and their public wishlist. */
export default function UserProfileRoute() {
  return <UserProfilePage {...slots} />;
}
