import { lazy, memo, Suspense } from 'react';
import { cn } from '../../lib/cn';
import type { HeaderIconName } from './header-icons';

// The icon set's runtime is not first-load weight: the server's HTML already draws these icons, and the
// chunk (shared with the navigation's) hydrates them a moment later. The box keeps their size meanwhile.
const Icon = lazy(() => import('./header-icons').then((m) => ({ default: m.HeaderIconSvg })));

/**
 * An icon of the header's first screen (logo mark, search, menu, the newsletter's mail) or of the footer's logo. Decoration only: the control around it
 * carries the label. `pointer-events-none`: a tap lands on the control, which is hydrated with the page,
 * never on an icon still waiting for its chunk. Memo: a re-render of the header right after hydration (the
 * phone's media query) must not reach a boundary still waiting for its chunk, which would drop the server's
 * icon for the empty fallback.
 */
export const HeaderIcon = memo(function HeaderIcon({ name, className }: { name: HeaderIconName; className: string }) {
  return (
    <span aria-hidden className={cn('pointer-events-none flex shrink-0', className)}>
      <Suspense fallback={null}>
        <Icon name={name} className="size-full" />
      </Suspense>
    </span>
  );
});
