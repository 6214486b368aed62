import { FAIR_PLAY_RULES, FAIR_PLAY_TEXT, formatCount, UNPAID_TEXT, type GamePointsToday } from '@dd/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { plural } from '../../lib/format';
import { capResetTime, gamePointsProgress } from './game-points';
import { EmojiTile } from '../../components/emoji-tile';

/** The id 'How to Earn Points' links to from its game entries. */
export const FAIR_PLAY_ID = 'fair-play';

/** 'Fair play': today's game points against the daily cap, and the rules that decide what a game pays. */
export function FairPlayPanel({ today }: { today: UseQueryResult<GamePointsToday> }) {
  return (
    <section
      id={FAIR_PLAY_ID}
      aria-labelledby="fair-play-heading"
      className="scroll-mt-24 rounded-card bg-surface p-5 shadow-card sm:p-7"
    >
      <h2 id="fair-play-heading" className="flex items-center gap-2 text-2xl font-extrabold text-ink sm:text-3xl">
        <span aria-hidden>⚖️</span>
        {FAIR_PLAY_TEXT.rulesTitle}
      </h2>
      <div className="mt-5 grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:items-start">
        <div className="rounded-2xl bg-paper p-4 ring-1 ring-line sm:p-5" data-testid="game-points-today">
          <QueryState
            query={today}
            loading="Loading today's game points..."
            error={(error) => errorMessage(error, FAIR_PLAY_TEXT.gamePointsFailed)}
            retrySize="sm"
            className="py-6"
          >
            {(data) => <GamePointsBar today={data} />}
          </QueryState>
        </div>
        <ul className="flex flex-col gap-4" aria-label="Fair-play rules">
          {FAIR_PLAY_RULES.map((rule) => (
            <li key={rule.key} className="flex gap-3">
              <EmojiTile emoji={rule.emoji} className="size-10 rounded-xl bg-zap/10 text-xl" />
              <div className="min-w-0">
                <p className="font-bold leading-snug text-ink">{rule.title}</p>
                <p className="text-sm text-ink-soft">{rule.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function GamePointsBar({ today }: { today: GamePointsToday }) {
  const progress = gamePointsProgress(today);
  const reset = capResetTime(today.day);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs font-extrabold uppercase tracking-[0.2em] text-muted" id="game-points-label">
        {FAIR_PLAY_TEXT.gamePointsToday}
      </p>
      <p className="flex items-baseline gap-2 text-ink" data-testid="game-points-figure">
        <span className="font-display text-5xl font-extrabold tabular-nums">{formatCount(progress.points)}</span>
        <span className="text-xl font-bold text-muted">/ {formatCount(progress.cap)}</span>
      </p>
      <div
        role="progressbar"
        aria-labelledby="game-points-label"
        aria-valuemin={0}
        aria-valuemax={progress.cap}
        aria-valuenow={progress.points}
        aria-valuetext={`${formatCount(progress.points)} of ${formatCount(progress.cap)} points`}
        className="h-4 overflow-hidden rounded-pill bg-line"
      >
        <div
          className={cn(
            'h-full rounded-pill transition-[width] duration-500',
            progress.reached ? 'bg-hot-dark' : 'bg-gradient-to-r from-zap to-hot',
          )}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      {progress.reached ? (
        <p className="font-bold text-hot-dark">{UNPAID_TEXT.daily_cap}</p>
      ) : (
        <p className="font-bold text-ink">
          {plural(progress.left, 'more point')} to earn from duels and card games today
        </p>
      )}
      {reset && <p className="text-sm text-muted">Starts again at midnight UTC ({reset} your time).</p>}
    </div>
  );
}
