import type { ReactNode } from 'react';
import { Page } from './page';
import { SignInPrompt } from './sign-in-prompt';

/** A members-only page as a visitor sees it: nothing but the sign-in prompt, whose message is the page's `<h1>`. */
export function SignInPage({
  message,
  returnTo,
  children,
}: {
  message: string;
  returnTo: string;
  children?: ReactNode;
}) {
  return (
    <Page>
      <SignInPrompt asPageTitle message={message} returnTo={returnTo}>
        {children}
      </SignInPrompt>
    </Page>
  );
}
