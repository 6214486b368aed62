import { formatPrice, href, productEndpoints, type SearchSuggestions as Suggestions } from '@dd/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../lib/api-client';

/** Typing pauses shorter than this ask for no suggestions. */
export const SUGGEST_DEBOUNCE_MS = 200;

interface Option {
  key: string;
  href: string;
  label: string;
  kind: 'product' | 'collection';
  detail: string;
  imageUrl?: string;
  emoji?: string;
}

function optionsOf(data: Suggestions | undefined): Option[] {
  if (!data) return [];
  return [
    ...data.collections.map((c) => ({
      key: `c-${c.id}`,
      href: c.href,
      label: c.name,
      kind: 'collection' as const,
      detail: 'Collection',
      emoji: c.emoji,
    })),
    ...data.products.map((p) => ({
      key: `p-${p._id}`,
      href: href('product', { id: p._id }),
      label: p.name,
      kind: 'product' as const,
      detail: p.price === null ? 'Product' : formatPrice(p.price),
      imageUrl: p.imageUrl,
    })),
  ];
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

interface SearchSuggestionsProps {
  /** The search input this list belongs to: it becomes the combobox (attributes and keys are set on it). */
  inputRef: RefObject<HTMLInputElement | null>;
  text: string;
  /** Called after a suggestion was chosen (the page navigates to it). */
  onPick?: () => void;
}

/**
 * Suggestions while typing, as the ARIA combobox pattern's listbox: the input keeps focus, Arrow keys move
 * through the options (aria-activedescendant), Enter opens the active one or submits the search and closes the
 * list, as Escape and a click outside (the input's blur) do.
 * Rendered inside the search form, which is `relative`.
 */
export function SearchSuggestions({ inputRef, text, onPick }: SearchSuggestionsProps) {
  const listId = useId();
  const navigate = useNavigate();
  const q = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const [focused, setFocused] = useState(
    () => typeof document !== 'undefined' && document.activeElement === inputRef.current,
  );
  const { data } = useQuery({
    queryKey: ['catalog', 'suggestions', q],
    queryFn: ({ signal }) => call(productEndpoints.suggestions, { query: { q } }, { signal }),
    // Only for a visitor in the box: a search page opened with a text asks nothing until it is typed in.
    enabled: focused && q.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const options = text.trim() && q ? optionsOf(data) : [];
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const open = focused && !dismissed && options.length > 0;
  const optionId = (i: number) => `${listId}-o${i}`;

  // A new text shows the list again, with nothing active. Trimmed: the search box trims a submitted text, and that
  // must not reopen the list the submit closed.
  const [seen, setSeen] = useState(text.trim());
  if (seen !== text.trim()) {
    setSeen(text.trim());
    setActive(-1);
    setDismissed(false);
  }

  const pick = (option: Option) => {
    setDismissed(true);
    onPick?.();
    void navigate(option.href);
  };

  // The input is the combobox: its role and state attributes follow the list.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    input.setAttribute('aria-expanded', String(open));
    if (open && active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
  });

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && open) {
        e.preventDefault();
        setDismissed(true);
      } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (options.length === 0) return;
        e.preventDefault();
        setDismissed(false);
        const last = options.length - 1;
        setActive((i) => (e.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
      } else if (e.key === 'Enter' && open && active >= 0) {
        const option = options[active];
        if (option) {
          e.preventDefault();
          pick(option);
        }
      }
    };
    // A submitted search shows its results: the list must not stay over them (a phone's Search key keeps focus
    // in the input, so blur never closes it there). The next keystroke shows it again.
    const onSubmit = () => setDismissed(true);
    const form = input.form;
    input.addEventListener('focus', onFocus);
    // Typing means focus too (an autofocused input was focused before this listener existed).
    input.addEventListener('input', onFocus);
    input.addEventListener('blur', onBlur);
    input.addEventListener('keydown', onKeyDown);
    form?.addEventListener('submit', onSubmit);
    return () => {
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('input', onFocus);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('keydown', onKeyDown);
      form?.removeEventListener('submit', onSubmit);
    };
  });

  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="Suggestions"
      hidden={!open}
      className="absolute left-0 right-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border-2 border-line bg-surface p-1 text-left shadow-lg"
    >
      {options.map((option, i) => (
        <li
          key={option.key}
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          // Keep focus in the input: a click picks without blurring it first.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => pick(option)}
          className={
            'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-1.5 text-sm text-ink ' +
            (i === active ? 'bg-line' : 'hover:bg-paper')
          }
        >
          {option.imageUrl ? (
            <img
              src={option.imageUrl}
              alt=""
              width={32}
              height={32}
              className="size-8 shrink-0 rounded-lg object-cover"
            />
          ) : (
            <span aria-hidden className="flex size-8 shrink-0 items-center justify-center text-lg">
              {option.emoji}
            </span>
          )}
          <span className="min-w-0 flex-1 truncate font-bold">{option.label}</span>
          <span className="shrink-0 text-xs text-muted">{option.detail}</span>
        </li>
      ))}
    </ul>
  );
}
