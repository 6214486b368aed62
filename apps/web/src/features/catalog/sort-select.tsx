import type { ProductSort } from '@dd/contracts';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { parseSort, SORT_OPTIONS } from './collection-query';

export function SortSelect({
  value,
  onChange,
  className,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="sr-only shrink-0 text-sm font-bold text-ink-soft sm:not-sr-only">
        Sort
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(parseSort(e.target.value))}
        className="min-h-11 w-full min-w-0 cursor-pointer rounded-pill border-2 border-line bg-surface px-3 text-sm sm:px-4 font-bold text-ink transition hover:border-ink-soft/40 focus:border-zap"
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
