import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../button';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatCount } from '@dd/contracts';
import { pageCount } from '../../lib/format';
import { InlineAlert } from '../inline-alert';

/** A white card with a heading: one block of an admin screen. */
export function Panel({
  title,
  actions,
  children,
  className,
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('flex min-w-0 flex-col gap-4 rounded-card bg-surface p-4 shadow-card sm:p-6', className)}>
      {title || actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {title ? <h2 className="text-xl font-extrabold text-ink">{title}</h2> : null}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** One figure of the dashboard; a link when the figure has its own screen. */
export function StatCard({ label, value, emoji, to }: { label: string; value: number; emoji: string; to?: string }) {
  const body = (
    <>
      <span aria-hidden className="text-2xl">
        {emoji}
      </span>
      <span className="text-xs font-bold uppercase tracking-wide text-muted">{label}</span>
      <span className="font-display text-3xl font-extrabold leading-tight text-ink sm:text-4xl">
        {formatCount(value)}
      </span>
    </>
  );
  const classes = 'flex h-full min-h-32 flex-col gap-1 rounded-card bg-surface p-4 shadow-card sm:p-5';
  return to ? (
    <Link to={to} className={cn(classes, 'transition hover:-translate-y-0.5 hover:shadow-pop')}>
      {body}
    </Link>
  ) : (
    <div className={classes}>{body}</div>
  );
}

/** 'Page 2 of 5 · 107 users' with Previous and Next. */
export function Pager({
  page,
  total,
  pageSize,
  noun,
  onPage,
  busy = false,
}: {
  page: number;
  total: number;
  pageSize: number;
  /** What the rows are, singular and plural: ['user', 'users']. */
  noun: [string, string];
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  const pages = pageCount(total, pageSize);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm font-bold text-ink-soft" aria-live="polite">
        Page {formatCount(page)} of {formatCount(pages)} · {formatCount(total)} {total === 1 ? noun[0] : noun[1]}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          ← Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
          Next →
        </Button>
      </div>
    </nav>
  );
}

/** A search field that applies as you type (after a short pause) or on Enter. */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  maxLength = 100,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
  /** The server's limit for the query. */
  maxLength?: number;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // What this box last asked for, and the value it last saw: when the value changes to something it did
  // not ask for (back button, a cleared filter), the box shows it; its own searches never undo typing.
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) setText(value);
  }
  const search = useCallback(
    (q: string) => {
      setSent(q);
      onSearch(q);
    },
    [onSearch],
  );
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => search(text.trim()), 350);
    return () => window.clearTimeout(timer);
  }, [text, value, search]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full min-w-0 flex-col gap-2 sm:max-w-sm">
      <label htmlFor={id} className="text-sm font-bold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(e) => setText(e.target.value)}
        className="min-h-11 rounded-pill border-2 border-line bg-surface px-4 text-base text-ink placeholder:text-muted focus:border-zap"
      />
    </form>
  );
}

/** A row of pill buttons choosing one filter value (pressed = current); wraps on a phone. */
export function FilterChips<T extends string>({
  label,
  options,
  active,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ id: T; label: string; ariaLabel?: string }>;
  active: T | null;
  onChange: (id: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.id === active;
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={pressed}
            aria-label={option.ariaLabel}
            onClick={() => onChange(option.id)}
            className={cn(
              'inline-flex min-h-11 items-center rounded-pill border-2 px-4 text-sm font-bold whitespace-nowrap transition-colors',
              pressed ? 'border-ink bg-ink text-white' : 'border-line bg-surface text-ink hover:border-ink',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

const PILL_TONES = {
  good: 'bg-success/10 text-success',
  quiet: 'bg-line text-ink-soft',
  warn: 'bg-sun/30 text-ink',
  hot: 'bg-hot/10 text-hot-dark',
} as const;

export function Pill({ tone, children }: { tone: keyof typeof PILL_TONES; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-pill px-3 py-1 text-xs font-bold uppercase tracking-wide whitespace-nowrap',
        PILL_TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

/** A row's action failed: the server's reason, read out. */
export function InlineError({ error, fallback }: { error: unknown; fallback: string }) {
  return <InlineAlert>{Boolean(error) && errorMessage(error, fallback)}</InlineAlert>;
}
