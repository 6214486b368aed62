import { AUTH_TEXT, POINTS, registerFormSchema, href } from '@dd/contracts';
import { Link } from 'react-router';
import { useSession } from '../../lib/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRegister } from './api';
import { AuthShell, authLinkClass } from './auth-shell';
import { EmailField } from './email-field';
import { LoggedInNotice } from './logged-in-notice';
import { PasswordField } from '../../components/password-field';
import { registerRedirect } from './register-redirect';
import { RegisterSuccess } from './register-success';
import { FormEnd } from '../../components/form-end';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { useZodForm } from '../../lib/use-zod-form';
import { UsernameField } from './username-field';

/** /register: create an account, log in automatically, then redirect (storefront spec sections 4, 5, 8). */
export default function RegisterPage() {
  useDocumentTitle('Sign Up');
  const { loggedIn } = useSession();
  const signUp = useRegister();
  const { register, field, submitWith } = useZodForm(registerFormSchema, {
    username: '',
    email: '',
    password: '',
    confirm_password: '',
    subscribe_newsletter: false,
  });

  const redirect = signUp.data
    ? registerRedirect({
        newsletterSubscribed: signUp.data.response.newsletter_subscribed,
        autoLoggedIn: signUp.data.autoLoggedIn,
      })
    : null;
  useDelayedNavigate(redirect?.to, redirect?.delayMs ?? 0, { replace: true });

  const onSubmit = submitWith((values) => {
    if (!signUp.isPending) signUp.mutate(values);
  });

  // The auto-login flips `loggedIn` mid-flow; the notice is for arriving here already logged in.
  const showNotice = loggedIn && signUp.isIdle;

  return (
    <AuthShell
      emoji="🪩"
      title="Sign Up"
      subtitle={`Keep a wishlist, share it with friends and collect points. Tick the newsletter box for ${POINTS.newsletter} points right away.`}
      footer={
        showNotice || signUp.isSuccess ? undefined : (
          <p>
            Already have an account?{' '}
            <Link to={href('login')} className={authLinkClass}>
              Log in
            </Link>
          </p>
        )
      }
    >
      {showNotice ? (
        <LoggedInNotice />
      ) : signUp.data && redirect ? (
        <RegisterSuccess result={signUp.data} to={redirect.to} />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Sign up" className="flex flex-col gap-5">
          <UsernameField label="Username" {...field('username')} />
          <EmailField label="Email" inputMode="email" {...field('email')} />
          <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
          <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirm_password')} />
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border-2 border-sun bg-sun/20 px-4 py-3 font-bold text-ink">
            <input type="checkbox" className="size-5 shrink-0 accent-hot-dark" {...register('subscribe_newsletter')} />
            <span className="flex-1">{AUTH_TEXT.newsletterLabel}</span>
            <span aria-hidden className="rounded-pill bg-hot-dark px-2 py-0.5 text-xs text-white">
              +{POINTS.newsletter}
            </span>
          </label>
          <FormEnd
            action={signUp}
            texts={{ failed: AUTH_TEXT.registrationFailed, pending: 'Creating account...', submit: 'Create Account' }}
          />
        </form>
      )}
    </AuthShell>
  );
}
