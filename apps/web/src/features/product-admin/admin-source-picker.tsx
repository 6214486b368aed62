import type { ProductSource } from '@dd/contracts';
import { cn } from '../../lib/cn';
import type { EditorFieldsProps } from './admin-editor-fields';

const SOURCES: Array<{ id: ProductSource; label: string }> = [
  { id: 'amazon', label: 'Amazon' },
  { id: 'other', label: 'Other retailer' },
];

/** Amazon or another retailer: what the rest of the form asks for. */
export function AdminSourcePicker({ form, set }: Pick<EditorFieldsProps, 'form' | 'set'>) {
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="mb-2 font-bold text-ink">Source</legend>
      <div className="flex flex-wrap gap-2">
        {SOURCES.map((s) => (
          <label
            key={s.id}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-pill border-2 px-4 font-bold transition-colors',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-zap',
              form.source === s.id
                ? 'border-ink bg-ink text-white'
                : 'border-line bg-surface text-ink hover:border-ink',
            )}
          >
            <input
              type="radio"
              name="source"
              value={s.id}
              className="size-4 accent-hot"
              checked={form.source === s.id}
              onChange={() => set('source', s.id)}
            />
            {s.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
