import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { EmojiTile } from './emoji-tile';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Big emoji or logo shown beside the title. */
  art?: ReactNode;
  /** A line above the title, such as a back link. */
  eyebrow?: ReactNode;
  className?: string;
}

/** The big display heading the catalog screens open with. */
export function PageHeader({ title, subtitle, art, eyebrow, className }: PageHeaderProps) {
  return (
    <header className={cn('mb-5 flex flex-col gap-2 sm:mb-10 sm:gap-3', className)}>
      {eyebrow}
      {/* Art beside the title on phones too: stacked, it pushed the page's content out of the first screen. */}
      <div className="flex items-start gap-4 sm:items-center sm:gap-6">
        {art}
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-[2rem] font-extrabold leading-[1.05] text-ink sm:text-5xl lg:text-6xl">{title}</h1>
          {subtitle && <p className="max-w-2xl text-base leading-relaxed text-ink-soft sm:text-lg">{subtitle}</p>}
        </div>
      </div>
    </header>
  );
}

/** A small "← Somewhere" link above a heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 self-start rounded-pill pr-3 text-sm font-bold text-zap hover:text-zap-dark"
    >
      <span aria-hidden>←</span>
      {children}
    </Link>
  );
}

/** The emoji tile beside a collection's title. */
export function EmojiArt({ emoji, className }: { emoji: string; className?: string }) {
  return (
    <EmojiTile
      emoji={emoji}
      className={cn('size-16 rounded-3xl bg-sun/40 text-4xl shadow-card sm:size-24 sm:text-6xl', className)}
    />
  );
}
