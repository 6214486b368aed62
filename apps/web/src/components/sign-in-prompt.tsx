import { href } from '@dd/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { loginPathFor } from '../lib/safe-next-path';
import { ButtonLink } from './button';
import { EmojiBlock } from './emoji-block';

interface SignInPromptProps {
  /** The page's own words for a visitor, e.g. 'Please log in to view your rewards.' */
  message: string;
  /** Where the login brings them back to, e.g. '/rewards'. */
  returnTo: string;
  /** A line more under the message. */
  children?: ReactNode;
  /** The page has no heading of its own for a visitor: the message is its `<h1>`. */
  asPageTitle?: boolean;
}

/** What a members-only page shows a visitor: its message, Log In (and back here afterwards) and a way to sign up. */
export function SignInPrompt({ message, returnTo, children, asPageTitle = false }: SignInPromptProps) {
  const Message = asPageTitle ? 'h1' : 'p';
  return (
    <EmojiBlock emoji="🔒" className="mx-auto w-full max-w-xl gap-4 rounded-card bg-surface px-6 py-10 shadow-card">
      <Message className="text-xl font-extrabold text-ink">{message}</Message>
      {children && <p className="text-ink-soft">{children}</p>}
      <ButtonLink to={loginPathFor(returnTo)} size="lg">
        Log In
      </ButtonLink>
      <p className="text-ink-soft">
        No account yet?{' '}
        <Link to={href('register')} className="font-bold text-zap underline underline-offset-2 hover:text-zap-dark">
          Sign up free
        </Link>
      </p>
    </EmojiBlock>
  );
}
