import { href, SETTINGS_TEXT } from '@dd/contracts';
import { Heart, LogOut, Settings, ShieldCheck, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { buttonClasses } from '../../components/button';
import { cn } from '../../lib/cn';
import { userLabel } from '../../lib/session-user';
import { useSession } from '../../lib/use-session';

const iconLink =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition hover:bg-line aria-[current=page]:bg-line';

/**
 * A member's header links: Admin (admins only, labelled), wishlist, profile, settings and Logout. A chunk of its own:
 * a first visit, logged out, never loads it.
 */
export function MemberLinks({ mobile = false, onNavigate }: { mobile?: boolean; onNavigate?: () => void }) {
  const { user, logout } = useSession();
  const name = userLabel(user);
  return (
    <div className={cn('flex items-center gap-1', mobile && 'w-full flex-wrap justify-between gap-2')}>
      {user?.is_admin && (
        <NavLink
          to={href('adminDashboard')}
          onClick={onNavigate}
          className={cn(iconLink, 'w-auto gap-1.5 rounded-pill px-3 text-sm font-bold')}
        >
          <ShieldCheck aria-hidden className="size-5" />
          Admin
        </NavLink>
      )}
      <NavLink to={href('wishlist')} onClick={onNavigate} className={iconLink} aria-label="Wishlist" title="Wishlist">
        <Heart aria-hidden className="size-6" />
      </NavLink>
      <NavLink
        to={href('profile')}
        onClick={onNavigate}
        className={cn(iconLink, mobile && 'w-auto gap-2 rounded-pill px-2 text-base font-bold')}
        aria-label={mobile ? undefined : `Profile: ${name}`}
        title={name}
      >
        {user?.avatar_url ? (
          <img src={user.avatar_url} alt="" className="size-9 rounded-full border-2 border-zap object-cover" />
        ) : (
          <UserRound aria-hidden className="size-6" />
        )}
        {mobile && <span>{name}</span>}
      </NavLink>
      <NavLink
        to={href('settings')}
        onClick={onNavigate}
        className={iconLink}
        aria-label={SETTINGS_TEXT.menuLink}
        title={SETTINGS_TEXT.menuLink}
      >
        <Settings aria-hidden className="size-6" />
      </NavLink>
      <button
        type="button"
        onClick={() => {
          void logout();
          onNavigate?.();
        }}
        className={buttonClasses('ghost', 'sm', 'whitespace-nowrap px-3')}
      >
        <LogOut aria-hidden className="size-4" />
        Logout
      </button>
    </div>
  );
}
