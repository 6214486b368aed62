import type { CardMode } from '@dd/contracts';
import { cn } from '../../../lib/cn';
import { LOBBY_TEXT } from './lobby-view';
import { GamePanelButton } from '../../../components/game-panel-button';

interface PracticeEntryProps {
  /** Nobody waits in either queue: the entry leads the lobby, big. */
  prominent: boolean;
  pending: boolean;
  /** A search runs: one thing at a time. */
  disabled: boolean;
  error: string | null;
  onPractice: (mode: CardMode) => void;
}

/** 'Practice vs bot': a game against the server's practice bot (no points), in blitz or in async. */
export function PracticeEntry({ prominent, pending, disabled, error, onPractice }: PracticeEntryProps) {
  return (
    <section
      aria-labelledby="practice-title"
      data-testid="practice-entry"
      data-prominent={prominent}
      className={cn(
        'relative flex flex-col gap-4 overflow-hidden rounded-card sm:flex-row sm:items-center',
        prominent
          ? 'bg-gradient-to-r from-sun via-sun to-[#ffb347] p-6 text-ink shadow-pop sm:p-8'
          : 'border-2 border-line bg-surface p-5 shadow-card',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <span
          aria-hidden
          className={cn(
            'flex shrink-0 items-center justify-center rounded-3xl bg-white/60',
            prominent
              ? 'size-14 text-3xl sm:size-20 sm:text-5xl motion-safe:animate-[dd-float_4s_ease-in-out_infinite]'
              : 'size-12 text-2xl sm:size-14 sm:text-3xl',
          )}
        >
          🤖
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {prominent && (
            <p className="text-xs font-extrabold uppercase tracking-widest text-ink/70">The queues are quiet</p>
          )}
          <h2 id="practice-title" className={cn('font-extrabold', prominent ? 'text-2xl sm:text-3xl' : 'text-xl')}>
            {LOBBY_TEXT.practice}
          </h2>
          <p className={prominent ? 'text-ink' : 'text-ink-soft'}>
            {prominent
              ? 'Nobody is waiting right now. Warm up against the Practice Bot: same rules, no points, no pressure.'
              : 'Try a deck or learn the cards against the Practice Bot. No points, no pressure.'}
          </p>
          {error && (
            <p role="alert" className="mt-1 font-bold text-danger">
              {error}
            </p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-2">
        <GamePanelButton
          kind="ink"
          size={prominent ? 'md' : 'sm'}
          onClick={() => onPractice('blitz')}
          disabled={pending || disabled}
        >
          {LOBBY_TEXT.practice}
        </GamePanelButton>
        <button
          type="button"
          onClick={() => onPractice('async')}
          disabled={pending || disabled}
          className="min-h-11 rounded-pill px-4 text-sm font-bold text-ink underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:opacity-60"
        >
          or practice Async
        </button>
      </div>
    </section>
  );
}
