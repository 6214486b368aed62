import { href } from '@dd/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/use-session';

const MemberLinks = lazy(() => import('./member-links').then((m) => ({ default: m.MemberLinks })));

/** Login and Sign Up, or wishlist, profile and Logout once a token is stored (spec section 2); admins get an Admin link. */
export function AccountLinks({ mobile = false, onNavigate }: { mobile?: boolean; onNavigate?: () => void }) {
  const { loggedIn } = useSession();

  if (!loggedIn) {
    return (
      <div className={cn('flex items-center gap-2', mobile && 'w-full')}>
        <Link
          to={href('login')}
          onClick={onNavigate}
          className={buttonClasses('ghost', 'sm', cn('whitespace-nowrap', mobile && 'flex-1 border-2 border-line'))}
        >
          Login
        </Link>
        <Link
          to={href('register')}
          onClick={onNavigate}
          className={buttonClasses('secondary', 'sm', cn('whitespace-nowrap', mobile && 'flex-1'))}
        >
          Sign Up
        </Link>
      </div>
    );
  }

  // The member's links come in a chunk of their own; the box keeps their place meanwhile.
  return (
    <Suspense fallback={<div aria-hidden className={cn('h-11', mobile ? 'w-full' : 'w-52')} />}>
      <MemberLinks mobile={mobile} {...(onNavigate ? { onNavigate } : {})} />
    </Suspense>
  );
}
