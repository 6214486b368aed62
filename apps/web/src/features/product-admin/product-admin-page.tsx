import { ADMIN_TEXT, type AdminListProduct, type AdminProductForm } from '@dd/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AdminLayout } from '../../components/admin/admin-layout';
import { AdminPasswordLogin } from './admin-password-login';
import { prefillForm } from './admin-product-form';
import { AdminProductsWorkspace } from './admin-products-workspace';
import { adminProductKeys } from './query-keys';

interface PasswordSession {
  /** Held in this component's state only: never stored, never put into a URL. */
  password: string;
  products: AdminListProduct[];
  prefill: AdminProductForm | null;
  /** A new workspace per login, so nothing of an earlier one survives. */
  id: number;
}

/**
 * /admin: the product admin page (storefront spec sections 2, 4, 5, 7, 8). Logged out it asks for the
 * shared admin password; logged in it lists, adds, edits, deletes and refreshes products. Logging out, or
 * the password failing later, drops the password, the list and the forms.
 */
export default function ProductAdminPage() {
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [session, setSession] = useState<PasswordSession | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const logins = useRef(0);
  const prefill = useMemo(() => prefillForm(location.state), [location.state]);

  const end = useCallback(
    (message: string | null) => {
      queryClient.removeQueries({ queryKey: adminProductKeys.list });
      setSession(null);
      setNotice(message);
    },
    [queryClient],
  );
  const onSessionError = useCallback(() => end(ADMIN_TEXT.passwordSessionError), [end]);
  const onLogout = useCallback(() => end(null), [end]);

  const onLoggedIn = (password: string, products: AdminListProduct[]) => {
    queryClient.removeQueries({ queryKey: adminProductKeys.list });
    logins.current += 1;
    setSession({ password, products, prefill, id: logins.current });
    setNotice(null);
    // The suggestion is used once: a later login starts with an empty form.
    if (prefill) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };

  return (
    <AdminLayout title="Product Admin" subtitle="Add, edit, delete and refresh the products of the storefront.">
      {session ? (
        <AdminProductsWorkspace
          key={session.id}
          password={session.password}
          initialProducts={session.products}
          initialAdd={session.prefill}
          onSessionError={onSessionError}
          onLogout={onLogout}
        />
      ) : (
        <AdminPasswordLogin notice={notice} suggestion={prefill ? prefill.name : null} onLoggedIn={onLoggedIn} />
      )}
    </AdminLayout>
  );
}
