import { AUTH_TEXT, href, RECOVERY_TEXT } from '@dd/contracts';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLogin } from './api';
import { AuthShell, authLinkClass } from './auth-shell';
import { LoggedInNotice } from './logged-in-notice';
import { loginFormSchema } from './login-form';
import { PasswordField } from '../../components/password-field';
import { nextPathFromLocation } from '../../lib/safe-next-path';
import { FormEnd } from '../../components/form-end';
import { useZodForm } from '../../lib/use-zod-form';
import { UsernameField } from './username-field';

/** /login: username (or e-mail) and password; back to where the user came from on success (spec sections 5, 8). */
export default function LoginPage() {
  useDocumentTitle('Login');
  const { loggedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const { field, submitWith } = useZodForm(loginFormSchema, { username: '', password: '' });

  const onSubmit = submitWith((values) => {
    if (login.isPending) return;
    login.mutate(values, {
      onSuccess: () => void navigate(nextPathFromLocation(location.search, location.state), { replace: true }),
    });
  });

  // A successful login also flips `loggedIn`; the form stays until the navigation above lands.
  const showNotice = loggedIn && login.isIdle;

  return (
    <AuthShell
      emoji="🔑"
      title="Log In"
      subtitle="Welcome back! Your wishlist and your points are right where you left them."
      footer={
        showNotice ? undefined : (
          <p>
            New here?{' '}
            <Link to={href('register')} className={authLinkClass}>
              Create an account
            </Link>
          </p>
        )
      }
    >
      {showNotice ? (
        <LoggedInNotice />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Log in" className="flex flex-col gap-5">
          <UsernameField label="Username or email" {...field('username')} />
          <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
          <p className="-mt-3 flex justify-end">
            <Link to={href('forgotPassword')} className={authLinkClass}>
              {RECOVERY_TEXT.forgotLink}
            </Link>
          </p>
          <FormEnd
            action={login}
            texts={{ failed: AUTH_TEXT.loginFailed, pending: 'Logging in...', submit: 'Log In' }}
          />
        </form>
      )}
    </AuthShell>
  );
}
