import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../lib/cn';
import { controlClasses, describedBy, FieldFrame } from './field-frame';

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
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="relative flex flex-col">
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={controlClasses(error, cn('min-h-12', trailing && 'pr-24', className))}
          {...input}
        />
        {trailing?.(id)}
      </div>
    </FieldFrame>
  );
}
