import type { CardMatchStateResponse, CardPlayerState } from '@dd/contracts';
import { cn } from '../../../lib/cn';
import { AnimatedNumber } from './animated-number';
import { formatTimer, type TimerLevel } from './blitz-timer';
import { BOARD_TEXT } from './board-text';
import type { BoardView } from './board-view';
import type { BlitzClock } from './use-blitz-clock';

const LEVEL: Record<TimerLevel, string> = {
  normal: 'bg-white/10 text-white ring-white/25',
  warning: 'bg-sun text-ink ring-sun',
  urgent: 'bg-danger text-white ring-[#ff8a8a] motion-safe:animate-pulse',
};

export function TurnBanner({ myTurn, gameOver }: { myTurn: boolean; gameOver: boolean }) {
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="turn-banner"
      className={cn(
        'shrink-0 whitespace-nowrap rounded-pill px-3 py-1 font-display text-base font-extrabold tracking-wide sm:px-5 sm:py-1.5 sm:text-xl',
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

/**
 * The stats row (spec: BP, ENERGY, OPP BP, TIME; the phone's compact row, kept at every width in the board's
 * sticky top bar, issue 22). TIME is the blitz countdown itself: warning colour at 20 s, urgent at 10 s
 * (spec section 4), so its states happen where the player is looking.
 */
function StatsRow({ me, opponent, clock }: { me: CardPlayerState; opponent: CardPlayerState; clock: BlitzClock }) {
  const cell =
    'flex min-w-0 flex-col items-center justify-center rounded-xl px-1 py-1 ring-1 md:min-w-20 md:flex-row md:gap-2 md:px-3';
  const label = 'text-[10px] font-extrabold tracking-widest text-white/75 md:text-xs';
  const value = 'font-display text-lg font-extrabold leading-tight tabular-nums md:text-xl';
  const timed = clock.shown && clock.level !== 'normal';
  return (
    <dl className="grid grid-cols-4 gap-1.5 md:flex md:gap-2" data-testid="compact-stats">
      <div className={cn(cell, 'bg-sun/15 text-white ring-sun/50')}>
        <dt className={label}>BP</dt>
        <dd className={value}>
          <AnimatedNumber value={me.buyPower} />
          <span className="text-xs text-white/60">/10</span>
        </dd>
      </div>
      <div className={cn(cell, 'bg-white/10 text-white ring-white/20')}>
        <dt className={label}>ENERGY</dt>
        <dd className={value}>
          <span aria-hidden className="text-sm">
            ⚡
          </span>
          <AnimatedNumber value={me.energy} chip={false} />/{me.maxEnergy}
        </dd>
      </div>
      <div className={cn(cell, 'bg-sky/15 text-white ring-sky/50')}>
        <dt className={label}>OPP BP</dt>
        <dd className={value}>
          <AnimatedNumber value={opponent.buyPower} />
          <span className="text-xs text-white/60">/10</span>
        </dd>
      </div>
      <div
        className={cn(cell, LEVEL[clock.shown ? clock.level : 'normal'])}
        {...(clock.shown
          ? { 'data-testid': 'turn-timer', 'data-level': clock.level, title: `Time left ${formatTimer(clock.msLeft)}` }
          : {})}
      >
        <dt className={cn(label, timed && 'text-current')}>TIME</dt>
        <dd className={value}>{clock.shown ? formatTimer(clock.msLeft) : '–'}</dd>
      </div>
    </dl>
  );
}

/**
 * The board's sticky top bar (issue 22): the mode and turn, both names (cut with an ellipsis, never mid-word),
 * whose turn it is and the stats row with the timer; on a phone the stats take a row of their own.
 */
export function BoardTopBar({
  state,
  view,
  clock,
}: {
  state: CardMatchStateResponse;
  view: BoardView;
  clock: BlitzClock;
}) {
  const you = state.youUsername;
  const opponentName = state.opponentUsername;
  return (
    <div className="flex flex-col gap-2 md:flex-row md:items-center md:gap-4">
      <div className="flex min-w-0 flex-1 items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <p className="truncate text-[10px] font-extrabold uppercase tracking-[0.25em] text-sun sm:text-xs">
            🃏 {view.blitz ? 'Blitz' : 'Async'} · Turn {state.turnCount}
            {state.practice ? ` · ${BOARD_TEXT.practice}` : ''}
          </p>
          <h1 className="flex min-w-0 items-baseline gap-1.5 font-display text-lg font-extrabold leading-tight text-white sm:text-2xl">
            <span className="min-w-0 truncate" title={you}>
              {you}
            </span>
            <span className="shrink-0 text-sm text-white/50 sm:text-base">vs</span>
            <span className="min-w-0 truncate" title={opponentName}>
              {opponentName}
            </span>
          </h1>
        </div>
        <TurnBanner myTurn={view.myTurn} gameOver={view.gameOver} />
      </div>
      <StatsRow me={view.me} opponent={view.opponent} clock={clock} />
    </div>
  );
}
