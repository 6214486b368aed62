import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { PhotoPicker } from '../../components/photo-picker';
import { cn } from '../../lib/cn';
import { useObjectUrl } from '../../lib/use-object-url';
import type { OptionGroup } from './taxonomy-forms';

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

/** The image of a category or product: the shared photo picker with a thumbnail of the picked image. */
export function ImageField({
  label,
  file,
  onChange,
  error,
  inputKey,
}: {
  label: string;
  file: File | null;
  onChange: (file: File) => void;
  error?: string | undefined;
  /** Changing it empties the input (after a successful submit). */
  inputKey: number;
}) {
  const preview = useObjectUrl(file);
  return (
    <PhotoPicker
      legend={label}
      chooseText={file ? 'Choose another image' : 'Choose an image'}
      onPick={onChange}
      // The form checks the file when it is sent, with the spec's message.
      check={null}
      resetKey={inputKey}
      preview={
        preview ? (
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
        )
      }
      hint="JPEG, PNG or WebP."
      error={error}
    />
  );
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
