import { REPLAY_TEXT } from '@dd/contracts';
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';
import type { ReplayStep } from './replay-steps';

const ICON: Record<string, string> = { play_card: '🃏', end_turn: '↪️', timeout: '⏰', forfeit: '🏳️' };

/** The turn a step's action was made in (the deal opens turn 1). */
const turnOf = (steps: readonly ReplayStep[], index: number) =>
  (steps[Math.max(0, index - 1)] ?? steps[0])?.state.turnCount ?? 1;

/** The move log: every step in words, grouped by turn; the current one marked, any one a click away. */
export function MoveList({
  steps,
  current,
  onPick,
  className,
}: {
  steps: readonly ReplayStep[];
  current: number;
  onPick: (step: number) => void;
  className?: string;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // Keep the current move in view inside the list, without scrolling the page.
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!list || !item) return;
    const top = item.offsetTop - list.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top - 8;
    else if (top + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top + item.offsetHeight - list.clientHeight + 8;
    }
  }, [current]);

  return (
    <section
      aria-labelledby="move-log-title"
      className={cn('flex min-h-0 flex-col gap-2 rounded-card bg-white/10 p-3 ring-1 ring-white/15', className)}
    >
      <h2 id="move-log-title" className="px-1 text-sm font-extrabold uppercase tracking-wider text-white/80">
        {REPLAY_TEXT.moveLog} · {steps.length - 1}
      </h2>
      <ol ref={listRef} className="flex min-h-0 flex-1 flex-col gap-0.5 overflow-y-auto pr-1" data-testid="move-log">
        {steps.map((step, i) => {
          const turn = turnOf(steps, i);
          const newTurn = i === 0 || turn !== turnOf(steps, i - 1);
          const here = i === current;
          return (
            <li key={i} className="flex flex-col">
              {newTurn && (
                <span className="px-2 pb-0.5 pt-2 text-[11px] font-extrabold uppercase tracking-widest text-sun/90">
                  {REPLAY_TEXT.turn(turn)}
                </span>
              )}
              <button
                type="button"
                onClick={() => onPick(i)}
                aria-current={here ? 'step' : undefined}
                data-testid="move-log-item"
                className={cn(
                  'flex min-h-9 items-start gap-2 rounded-lg px-2 py-1.5 text-left text-sm transition focus-visible:outline-white',
                  here
                    ? 'bg-sun font-bold text-ink'
                    : i < current
                      ? 'text-white/85 hover:bg-white/10'
                      : 'text-white/55 hover:bg-white/10',
                )}
              >
                <span className="w-6 shrink-0 text-right tabular-nums opacity-70">{i === 0 ? '' : i}</span>
                <span aria-hidden className="shrink-0">
                  {step.action ? ICON[step.action.type] : '🎴'}
                </span>
                <span className="min-w-0 break-words" data-testid="move-log-text">
                  {step.text}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
