import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { useSession } from '../lib/use-session';
import { SignInPage } from './sign-in-page';

interface MembersOnlyProps {
  /** The tab's title, and the prompt a visitor gets instead of the page. */
  texts: { title: string; mustLogIn: string };
  /** Where the sign-in comes back to: this page. */
  returnTo: string;
  /** The page a member sees (mounted only then, so its queries run only for a member). */
  children: ReactNode;
}

/** A members-only page: its title in the tab; a member sees the page, a visitor the sign-in prompt. */
export function MembersOnly({ texts, returnTo, children }: MembersOnlyProps) {
  useDocumentTitle(texts.title);
  const { loggedIn } = useSession();
  return loggedIn ? children : <SignInPage message={texts.mustLogIn} returnTo={returnTo} />;
}
