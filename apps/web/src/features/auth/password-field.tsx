import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '../../lib/cn';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled password input with a Show/Hide button (storefront spec section 5: the password can be shown). */
export function PasswordField({ label, error, className, ref, ...input }: PasswordFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const [shown, setShown] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-bold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          type={shown ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={cn(
            'min-h-12 w-full rounded-2xl border-2 bg-surface py-2 pl-4 pr-24 text-base text-ink placeholder:text-muted',
            'focus:border-zap focus-visible:outline-offset-0',
            error ? 'border-danger' : 'border-line',
            className,
          )}
          {...input}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-controls={id}
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          className="absolute inset-y-0 right-1 my-auto flex h-11 min-w-11 items-center gap-1 rounded-pill px-3 text-sm font-bold text-zap hover:bg-line hover:text-zap-dark"
        >
          <span aria-hidden>{shown ? '🙈' : '👀'}</span>
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-bold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
