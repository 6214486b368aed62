import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** Page width and padding used by every screen. */
export function Page({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12', className)}>{children}</div>;
}

/** A state message in the page's frame, for a screen whose content brings its own (QueryState's `frame`). */
export function inPage(state: ReactNode) {
  return <Page>{state}</Page>;
}
