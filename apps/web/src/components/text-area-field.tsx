import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { controlClasses, describedBy, FieldFrame } from './field-frame';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Inline validation message; marks the field invalid when set. */
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** TextField's look for a multi-line text: label, hint and inline error wired up for screen readers. */
export function TextAreaField({ label, error, hint, className, ref, rows = 3, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClasses(error, cn('min-h-24 py-3 leading-relaxed', className))}
        {...rest}
      />
    </FieldFrame>
  );
}
