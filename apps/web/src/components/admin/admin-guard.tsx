import { ADMIN_TEXT } from '@dd/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../lib/use-session';
import { Page } from '../page';
import { StateMessage } from '../state-message';
import { loginPathFor } from '../../lib/safe-next-path';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';

/** How long a member sees 'Access denied. Redirecting...' before going home. */
export const ACCESS_DENIED_REDIRECT_MS = 1500;

/**
 * The admin route guard (storefront spec section 6): logged out -> /login (and back here after), a member
 * who is not an admin -> / with 'Access denied. Redirecting...'. The server checks every admin call too;
 * this only spares members a page of errors.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { loggedIn, user } = useSession();
  const location = useLocation();
  if (!loggedIn) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  if (!user?.is_admin) return <AccessDenied />;
  return <>{children}</>;
}

function AccessDenied() {
  useDelayedNavigate('/', ACCESS_DENIED_REDIRECT_MS, { replace: true });
  return (
    <Page>
      <StateMessage kind="error" title={ADMIN_TEXT.accessDenied} />
    </Page>
  );
}
