import { MOBILE_BREAKPOINT_PX, type CardLogEntry } from '@dd/contracts';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { cn } from '../../../lib/cn';
import { moveLogTurns, type LogViewpoint } from './move-log-lines';
import { MOVE_LOG_TEXT as T } from './move-log-text';

const ICON: Record<CardLogEntry['type'], string> = { play_card: '🃏', end_turn: '↪️', timeout: '⏰', forfeit: '🏳️' };

/** Under 768 px the side panels give way to the compact stats (as the site header's breakpoint). */
const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

const subscribePhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Phones (under 768 px, where the side panels give way to the compact stats): the log goes below the board. */
export function usePhoneBoard(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/**
 * The board's move log (issue 22): every move of the match in words, by turn, newest at the bottom and kept in
 * view. Beside the table on wide screens; below the board on phones, where it folds to its latest line.
 */
export function MoveLog({
  entries,
  view,
  failed,
  foldable,
  className,
}: {
  entries: readonly CardLogEntry[];
  view: LogViewpoint;
  failed: boolean;
  /** Phones: a button folds the list to its latest line. */
  foldable: boolean;
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(!foldable);
  const turns = useMemo(() => moveLogTurns(entries, view), [entries, view]);
  const latest = turns.at(-1)?.lines.at(-1);
  const listRef = useRef<HTMLOListElement>(null);

  // The newest line in view inside the list, without scrolling the page.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [latest?.n, open]);

  // Screen readers hear the other player's moves as they come (their own they made); not the log as first read.
  const seen = useRef<number | null>(null);
  const [announce, setAnnounce] = useState('');
  useEffect(() => {
    if (!latest) return;
    if (seen.current !== null && latest.n > seen.current && !latest.mine) setAnnounce(latest.text);
    seen.current = latest.n;
  }, [latest]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="board-move-log"
      className={cn('flex min-h-0 flex-col gap-2 rounded-card bg-white/10 p-3 ring-1 ring-white/15', className)}
    >
      <header className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="px-1 text-sm font-extrabold uppercase tracking-wider text-white/80">
          📜 {T.title}
        </h2>
        {foldable && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-list`}
            onClick={() => setOpen((o) => !o)}
            className="rounded-pill bg-white/15 px-3 py-1 text-xs font-bold text-white ring-1 ring-white/25 hover:bg-white/25"
          >
            {open ? T.hide : T.show}
          </button>
        )}
      </header>
      {failed && entries.length === 0 ? (
        <p className="px-1 text-sm font-semibold text-white/70">{T.loadFailed}</p>
      ) : entries.length === 0 ? (
        <p className="px-1 text-sm font-semibold text-white/60">{T.empty}</p>
      ) : !open ? (
        <p className="truncate px-1 text-sm font-semibold text-white" data-testid="move-log-latest">
          <span aria-hidden>{latest ? ICON[latest.type] : ''} </span>
          {latest?.text}
        </p>
      ) : (
        <ol
          id={`${id}-list`}
          ref={listRef}
          // A scrolling region keyboard users can reach and scroll (it holds nothing focusable of its own).
          tabIndex={0}
          aria-labelledby={`${id}-title`}
          className="flex max-h-72 min-h-0 flex-col gap-0.5 overflow-y-auto pr-1 md:max-h-80"
          data-testid="move-log-list"
        >
          {turns.map((turn) => (
            <li key={turn.turn} className="flex flex-col">
              <span className="px-2 pb-0.5 pt-1.5 text-[11px] font-extrabold uppercase tracking-widest text-sun/90">
                {turn.title}
              </span>
              <ol className="flex flex-col gap-0.5">
                {turn.lines.map((line) => (
                  <li
                    key={line.n}
                    data-testid="move-log-line"
                    data-mine={line.mine ? 'true' : 'false'}
                    className={cn(
                      'flex items-start gap-2 rounded-lg border-l-4 px-2 py-1 text-sm',
                      line.mine ? 'border-sun/70' : 'border-sky/70',
                      line.n === latest?.n
                        ? 'bg-white/15 font-bold text-white motion-safe:animate-[dd-rise_0.3s_ease-out]'
                        : 'text-white/80',
                    )}
                  >
                    <span aria-hidden className="shrink-0">
                      {ICON[line.type]}
                    </span>
                    <span className="min-w-0 break-words">{line.text}</span>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      )}
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </section>
  );
}
