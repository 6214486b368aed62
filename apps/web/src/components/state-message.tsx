import { lazy, memo, Suspense, useEffect, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import type { StateIcon as StateIconComponent } from './state-icon';

let iconChunk: Promise<{ default: typeof StateIconComponent }> | null = null;
function loadStateIcon() {
  iconChunk ??= import('./state-icon').then((m) => ({ default: m.StateIcon }));
  return iconChunk;
}
const StateIcon = lazy(loadStateIcon);

interface StateMessageProps {
  kind: 'loading' | 'empty' | 'error';
  title: string;
  children?: ReactNode;
  className?: string;
}

/** One look for every loading, empty and error state. */
export function StateMessage({ kind, title, children, className }: StateMessageProps) {
  // Most empty and failed states follow a loading one: the icon's chunk is fetched meanwhile.
  useEffect(() => {
    if (kind === 'loading') void loadStateIcon();
  }, [kind]);
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
        <KindIcon kind={kind} />
      )}
      <p className="text-lg font-bold">{title}</p>
      {children}
    </div>
  );
}

/**
 * Only empty and failed states need the icon: its chunk stays out of every page's first load. Memo: a new
 * render of the message (its children) must not reach a server-rendered icon still waiting for its chunk.
 */
const KindIcon = memo(function KindIcon({ kind }: { kind: 'empty' | 'error' }) {
  return (
    <Suspense fallback={<span aria-hidden className="size-10" />}>
      <StateIcon kind={kind} />
    </Suspense>
  );
});
