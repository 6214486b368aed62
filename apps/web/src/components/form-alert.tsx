import type { ReactNode } from 'react';

/** Why a form's action failed, read out as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-2xl bg-danger/5 px-4 py-3 font-bold text-danger">
      {children}
    </p>
  );
}
