import { useEffect, useId, useState, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { IMAGE_ACCEPT } from '../../lib/image-file';
import type { OptionGroup } from './catalogue-forms';

/** A white card with a heading: one block of the page. */
export function Section({
  title,
  emoji,
  children,
  className,
  actions,
}: {
  title: string;
  emoji: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('flex min-w-0 flex-col gap-5 rounded-card bg-surface p-4 shadow-card sm:p-6', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-extrabold text-ink sm:text-2xl">
          <span aria-hidden>{emoji} </span>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm font-bold text-danger">
      {error}
    </p>
  ) : null;
}

const controlClasses = (error: string | undefined) =>
  cn(
    'rounded-2xl border-2 bg-surface px-4 text-base text-ink placeholder:text-muted focus:border-zap focus-visible:outline-offset-0',
    error ? 'border-danger' : 'border-line',
  );

export function TextArea({
  label,
  error,
  hint,
  ref,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-bold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        className={cn(controlClasses(error), 'min-h-24 py-3 leading-relaxed')}
        {...rest}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  value,
  onChange,
  groups,
  placeholder,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  groups: OptionGroup[];
  placeholder: string;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-bold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(controlClasses(error), 'min-h-12 cursor-pointer')}
      >
        <option value="">{placeholder}</option>
        {groups.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}

/** A file input for JPEG, PNG or WebP with a preview of the picked image. */
export function ImageField({
  label,
  file,
  onChange,
  error,
  inputKey,
}: {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  /** Changing it empties the input (after a successful submit). */
  inputKey: number;
}) {
  const id = useId();
  const preview = useObjectUrl(file);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-bold text-ink">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img
            src={preview}
            alt="Preview of the chosen image"
            className="size-20 rounded-2xl object-cover shadow-card"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-20 items-center justify-center rounded-2xl border-2 border-dashed border-line text-3xl"
          >
            🖼️
          </span>
        )}
        <input
          key={inputKey}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={cn(
            'min-w-0 flex-1 text-sm text-ink-soft',
            'file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-pill file:border-2 file:border-ink file:bg-surface file:px-4 file:font-bold file:text-ink hover:file:bg-ink hover:file:text-white',
          )}
        />
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        JPEG, PNG or WebP.
      </p>
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The outcome of a submit: a success line or an error alert. */
export function FormNotice({ notice }: { notice: { kind: 'success' | 'error'; text: ReactNode } | null }) {
  if (!notice) return null;
  return (
    <p
      role={notice.kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-2xl px-4 py-3 text-sm font-bold',
        notice.kind === 'error' ? 'bg-danger/10 text-danger' : 'bg-success/10 text-success',
      )}
    >
      {notice.text}
    </p>
  );
}
