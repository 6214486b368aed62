import type { ReactNode } from 'react';
import { ButtonLink } from './button';
import type { CallToAction } from './call-to-action-links';
import { Page } from './page';

interface NotFoundProps {
  /** The page's one <h1>: the spec's words for what was not found ('Product not found', 'Thread not found.'). */
  title: string;
  /** The big picture above the title: an emoji, or the 404 mark of an unknown path. Decoration only. */
  art?: ReactNode;
  /** A line or two under the title: what may have happened, how many products there are instead. */
  children?: ReactNode;
  /** The ways back into the site, under the text. */
  actions?: ReactNode;
  /** Or just the one way back (a secondary button): to the list the missing thing was in. */
  back?: CallToAction;
}

/**
 * The one look of every not-found page (unknown path, product, collection, post, thread, member, shared
 * wishlist): a page of its own, so its title is the page's <h1> and the heading outline starts there.
 */
export function NotFound({ title, art = '🧭', children, actions, back }: NotFoundProps) {
  const ways = actions ?? (back && <BackButton {...back} />);
  return (
    <Page className="flex justify-center">
      <section className="flex w-full max-w-2xl flex-col items-center gap-5 py-6 text-center sm:py-12">
        <div aria-hidden className="font-display text-7xl font-extrabold text-hot sm:text-8xl">
          {art}
        </div>
        <h1 className="text-3xl font-extrabold text-ink break-words sm:text-5xl">{title}</h1>
        {children && (
          <div className="flex max-w-md flex-col gap-2 text-lg leading-relaxed text-ink-soft">{children}</div>
        )}
        {ways && (
          <div className="flex w-full flex-col items-center gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
            {ways}
          </div>
        )}
      </section>
    </Page>
  );
}

function BackButton({ to, label }: CallToAction) {
  return (
    <ButtonLink to={to} variant="secondary">
      {label}
    </ButtonLink>
  );
}
