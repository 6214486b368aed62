import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface SectionHeadingProps {
  emoji: string;
  title: string;
  id: string;
  more?: { to: string; label: string };
  children?: ReactNode;
}

/** The big, emoji-led heading each home section opens with. */
export function SectionHeading({ emoji, title, id, more, children }: SectionHeadingProps) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
      <div>
        <h2 id={id} className="flex items-center gap-3 text-[1.7rem] font-extrabold leading-tight sm:text-4xl">
          <span aria-hidden>{emoji}</span>
          {title}
        </h2>
        {children && <p className="mt-1 text-ink-soft">{children}</p>}
      </div>
      {more && (
        <Link
          to={more.to}
          className="inline-flex min-h-11 items-center font-bold text-zap underline-offset-4 hover:text-zap-dark hover:underline"
        >
          {more.label} <span aria-hidden>&nbsp;→</span>
        </Link>
      )}
    </div>
  );
}
