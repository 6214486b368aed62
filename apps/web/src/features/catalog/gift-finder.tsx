import { useId } from 'react';
import { Button } from '../../components/button';
import { cn } from '../../lib/cn';
import { hasGiftFilters, type GiftFilters, type GiftFinderOptions, type GiftOption } from './gift-filters';

interface GiftFinderProps {
  options: GiftFinderOptions;
  filters: GiftFilters;
  onChange: (patch: Partial<GiftFilters>) => void;
  onClear: () => void;
  /** A heading of its own (the /collections page); beside a product list it is a plain filter row. */
  heading?: boolean;
  className?: string;
}

export const GIFT_FINDER_TITLE = 'Gift finder';

/** The three selects, in the order they show: which filter each sets and where its choices come from. */
const SELECTS: ReadonlyArray<{
  filter: keyof GiftFilters;
  choices: keyof GiftFinderOptions;
  label: string;
  anyLabel: string;
  className?: string;
}> = [
  { filter: 'recipient', choices: 'recipients', label: "Who's it for?", anyLabel: 'Anyone' },
  { filter: 'occasion', choices: 'occasions', label: 'Occasion', anyLabel: 'Any occasion' },
  {
    filter: 'priceBand',
    choices: 'priceBands',
    label: 'Budget',
    anyLabel: 'Any price',
    className: 'col-span-2 sm:col-span-1',
  },
];
export const CLEAR_FILTERS_TEXT = 'Clear filters';

/** Recipient, occasion and price band selects; the choices live in the URL. */
export function GiftFinder({ options, filters, onChange, onClear, heading = false, className }: GiftFinderProps) {
  const headingId = useId();
  const active = hasGiftFilters(filters);
  // No choices yet: the options are loading. The finder keeps its size with its selects disabled.
  const loading = options.recipients.length + options.occasions.length + options.priceBands.length === 0;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={cn('rounded-card border-2 border-line bg-surface p-4 sm:p-5', className)}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        {heading ? (
          <h2 id={headingId} className="text-2xl font-extrabold text-ink sm:text-3xl">
            <span aria-hidden>🎁 </span>
            {GIFT_FINDER_TITLE}
          </h2>
        ) : (
          <p id={headingId} className="text-base font-extrabold text-ink">
            <span aria-hidden>🎁 </span>
            {GIFT_FINDER_TITLE}
          </p>
        )}
        {active && (
          <Button variant="ghost" size="sm" onClick={onClear} className="underline underline-offset-4">
            {CLEAR_FILTERS_TEXT}
          </Button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {SELECTS.map(({ filter, choices, label, anyLabel, className: selectClass }) => (
          <FinderSelect
            key={filter}
            className={selectClass}
            label={label}
            anyLabel={anyLabel}
            options={options[choices]}
            value={filters[filter]}
            onChange={(value) => onChange({ [filter]: value })}
            disabled={loading}
          />
        ))}
      </div>
    </section>
  );
}

function FinderSelect({
  className,
  label,
  anyLabel,
  options,
  value,
  onChange,
  disabled,
}: {
  className?: string;
  disabled: boolean;
  label: string;
  anyLabel: string;
  options: GiftOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  // A value from a link that is not (or no longer) an option still shows, so the list and the select agree.
  const known = value === '' || options.some((o) => o.id === value);
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-bold text-ink-soft">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className={cn(
          'min-h-11 w-full min-w-0 cursor-pointer rounded-pill disabled:cursor-wait border-2 bg-surface px-3 text-sm font-bold text-ink transition hover:border-ink-soft/40 focus:border-zap sm:px-4',
          value ? 'border-zap' : 'border-line',
        )}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
        {!known && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}
