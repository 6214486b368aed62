import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import { HeaderIcon } from './header-icon';
import { searchHref } from './nav-items';

// Loaded on the first focus, so the suggestions cost the first page load nothing.
const SearchSuggestions = lazy(() =>
  import('../../features/catalog/search-suggestions').then((m) => ({ default: m.SearchSuggestions })),
);

/** Header search: suggests while typing, submits to /search?q= (the catalog's search page does the rest). */
export function SearchBox({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [suggesting, setSuggesting] = useState(false);
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(searchHref(query));
    setQuery('');
    onSearch?.();
  };
  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative flex items-center', className)}>
      <label className="sr-only" htmlFor={id}>
        Search products
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onFocus={() => setSuggesting(true)}
        placeholder="Search weird finds..."
        enterKeyHint="search"
        autoComplete="off"
        className="min-h-11 w-full min-w-0 rounded-pill border-2 border-line bg-paper py-2 pl-5 pr-12 text-base text-ink placeholder:text-muted focus:border-zap focus:bg-surface focus-visible:outline-offset-0"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute right-0.5 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-lg hover:bg-line"
      >
        <HeaderIcon name="search" className="size-5 text-ink-soft" />
      </button>
      {suggesting && (
        <Suspense fallback={null}>
          <SearchSuggestions
            inputRef={inputRef}
            text={query}
            onPick={() => {
              setQuery('');
              onSearch?.();
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
