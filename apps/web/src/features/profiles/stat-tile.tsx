import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface StatTileProps {
  label: string;
  value: ReactNode;
  /** A line under the figure, such as a rank. */
  detail?: ReactNode;
  /** A missing figure ('Unrated') is set smaller and quieter than a real one. */
  muted?: boolean;
  className?: string;
}

/** One figure of a profile: followers, points, a game rating. A <div> inside a <dl>. */
export function StatTile({ label, value, detail, muted = false, className }: StatTileProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5 rounded-2xl bg-paper px-4 py-3', className)}>
      <dt className="text-xs font-bold uppercase tracking-wide text-muted">{label}</dt>
      <dd
        className={cn(
          'font-display font-extrabold leading-tight',
          muted ? 'text-lg text-ink-soft' : 'text-2xl text-ink sm:text-3xl',
        )}
      >
        {value}
      </dd>
      {detail && <dd className="text-sm font-bold text-ink-soft">{detail}</dd>}
    </div>
  );
}
