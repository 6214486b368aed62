import { Link, NavLink } from 'react-router';
import { buttonClasses } from '../../components/button';
import { cn } from '../../lib/cn';
import { userLabel } from '../../lib/session-user';
import { useSession } from '../../lib/use-session';

const iconLink =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-xl transition hover:bg-line aria-[current=page]:bg-line';

/** Login and Sign Up, or wishlist, profile and Logout once a token is stored (spec section 2); admins get an Admin link. */
export function AccountLinks({ mobile = false, onNavigate }: { mobile?: boolean; onNavigate?: () => void }) {
  const { loggedIn, user, logout } = useSession();

  if (!loggedIn) {
    return (
      <div className={cn('flex items-center gap-2', mobile && 'w-full')}>
        <Link
          to="/login"
          onClick={onNavigate}
          className={buttonClasses('ghost', 'sm', cn('whitespace-nowrap', mobile && 'flex-1 border-2 border-line'))}
        >
          Login
        </Link>
        <Link
          to="/register"
          onClick={onNavigate}
          className={buttonClasses('secondary', 'sm', cn('whitespace-nowrap', mobile && 'flex-1'))}
        >
          Sign Up
        </Link>
      </div>
    );
  }

  const name = userLabel(user);
  return (
    <div className={cn('flex items-center gap-1', mobile && 'w-full justify-between')}>
      {user?.is_admin && (
        <NavLink to="/admin-dashboard" onClick={onNavigate} className={iconLink} aria-label="Admin" title="Admin">
          <span aria-hidden>🛠️</span>
        </NavLink>
      )}
      <NavLink to="/wishlist" onClick={onNavigate} className={iconLink} aria-label="Wishlist" title="Wishlist">
        <span aria-hidden>❤️</span>
      </NavLink>
      <NavLink
        to="/profile"
        onClick={onNavigate}
        className={cn(iconLink, mobile && 'w-auto gap-2 rounded-pill px-2 text-base font-bold')}
        aria-label={mobile ? undefined : `Profile: ${name}`}
        title={name}
      >
        {user?.avatar_url ? (
          <img src={user.avatar_url} alt="" className="size-9 rounded-full border-2 border-zap object-cover" />
        ) : (
          <span aria-hidden>👤</span>
        )}
        {mobile && <span>{name}</span>}
      </NavLink>
      <button
        type="button"
        onClick={() => {
          void logout();
          onNavigate?.();
        }}
        className={buttonClasses('ghost', 'sm', 'whitespace-nowrap px-3')}
      >
        Logout
      </button>
    </div>
  );
}
