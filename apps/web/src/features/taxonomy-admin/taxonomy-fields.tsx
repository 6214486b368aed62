import { useId, type ReactNode } from 'react';
import { controlClasses, describedBy, FieldFrame } from '../../components/field-frame';
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
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        className={controlClasses(error, 'min-h-12 cursor-pointer')}
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
    </FieldFrame>
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
