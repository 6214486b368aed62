import type { ReactNode } from 'react';
import { Page } from '../../components/page';
import { EmojiTile } from '../../components/emoji-tile';

interface AuthShellProps {
  emoji: string;
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  /** The line under the card, e.g. the link to the other form. */
  footer?: ReactNode;
}

/** The centred card the login and register screens share. */
export function AuthShell({ emoji, title, subtitle, children, footer }: AuthShellProps) {
  return (
    <Page className="flex justify-center">
      <div className="w-full max-w-md">
        <header className="mb-6 flex flex-col items-center gap-3 text-center sm:mb-8">
          <EmojiTile
            emoji={emoji}
            className="size-18 rotate-[-6deg] rounded-3xl bg-sun/50 text-4xl shadow-card sm:size-20 sm:text-5xl"
          />
          <h1 className="text-4xl font-extrabold leading-tight text-ink sm:text-5xl">{title}</h1>
          <p className="max-w-sm leading-relaxed text-ink-soft">{subtitle}</p>
        </header>
        <div className="rounded-card bg-surface p-5 shadow-card sm:p-8">{children}</div>
        {footer && <div className="mt-6 text-center text-ink-soft">{footer}</div>}
      </div>
    </Page>
  );
}

/** An inline text link in the auth screens' footers. */
export const authLinkClass =
  'inline-flex min-h-11 items-center font-bold text-zap underline underline-offset-2 hover:text-zap-dark';
