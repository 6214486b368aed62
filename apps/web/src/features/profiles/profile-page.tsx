import { href, PROFILE_TEXT, SETTINGS_TEXT, formatCount, type OwnProfileResponse } from '@dd/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { inPage, Page } from '../../components/page';
import { QueryState } from '../../components/query-state';
import { MembersOnly } from '../../components/members-only';
import { useOwnProfile } from './api';
import { ProfileEditForm } from './profile-edit-form';
import { displayName } from '../../lib/display-name';
import { ProfileHeader } from './profile-header';
import { StatTile } from './stat-tile';

const profileLink = 'inline-flex min-h-11 items-center gap-1 font-bold text-zap underline-offset-2 hover:underline';

/** What other features add to the own profile; the app fills them in, as features do not import each other. */
interface ProfilePageProps {
  /** 'My Wishlist' (or 'Create Wishlist'). */
  wishlist: ReactNode;
  /** The members this member blocked. */
  blockedUsers: ReactNode;
}

/** /profile: the member's own profile, its edit form, wishlist and blocked users (community spec section 2). */
export default function ProfilePage(props: ProfilePageProps) {
  return (
    <MembersOnly texts={{ title: 'My Profile', mustLogIn: PROFILE_TEXT.mustLogIn }} returnTo={href('profile')}>
      <OwnProfileLoader {...props} />
    </MembersOnly>
  );
}

function OwnProfileLoader(props: ProfilePageProps) {
  const query = useOwnProfile();
  return (
    <QueryState query={query} loading="Loading profile..." error={PROFILE_TEXT.loadFailed} frame={inPage}>
      {(data) => <OwnProfile data={data} {...props} />}
    </QueryState>
  );
}

function OwnProfile({ data, wishlist, blockedUsers }: { data: OwnProfileResponse } & ProfilePageProps) {
  const { user } = data;
  const name = displayName(user);
  return (
    <Page className="flex flex-col gap-10">
      <ProfileHeader
        user={user}
        name={name}
        banner="own"
        actions={
          <div className="flex flex-wrap gap-x-5 self-start sm:self-end">
            <Link to={href('userProfile', { id: user.id })} className={profileLink}>
              View public profile <span aria-hidden>→</span>
            </Link>
            <Link to={href('settings')} className={profileLink}>
              {SETTINGS_TEXT.title} <span aria-hidden>→</span>
            </Link>
          </div>
        }
      >
        <dl className="grid grid-cols-3 gap-2 sm:gap-4">
          <StatTile label="Followers" value={formatCount(data.followers)} />
          <StatTile label="Following" value={formatCount(data.following)} />
          <StatTile
            label="Points"
            value={formatCount(data.total_points)}
            detail={
              <Link to={href('rewards')} className="text-zap underline-offset-2 hover:underline">
                Rewards
              </Link>
            }
          />
        </dl>
      </ProfileHeader>

      <section aria-labelledby="edit-profile-heading" className="rounded-card bg-surface p-5 shadow-card sm:p-8">
        <h2 id="edit-profile-heading" className="mb-6 text-2xl font-extrabold text-ink">
          Edit profile
        </h2>
        <div className="max-w-2xl">
          <ProfileEditForm key={user.id} user={user} />
        </div>
      </section>

      {wishlist}

      {blockedUsers}
    </Page>
  );
}
