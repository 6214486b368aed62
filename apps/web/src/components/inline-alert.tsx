import type { ReactNode } from 'react';

/** A one-line failure beside the control it is about (a button, a row), read out as it appears; nothing without it. */
export function InlineAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-sm font-bold text-danger">
      {children}
    </p>
  );
}
