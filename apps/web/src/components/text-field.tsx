import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../lib/cn';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Inline validation message; marks the field invalid when set. */
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  /** A control inside the input's right end (e.g. Show/Hide), given the input's id. */
  trailing?: (inputId: string) => ReactNode;
}

/** A labelled input with its hint and inline error wired up for screen readers. */
export function TextField({ label, error, hint, className, ref, trailing, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-bold text-ink">
        {label}
      </label>
      <div className="relative flex flex-col">
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={cn(
            'min-h-12 rounded-2xl border-2 bg-surface px-4 text-base text-ink placeholder:text-muted',
            'focus:border-zap focus-visible:outline-offset-0',
            error ? 'border-danger' : 'border-line',
            trailing && 'pr-24',
            className,
          )}
          {...input}
        />
        {trailing?.(id)}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-bold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
