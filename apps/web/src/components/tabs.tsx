import { cn } from '../lib/cn';

interface TabsProps<T extends string> {
  tabs: Array<{ id: T; label: string }>;
  active: T;
  onChange: (id: T) => void;
  label: string;
}

export function Tabs<T extends string>({ tabs, active, onChange, label }: TabsProps<T>) {
  return (
    <div role="tablist" aria-label={label} className="inline-flex gap-1 rounded-pill bg-line p-1">
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          aria-selected={active === t.id}
          onClick={() => onChange(t.id)}
          className={cn(
            'min-h-11 rounded-pill px-5 text-sm font-bold transition',
            active === t.id ? 'bg-surface text-ink shadow-card' : 'text-ink-soft hover:text-ink',
          )}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
