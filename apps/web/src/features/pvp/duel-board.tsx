import { PVP_TEXT, type PvpMatch } from '@dd/contracts';
import { cn } from '../../lib/cn';
import { duelPlayers, parseGameState, turnHint } from './match-view';
import { TotalTrack } from './total-track';
import { Fighter, Versus } from './versus';
import { PanelAlert } from '../../components/panel-alert';
import { GlowPanel } from '../../components/glow-panel';

interface DuelBoardProps {
  match: PvpMatch;
  meId: number;
  myTurn: boolean;
  onAdd: (add: 1 | 2) => void;
  /** A move is on its way: the buttons wait for it. */
  submitting: boolean;
  error: string | null;
}

/** The active duel: both players facing each other, the total, and +1 / +2 on the member's own turn. */
export function DuelBoard({ match, meId, myTurn, onAdd, submitting, error }: DuelBoardProps) {
  const { me, opponent } = duelPlayers(match, meId);
  const { total } = parseGameState(match.game_state);
  const hint = turnHint(total, myTurn);
  return (
    <GlowPanel
      aria-label="Duel"
      data-my-turn={myTurn}
      className={cn(
        'rounded-card bg-ink px-4 py-5 text-white shadow-pop transition-shadow sm:px-10 sm:py-6',
        myTurn && 'ring-4 ring-sun ring-offset-4 ring-offset-paper',
      )}
      glows={['-left-24 -top-24 size-64 bg-zap/40', '-bottom-28 -right-20 size-72 bg-hot/25']}
      contentClassName="flex flex-col items-center gap-5"
    >
      <Versus
        left={<Fighter player={me} side="left" label={myTurn ? 'Your turn' : 'You'} active={myTurn} dim={!myTurn} />}
        right={
          <Fighter
            player={opponent}
            side="right"
            label={myTurn ? 'Opponent' : 'Their turn'}
            active={!myTurn}
            dim={myTurn}
          />
        }
      />
      <div className="flex w-full max-w-md flex-col items-center gap-2">
        <p className="text-sm font-extrabold uppercase tracking-[0.3em] text-white/75">{PVP_TEXT.currentTotal}</p>
        <p className="font-display text-8xl font-extrabold leading-none tabular-nums" data-testid="duel-total">
          {/* A new key replays the pop on every move. */}
          <span key={total} className="inline-block motion-safe:animate-[dd-pop_0.5s_ease-out]">
            {total}
          </span>
        </p>
        <TotalTrack total={total} />
      </div>
      <div className="flex min-h-36 w-full max-w-md flex-col items-center justify-center gap-2" aria-live="polite">
        {myTurn ? (
          <>
            <p className="text-2xl font-extrabold text-sun">Your move!</p>
            <div className="grid w-full grid-cols-2 gap-3 sm:gap-4">
              <AddButton add={1} onAdd={onAdd} disabled={submitting} />
              <AddButton add={2} onAdd={onAdd} disabled={submitting} />
            </div>
            {hint && <p className="font-bold text-white/85">{hint}</p>}
          </>
        ) : (
          <p className="flex items-center gap-3 text-xl font-bold text-white/85">
            {PVP_TEXT.opponentsTurn}
            <ThinkingDots />
          </p>
        )}
        <PanelAlert className="text-center">{error}</PanelAlert>
      </div>
    </GlowPanel>
  );
}

const ADD_STYLES = {
  1: 'bg-sun text-ink hover:bg-white',
  2: 'bg-mint text-ink hover:bg-white',
} as const;

function AddButton({ add, onAdd, disabled }: { add: 1 | 2; onAdd: (add: 1 | 2) => void; disabled: boolean }) {
  return (
    <button
      type="button"
      onClick={() => onAdd(add)}
      disabled={disabled}
      className={cn(
        'min-h-20 rounded-3xl font-display text-4xl font-extrabold shadow-pop transition sm:min-h-24 sm:text-5xl',
        'hover:-translate-y-0.5 active:translate-y-0 active:scale-95',
        'disabled:cursor-wait disabled:opacity-60 disabled:hover:translate-y-0',
        'focus-visible:outline-white',
        ADD_STYLES[add],
      )}
    >
      +{add}
    </button>
  );
}

function ThinkingDots() {
  return (
    <span aria-hidden className="flex gap-1">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-2.5 rounded-full bg-sun motion-safe:animate-bounce"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
