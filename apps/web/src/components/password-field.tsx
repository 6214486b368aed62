import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { TextField } from './text-field';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled password input with a Show/Hide button (storefront spec section 5: the password can be shown). */
export function PasswordField({ label, ...input }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...input}
      trailing={(inputId) => (
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-controls={inputId}
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          className="absolute inset-y-0 right-1 my-auto flex h-11 min-w-11 items-center gap-1 rounded-pill px-3 text-sm font-bold text-zap hover:bg-line hover:text-zap-dark"
        >
          <span aria-hidden>{shown ? '🙈' : '👀'}</span>
          {shown ? 'Hide' : 'Show'}
        </button>
      )}
    />
  );
}
