import { href } from '@dd/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** A part of a profile's forum activity: its heading (`id` names it for the section), then its list or its note. */
export function ActivitySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-extrabold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Rows that each link to a forum thread, in one card. */
export function ThreadLinkList({ children }: { children: ReactNode }) {
  return (
    <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-card bg-surface shadow-card">
      {children}
    </ul>
  );
}

/** One row of a ThreadLinkList; `className` lays out its content. */
export function ThreadLinkItem({
  threadId,
  className,
  children,
}: {
  threadId: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        to={href('forumThread', { threadId })}
        className={cn(
          'flex min-h-14 flex-col gap-1 px-5 py-3 transition hover:bg-line/50 focus-visible:outline-offset-[-3px]',
          className,
        )}
      >
        {children}
      </Link>
    </li>
  );
}
