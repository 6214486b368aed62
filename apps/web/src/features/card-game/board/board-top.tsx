import type { CardPlayerState } from '@dd/contracts';
import { cn } from '../../../lib/cn';
import { AnimatedNumber } from './animated-number';
import { formatTimer, type TimerLevel } from './blitz-timer';
import { BOARD_TEXT } from './board-text';
import type { BlitzClock } from './use-blitz-clock';

const LEVEL: Record<TimerLevel, string> = {
  normal: 'bg-white/15 text-white ring-white/30',
  warning: 'bg-sun text-ink ring-sun',
  urgent: 'bg-danger text-white ring-[#ff8a8a] motion-safe:animate-pulse',
};

/** The blitz countdown: warning colour at 20 s, urgent at 10 s (spec section 4). */
export function TurnTimer({ clock }: { clock: BlitzClock }) {
  if (!clock.shown) return null;
  return (
    <p
      data-testid="turn-timer"
      data-level={clock.level}
      aria-label={`Time left ${formatTimer(clock.msLeft)}`}
      className={cn(
        'flex items-center gap-1.5 rounded-pill px-4 py-1.5 font-display text-xl font-extrabold tabular-nums ring-2',
        LEVEL[clock.level],
      )}
    >
      <span aria-hidden>⏱️</span>
      {formatTimer(clock.msLeft)}
    </p>
  );
}

export function TurnBanner({ myTurn, gameOver }: { myTurn: boolean; gameOver: boolean }) {
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="turn-banner"
      className={cn(
        'rounded-pill px-5 py-1.5 font-display text-xl font-extrabold tracking-wide sm:text-2xl',
        gameOver
          ? 'bg-white/15 text-white'
          : myTurn
            ? 'bg-sun text-ink shadow-[0_0_24px_rgb(255_201_60/0.6)] motion-safe:animate-[dd-pop_0.4s_ease-out]'
            : 'bg-white/15 text-white/90',
      )}
    >
      {gameOver ? 'Game over' : myTurn ? `🔥 ${BOARD_TEXT.yourTurn}` : `⏳ ${BOARD_TEXT.opponentsTurn}`}
    </p>
  );
}

/** The phone's compact stats row (spec: BP, ENERGY, OPP BP, TIME), shown under 768 px instead of the panels. */
export function CompactStats({
  me,
  opponent,
  clock,
}: {
  me: CardPlayerState;
  opponent: CardPlayerState;
  clock: BlitzClock;
}) {
  const cell = 'flex flex-col items-center rounded-xl bg-white/10 px-1 py-1.5 ring-1 ring-white/15';
  const label = 'text-[10px] font-extrabold tracking-widest text-white/70';
  const value = 'font-display text-lg font-extrabold leading-tight text-white tabular-nums';
  return (
    <dl className="grid grid-cols-4 gap-1.5 md:hidden" data-testid="compact-stats">
      <div className={cell}>
        <dt className={label}>BP</dt>
        <dd className={value}>
          <AnimatedNumber value={me.buyPower} />
        </dd>
      </div>
      <div className={cell}>
        <dt className={label}>ENERGY</dt>
        <dd className={value}>
          <AnimatedNumber value={me.energy} chip={false} />/{me.maxEnergy}
        </dd>
      </div>
      <div className={cell}>
        <dt className={label}>OPP BP</dt>
        <dd className={value}>
          <AnimatedNumber value={opponent.buyPower} />
        </dd>
      </div>
      <div className={cn(cell, clock.shown && clock.level !== 'normal' && LEVEL[clock.level])}>
        <dt className={cn(label, clock.shown && clock.level !== 'normal' && 'text-current')}>TIME</dt>
        <dd className={cn(value, clock.shown && clock.level !== 'normal' && 'text-current')}>
          {clock.shown ? formatTimer(clock.msLeft) : '–'}
        </dd>
      </div>
    </dl>
  );
}
