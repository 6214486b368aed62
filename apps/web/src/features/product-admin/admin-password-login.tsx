import { ADMIN_TEXT, type AdminListProduct } from '@dd/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { PasswordField } from '../../components/password-field';
import { loginFailureMessage } from './admin-product-errors';
import { fetchAdminProducts } from './api';
import { FormAlert } from '../../components/form-alert';

interface AdminPasswordLoginProps {
  /** Why the page came back here (the password stopped working). */
  notice: string | null;
  /** The name of a suggested product waiting to be added after the login. */
  suggestion: string | null;
  onLoggedIn: (password: string, products: AdminListProduct[]) => void;
}

/**
 * The logged-out state of the product admin page (storefront spec sections 4, 5): the shared admin
 * password, checked by loading the product list with it.
 */
export function AdminPasswordLogin({ notice, suggestion, onLoggedIn }: AdminPasswordLoginProps) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (checking) return;
    setFailure(null);
    if (password === '') {
      setFieldError(ADMIN_TEXT.passwordRequired);
      return;
    }
    setFieldError(undefined);
    setChecking(true);
    try {
      const products = await fetchAdminProducts(password);
      onLoggedIn(password, products);
    } catch (err) {
      setFailure(loginFailureMessage(err));
      setChecking(false);
    }
  };

  return (
    <section
      aria-labelledby="admin-password-title"
      className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-card bg-surface p-6 shadow-card sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <span aria-hidden className="text-4xl">
          🔐
        </span>
        <h2 id="admin-password-title" className="text-2xl font-extrabold text-ink">
          Admin Password
        </h2>
        <p className="text-ink-soft">
          Adding, editing, deleting and refreshing products takes the shared admin password. It stays in this tab only
          until you log out or leave the page.
        </p>
      </div>
      {suggestion !== null && (
        <p role="status" className="rounded-2xl bg-sun/20 px-4 py-3 text-ink">
          After the password, the add form opens with the suggestion{suggestion ? ` “${suggestion}”` : ''}.
        </p>
      )}
      {notice && <FormAlert>{notice}</FormAlert>}
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label="Admin password login"
        className="flex flex-col gap-5"
      >
        <PasswordField
          label="Admin Password"
          autoComplete="current-password"
          name="admin-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (fieldError) setFieldError(undefined);
          }}
          error={fieldError}
        />
        {failure && <FormAlert>{failure}</FormAlert>}
        <Button type="submit" size="lg" disabled={checking} className="w-full">
          {checking ? 'Checking...' : 'Unlock product admin'}
        </Button>
      </form>
    </section>
  );
}
