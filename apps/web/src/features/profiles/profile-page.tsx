import { PROFILE_TEXT, formatCount, type OwnProfileResponse } from '@dd/contracts';
import { Link } from 'react-router';
import { useSession } from '../../lib/use-session';
import { ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { StateMessage } from '../../components/state-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { loginPathFor } from '../../lib/safe-next-path';
import { useOwnProfile } from './api';
import { Avatar } from '../../components/avatar';
import { BlockedUsers } from '../moderation/blocked-users';
import { ProfileEditForm } from './profile-edit-form';
import { displayName } from '../../lib/display-name';
import { ProfileWishlist } from '../wishlist/profile-wishlist';
import { StatTile } from './stat-tile';
import { RetryButton } from '../../components/retry-button';

/** /profile: the member's own profile, its edit form and wishlist (community spec section 2). */
export default function ProfilePage() {
  useDocumentTitle('My Profile');
  const { loggedIn } = useSession();
  const query = useOwnProfile(loggedIn);

  if (!loggedIn) {
    return (
      <Page>
        <StateMessage kind="empty" title={PROFILE_TEXT.mustLogIn}>
          <ButtonLink to={loginPathFor('/profile')}>Log In</ButtonLink>
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
  return <OwnProfile data={query.data} />;
}

function OwnProfile({ data }: { data: OwnProfileResponse }) {
  const { user } = data;
  const name = displayName(user);
  return (
    <Page className="flex flex-col gap-10">
      <section className="relative overflow-hidden rounded-card bg-surface shadow-card">
        <div aria-hidden className="h-24 bg-gradient-to-r from-hot via-zap to-sky sm:h-28" />
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
            <Link
              to={`/user/${user.id}`}
              className="inline-flex min-h-11 items-center gap-1 self-start font-bold text-zap underline-offset-2 hover:underline sm:self-end"
            >
              View public profile <span aria-hidden>→</span>
            </Link>
          </div>
          <dl className="grid grid-cols-3 gap-2 sm:gap-4">
            <StatTile label="Followers" value={formatCount(data.followers)} />
            <StatTile label="Following" value={formatCount(data.following)} />
            <StatTile
              label="Points"
              value={formatCount(data.total_points)}
              detail={
                <Link to="/rewards" className="text-zap underline-offset-2 hover:underline">
                  Rewards
                </Link>
              }
            />
          </dl>
        </div>
      </section>

      <section aria-labelledby="edit-profile-heading" className="rounded-card bg-surface p-5 shadow-card sm:p-8">
        <h2 id="edit-profile-heading" className="mb-6 text-2xl font-extrabold text-ink">
          Edit profile
        </h2>
        <div className="max-w-2xl">
          <ProfileEditForm key={user.id} user={user} />
        </div>
      </section>

      <ProfileWishlist />

      <BlockedUsers />
    </Page>
  );
}
