import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { MAX_QUERY_LENGTH } from './collection-query';
import { SearchSuggestions } from './search-suggestions';

/** Typing pauses shorter than this do not start a new search. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The committed search text (from the URL). */
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  size?: 'md' | 'lg';
  autoFocus?: boolean;
  className?: string;
  /** Suggest products and collections while typing (the site-wide search; a collection's filter does not). */
  suggest?: boolean;
}

/** A search input that commits after a pause in typing, or at once on Enter. */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  size = 'md',
  autoFocus,
  className,
  suggest,
}: SearchBoxProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // Back/forward changes the URL under us: show what the URL says.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onChange(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <form
      role="search"
      className={cn('relative', className)}
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() !== value) onChange(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span aria-hidden className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-lg">
        🔎
      </span>
      <input
        ref={inputRef}
        id={id}
        type="search"
        autoComplete="off"
        value={text}
        maxLength={MAX_QUERY_LENGTH}
        autoFocus={autoFocus}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        enterKeyHint="search"
        className={cn(
          'w-full rounded-pill border-2 border-line bg-surface pl-12 pr-4 text-ink placeholder:text-muted',
          'transition hover:border-ink-soft/40 focus:border-zap focus:outline-none focus-visible:outline-none focus:ring-4 focus:ring-zap/20',
          size === 'lg' ? 'min-h-14 text-lg' : 'min-h-11 text-base',
        )}
      />
      {suggest && <SearchSuggestions inputRef={inputRef} text={text} />}
    </form>
  );
}
