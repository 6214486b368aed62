import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_TEXT, POINTS, registerFormSchema, href } from '@dd/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../lib/use-session';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TextField } from '../../components/text-field';
import { useRegister } from './api';
import { AuthShell, authLinkClass } from './auth-shell';
import { LoggedInNotice } from './logged-in-notice';
import { PasswordField } from '../../components/password-field';
import { registerRedirect } from './register-redirect';
import { RegisterSuccess } from './register-success';
import { FormAlert } from '../../components/form-alert';
import { UsernameField } from './username-field';

/** /register: create an account, log in automatically, then redirect (storefront spec sections 4, 5, 8). */
export default function RegisterPage() {
  useDocumentTitle('Sign Up');
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const signUp = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', password: '', confirm_password: '', subscribe_newsletter: false },
  });

  const redirect = signUp.data
    ? registerRedirect({
        newsletterSubscribed: signUp.data.response.newsletter_subscribed,
        autoLoggedIn: signUp.data.autoLoggedIn,
      })
    : null;
  const redirectTo = redirect?.to;
  const redirectDelay = redirect?.delayMs;
  useEffect(() => {
    if (redirectTo === undefined) return;
    const timer = window.setTimeout(() => void navigate(redirectTo, { replace: true }), redirectDelay);
    return () => window.clearTimeout(timer);
  }, [redirectTo, redirectDelay, navigate]);

  const onSubmit = handleSubmit((values) => {
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
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Sign up" className="flex flex-col gap-5">
          <UsernameField label="Username" error={errors.username?.message} {...register('username')} />
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...register('confirm_password')}
          />
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border-2 border-sun bg-sun/20 px-4 py-3 font-bold text-ink">
            <input type="checkbox" className="size-5 shrink-0 accent-hot-dark" {...register('subscribe_newsletter')} />
            <span className="flex-1">{AUTH_TEXT.newsletterLabel}</span>
            <span aria-hidden className="rounded-pill bg-hot-dark px-2 py-0.5 text-xs text-white">
              +{POINTS.newsletter}
            </span>
          </label>
          {signUp.isError && <FormAlert>{errorMessage(signUp.error, AUTH_TEXT.registrationFailed)}</FormAlert>}
          <Button type="submit" size="lg" disabled={signUp.isPending} className="w-full">
            {signUp.isPending ? 'Creating account...' : 'Create Account'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
