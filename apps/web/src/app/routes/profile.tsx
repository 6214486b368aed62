import { BlockedUsers } from '../../features/moderation/blocked-users';
import ProfilePage from '../../features/profiles/profile-page';
import { ProfileWishlist } from '../../features/wishlist/profile-wishlist';

/** /profile: the member's own profile with their wishlist and the members they blocked. */
export default function ProfileRoute() {
  return <ProfilePage wishlist={<ProfileWishlist />} blockedUsers={<BlockedUsers />} />;
}
