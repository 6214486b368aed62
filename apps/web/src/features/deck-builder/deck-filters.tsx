import { useId } from 'react';
import type { RarityFilter, SortKey, TypeFilter } from './deck-builder-rules';
import { SAMPLE_RARITIES, SAMPLE_TYPES } from './sample-cards';

interface DeckFiltersProps {
  type: TypeFilter;
  rarity: RarityFilter;
  sort: SortKey;
  onType: (type: TypeFilter) => void;
  onRarity: (rarity: RarityFilter) => void;
  onSort: (sort: SortKey) => void;
}

/** The Type and Rarity filters and the sort (by name or rarity). */
export function DeckFilters({ type, rarity, sort, onType, onRarity, onSort }: DeckFiltersProps) {
  return (
    <div className="grid w-full grid-cols-3 gap-2 sm:w-auto sm:gap-3">
      <Select label="Type" value={type} options={['All', ...SAMPLE_TYPES]} onChange={(v) => onType(v as TypeFilter)} />
      <Select
        label="Rarity"
        value={rarity}
        options={['All', ...SAMPLE_RARITIES]}
        onChange={(v) => onRarity(v as RarityFilter)}
      />
      <Select
        label="Sort by"
        value={sort}
        options={['name', 'rarity']}
        labels={{ name: 'Name', rarity: 'Rarity' }}
        onChange={(v) => onSort(v as SortKey)}
      />
    </div>
  );
}

interface SelectProps {
  label: string;
  value: string;
  options: readonly string[];
  labels?: Record<string, string>;
  onChange: (value: string) => void;
}

function Select({ label, value, options, labels, onChange }: SelectProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-bold uppercase tracking-wide text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-11 min-w-0 rounded-2xl border-2 border-line bg-surface px-3 font-bold text-ink focus:border-zap focus:outline-none sm:min-w-32"
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {labels?.[o] ?? o}
          </option>
        ))}
      </select>
    </div>
  );
}
