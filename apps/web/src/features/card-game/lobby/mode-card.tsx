import { MAX_ASYNC_CARD_GAMES, type CardMode, href } from '@dd/contracts';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { loginPathFor } from '../../../lib/safe-next-path';
import { LOBBY_TEXT, type ModeButton } from './lobby-view';
import { GamePanelButton, gamePanelButton } from '../../../components/game-panel-button';
import { SearchSpinner } from './spinner';
import { EmojiTile } from '../../../components/emoji-tile';
import { PanelAlert } from '../../../components/panel-alert';

interface ModeLook {
  emoji: string;
  tagline: string;
  facts: (asyncCount: number | null) => Array<{ icon: string; text: string }>;
  panel: string;
  blob: string;
}

const LOOKS: Record<CardMode, ModeLook> = {
  blitz: {
    emoji: '⚡',
    tagline: 'Fast, loud and over before your coffee cools.',
    facts: () => [
      { icon: '⏱️', text: '45-second turns' },
      { icon: '💰', text: 'Double rewards' },
      { icon: '🏁', text: '5-10 minutes' },
    ],
    panel: 'bg-gradient-to-br from-hot-dark via-hot-dark to-zap',
    blob: 'bg-sun/30',
  },
  async: {
    emoji: '🕰️',
    tagline: 'Play a turn whenever it suits you. Your opponent will wait.',
    facts: (asyncCount) => [
      { icon: '📆', text: '24-hour windows' },
      { icon: '🪙', text: 'Standard rewards' },
      ...(asyncCount === null ? [] : [{ icon: '🗂️', text: `${asyncCount}/${MAX_ASYNC_CARD_GAMES} active` }]),
    ],
    panel: 'bg-gradient-to-br from-zap-dark via-ink to-ink',
    blob: 'bg-mint/30',
  },
};

interface ModeCardProps {
  mode: CardMode;
  loggedIn: boolean;
  queueSize: number | null;
  /** Async games counting toward the limit; null for a visitor (nothing to count). */
  asyncCount: number | null;
  button: ModeButton;
  /** This card's search runs: the spinner, its status line and Cancel replace the button. */
  searching: { status: string; cancelling: boolean } | null;
  error: string | null;
  onJoin: () => void;
  onCancel: () => void;
}

/** One of the two ways to play (Blitz, Async): what it is, its queue, and the way in. */
export function ModeCard({
  mode,
  loggedIn,
  queueSize,
  asyncCount,
  button,
  searching,
  error,
  onJoin,
  onCancel,
}: ModeCardProps) {
  const look = LOOKS[mode];
  const name = LOBBY_TEXT.modeName[mode];
  const titleId = `mode-${mode}-title`;
  return (
    <section
      aria-labelledby={titleId}
      data-testid={`mode-${mode}`}
      className={cn(
        'relative flex flex-col gap-5 overflow-hidden rounded-card p-6 text-white shadow-pop sm:p-8',
        look.panel,
      )}
    >
      <span
        aria-hidden
        className={cn('pointer-events-none absolute -right-16 -top-16 size-48 rounded-full', look.blob)}
      />
      <div className="relative flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <EmojiTile emoji={look.emoji} className="size-14 rounded-2xl bg-white/15 text-3xl" />
            <h2 id={titleId} className="text-3xl font-extrabold sm:text-4xl">
              {name}
            </h2>
          </div>
          <p className="shrink-0 rounded-pill bg-black/25 px-3 py-1 text-sm font-bold tabular-nums">
            <span aria-hidden>👥 </span>
            <span data-testid={`queue-size-${mode}`}>{queueSize ?? '–'}</span> in queue
          </p>
        </div>
        <p className="text-white/85">{look.tagline}</p>
      </div>
      <ul className="relative grid gap-2 sm:auto-cols-fr sm:grid-flow-col">
        {look.facts(asyncCount).map((fact) => (
          <li key={fact.icon} className="flex items-center gap-2 rounded-2xl bg-white/10 px-3 py-2 font-bold">
            <span aria-hidden>{fact.icon}</span>
            {fact.text}
          </li>
        ))}
      </ul>
      <div className="relative mt-auto flex flex-col gap-3">
        {searching ? (
          <div className="flex flex-col items-center gap-4 rounded-2xl bg-black/20 p-4 sm:flex-row">
            <SearchSpinner />
            <p role="status" aria-live="polite" className="flex-1 text-center font-bold sm:text-left">
              {searching.status}
            </p>
            <GamePanelButton
              kind="outline"
              size="sm"
              onClick={onCancel}
              disabled={searching.cancelling}
              className="w-full sm:w-auto"
            >
              {LOBBY_TEXT.cancel}
            </GamePanelButton>
          </div>
        ) : loggedIn ? (
          <GamePanelButton kind="bright" onClick={onJoin} disabled={button.disabled}>
            {button.text}
          </GamePanelButton>
        ) : (
          <Link to={loginPathFor(href('cardGameLobby'))} className={gamePanelButton('bright')}>
            {button.text}
          </Link>
        )}
        <PanelAlert>{error}</PanelAlert>
      </div>
    </section>
  );
}
