import { cn } from '../../lib/cn';
import { DiceFace } from './dice-face';
import { useDiceRoll } from './use-dice-roll';

/** The hero's floating dice: a click rolls it and lands on a random product page. */
export function FloatingDice() {
  const { face, rolling, failed, roll } = useDiceRoll();
  return (
    <div className="flex flex-col items-center gap-4">
      <div className="relative">
        <span
          aria-hidden
          className="absolute -bottom-3 left-1/2 h-4 w-3/4 -translate-x-1/2 rounded-full bg-ink/15 blur-[2px]"
        />
        <button
          type="button"
          onClick={roll}
          aria-label="Roll the dice for a random product"
          aria-disabled={rolling}
          className={cn(
            'relative block size-28 rounded-[1.75rem] transition hover:scale-105 active:scale-95 sm:size-40 md:size-44',
            rolling ? 'cursor-progress' : 'cursor-pointer animate-[dd-float_4s_ease-in-out_infinite]',
          )}
        >
          <DiceFace
            face={face}
            className={cn('size-full drop-shadow-sm', rolling && 'animate-[dd-spin_0.5s_linear_infinite]')}
          />
        </button>
      </div>
      <p className="text-center text-sm font-bold text-ink-soft" aria-live="polite">
        {failed ? 'Failed to load products' : rolling ? 'Rolling...' : 'Tap the dice for a random find'}
      </p>
    </div>
  );
}
