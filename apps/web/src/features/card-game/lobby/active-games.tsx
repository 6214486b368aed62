import { href } from '@dd/contracts';
import type { UserCardGame } from '@dd/contracts';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { gameCardView, LOBBY_TEXT, sortGames, type GameCardView } from './lobby-view';
import { timeRemaining, URGENT_LEFT_MS } from './time-remaining';
import { useNow } from './use-now';

interface ActiveGamesProps {
  games: readonly UserCardGame[] | undefined;
  meId: number;
  loading: boolean;
  error: string | null;
}

/** 'Your Active Games (n)': a card per running game, the ones waiting on this member first. */
export function ActiveGames({ games, meId, loading, error }: ActiveGamesProps) {
  const views = sortGames((games ?? []).map((g) => gameCardView(g, meId)));
  const now = useNow(views.length > 0, 1_000);
  return (
    <section aria-labelledby="active-games-title" className="flex flex-col gap-4">
      <h2 id="active-games-title" className="text-2xl font-extrabold sm:text-3xl">
        {LOBBY_TEXT.activeGames(views.length)}
      </h2>
      {error && !games ? (
        <p role="alert" className="rounded-card bg-surface px-5 py-4 font-bold text-danger shadow-card">
          {error}
        </p>
      ) : views.length === 0 ? (
        <p className="rounded-card border-2 border-dashed border-line bg-surface/60 px-5 py-6 text-center text-ink-soft">
          {loading ? 'Loading your games...' : 'No games running. Pick a mode below and find an opponent!'}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {views.map((view) => (
            <GameCard key={view.id} view={view} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

const MODE_BADGE = {
  blitz: { emoji: '⚡', className: 'bg-hot-dark text-white' },
  async: { emoji: '🕰️', className: 'bg-zap text-white' },
} as const;

function GameCard({ view, now }: { view: GameCardView; now: number }) {
  const left = view.deadlineMs - now;
  const badge = MODE_BADGE[view.mode];
  const mode = LOBBY_TEXT.modeName[view.mode];
  return (
    <li
      data-testid="active-game"
      className={cn('flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card', view.myTurn && 'ring-4 ring-sun')}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('rounded-pill px-3 py-1 text-sm font-extrabold', badge.className)}>
          <span aria-hidden>{badge.emoji} </span>
          {mode}
        </span>
        {view.practice && (
          <span data-testid="practice-badge" className="rounded-pill bg-line px-3 py-1 text-sm font-bold text-ink-soft">
            <span aria-hidden>🤖 </span>Practice
          </span>
        )}
      </div>
      <p className="min-w-0 text-xl font-extrabold">
        <span className="sr-only">{mode} </span>
        <span className="text-ink-soft">vs</span> <span className="break-words">{view.opponent}</span>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          className={cn(
            'inline-flex items-center gap-2 rounded-pill px-3 py-1 text-sm font-extrabold',
            view.myTurn ? 'bg-sun text-ink' : 'bg-line text-ink-soft',
          )}
        >
          {view.myTurn && <span aria-hidden className="size-2 rounded-full bg-hot-dark motion-safe:animate-pulse" />}
          {view.myTurn ? LOBBY_TEXT.yourTurn : LOBBY_TEXT.opponentsTurn}
        </span>
        <span
          data-testid="time-remaining"
          className={cn('font-bold tabular-nums', left < URGENT_LEFT_MS ? 'text-danger' : 'text-ink-soft')}
        >
          <span aria-hidden>⏳ </span>
          {timeRemaining(view.deadlineMs, now)}
        </span>
      </div>
      <Link
        to={href('cardGame', { matchId: view.id })}
        className="mt-auto inline-flex min-h-11 items-center justify-center rounded-pill bg-hot-dark px-5 font-bold text-white shadow-card transition hover:bg-zap-dark active:scale-[0.97]"
      >
        {LOBBY_TEXT.continueGame}
      </Link>
    </li>
  );
}
