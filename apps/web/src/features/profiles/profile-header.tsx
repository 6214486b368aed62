import type { ReactNode } from 'react';
import { Avatar } from '../../components/avatar';
import { cn } from '../../lib/cn';

/** The banner's colours: the own profile runs hot to sky, someone else's sky to hot. */
const BANNERS = {
  own: 'from-hot via-zap to-sky',
  public: 'from-sky via-zap to-hot',
} as const;

interface ProfileHeaderProps {
  user: { username: string; avatar_url: string | null };
  /** The member's shown name (displayName). */
  name: string;
  banner: keyof typeof BANNERS;
  /** Beside the name: a link, or the follow, block and report buttons. */
  actions: ReactNode;
  /** Under the name: the bio and the figures. */
  children: ReactNode;
}

/** The card a profile opens with: banner, photo, name and @username, the actions and the figures. */
export function ProfileHeader({ user, name, banner, actions, children }: ProfileHeaderProps) {
  return (
    <section className="relative overflow-hidden rounded-card bg-surface shadow-card">
      <div aria-hidden className={cn('h-24 bg-gradient-to-r sm:h-28', BANNERS[banner])} />
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
          {actions}
        </div>
        {children}
      </div>
    </section>
  );
}
