import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { loginPathFor } from '../lib/safe-next-path';
import { ButtonLink } from './button';

interface SignInPromptProps {
  /** The page's own words for a visitor, e.g. 'Please log in to view your rewards.' */
  message: string;
  /** Where the login brings them back to, e.g. '/rewards'. */
  returnTo: string;
  /** A line more under the message. */
  children?: ReactNode;
}

/** What a members-only page shows a visitor: its message, Log In (and back here afterwards) and a way to sign up. */
export function SignInPrompt({ message, returnTo, children }: SignInPromptProps) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-card bg-surface px-6 py-10 text-center shadow-card">
      <span aria-hidden className="text-5xl">
        🔒
      </span>
      <p className="text-xl font-extrabold text-ink">{message}</p>
      {children && <p className="text-ink-soft">{children}</p>}
      <ButtonLink to={loginPathFor(returnTo)} size="lg">
        Log In
      </ButtonLink>
      <p className="text-ink-soft">
        No account yet?{' '}
        <Link to="/register" className="font-bold text-zap underline underline-offset-2 hover:text-zap-dark">
          Sign up free
        </Link>
      </p>
    </div>
  );
}
