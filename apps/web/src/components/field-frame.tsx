import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** The ids a control names in `aria-describedby`: its hint and its error, when shown. */
export function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A text control's box: the site's border, marked red while its field has an error. */
export function controlClasses(error: string | undefined, className?: string): string {
  return cn(
    'rounded-2xl border-2 bg-surface px-4 text-base text-ink placeholder:text-muted',
    'focus:border-zap focus-visible:outline-offset-0',
    error ? 'border-danger' : 'border-line',
    className,
  );
}

/**
 * A form field's frame: its label (for the control with `id`), the control, its hint and its inline error, with the
 * ids `describedBy` gives the control, so screen readers read both.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-bold text-ink">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-bold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
