import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A failure on a game's dark or coloured panel, on white so the red reads; nothing without it. */
export function PanelAlert({ children, className }: { children: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p role="alert" className={cn('rounded-2xl bg-white px-4 py-2 font-bold text-danger', className)}>
      {children}
    </p>
  );
}
