import { lazy, Suspense, type ReactNode } from 'react';
import { cn } from '../lib/cn';

const StateIcon = lazy(() => import('./state-icon').then((m) => ({ default: m.StateIcon })));

interface StateMessageProps {
  kind: 'loading' | 'empty' | 'error';
  title: string;
  children?: ReactNode;
  className?: string;
}

/** One look for every loading, empty and error state. */
export function StateMessage({ kind, title, children, className }: StateMessageProps) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      aria-live="polite"
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center gap-3 rounded-card px-6 py-12 text-center',
        kind === 'error' ? 'bg-danger/5 text-danger' : 'text-ink-soft',
        className,
      )}
    >
      {kind === 'loading' ? (
        <span
          aria-hidden
          className="size-10 rounded-full border-4 border-line border-t-hot animate-[dd-spin_0.8s_linear_infinite]"
        />
      ) : (
        // Only empty and failed states need it: its chunk stays out of every page's first load.
        <Suspense fallback={<span aria-hidden className="size-10" />}>
          <StateIcon kind={kind} />
        </Suspense>
      )}
      <p className="text-lg font-bold">{title}</p>
      {children}
    </div>
  );
}
