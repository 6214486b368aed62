import type { CardMatchStateResponse, CardPlayerState } from '@dd/contracts';
import { cn } from '../../../lib/cn';
import { AnimatedNumber } from './animated-number';
import { BOARD_TEXT } from './board-text';
import type { BoardView } from './board-view';

const BUFFS: Record<string, { icon: string; label: string }> = {
  shield: { icon: '🛡️', label: 'Shield: the next attack is negated' },
  double: { icon: '✖️2', label: "Double: the next card's effect is doubled" },
};

/** The buff icons of one player (spec: shield, double), each with its meaning for screen readers and hover. */
export function BuffIcons({ buffs, testId }: { buffs: CardPlayerState['buffs']; testId: string }) {
  if (buffs.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" data-testid={testId} aria-label="Buffs">
      {buffs.map((buff, i) => {
        const meta = BUFFS[buff.id] ?? { icon: '✨', label: buff.id };
        return (
          <li
            key={`${buff.id}-${i}`}
            title={meta.label}
            className="flex items-center gap-1 rounded-pill bg-white/15 px-2.5 py-1 text-sm font-bold text-white ring-1 ring-white/30 motion-safe:animate-[dd-pop_0.4s_ease-out]"
          >
            <span aria-hidden>{meta.icon}</span>
            <span className="sr-only">{meta.label}</span>
            <span aria-hidden className="capitalize">
              {buff.id}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** A Buy Power meter toward the 10 that wins (the board's and the replay's). */
export function BuyPowerMeter({ value, tone, testId }: { value: number; tone: 'me' | 'them'; testId?: string }) {
  const pct = Math.max(0, Math.min(100, value * 10));
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-xs font-extrabold uppercase tracking-wider text-white/75">{BOARD_TEXT.buyPower}</span>
        <span
          className="font-display text-3xl font-extrabold text-white"
          data-testid={testId ?? (tone === 'me' ? 'my-bp' : 'opp-bp')}
        >
          <AnimatedNumber value={value} />
          <span className="text-base text-white/60">/10</span>
        </span>
      </div>
      <div className="h-3 overflow-hidden rounded-pill bg-black/30 ring-1 ring-white/20" aria-hidden>
        <div
          className={cn(
            'h-full rounded-pill transition-[width] duration-500',
            tone === 'me' ? 'bg-gradient-to-r from-sun to-hot' : 'bg-gradient-to-r from-sky to-zap',
          )}
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}

function Timeouts({ count, testId }: { count: number; testId: string }) {
  return (
    <p
      data-testid={testId}
      className={cn('text-sm font-bold', count >= 2 ? 'text-[#ff8a8a]' : 'text-white/80')}
      data-danger={count >= 2 ? 'true' : undefined}
    >
      {BOARD_TEXT.timeouts(count)}
    </p>
  );
}

/** Each side's panel reads its player from the match state and the board's view of it. */
interface PanelProps {
  state: CardMatchStateResponse;
  view: BoardView;
}

const panel = 'flex flex-col gap-3 rounded-card bg-white/10 p-4 ring-1 ring-white/15 backdrop-blur-sm';

export function YouPanel({ state, view }: PanelProps) {
  const { me } = view;
  return (
    <section
      aria-label={BOARD_TEXT.you}
      className={cn(panel, view.myTurn && 'ring-2 ring-sun')}
      data-testid="you-panel"
    >
      <header className="flex items-center justify-between gap-2">
        <h2 className="rounded-pill bg-sun px-3 py-0.5 text-sm font-extrabold tracking-widest text-ink">
          {BOARD_TEXT.you}
        </h2>
        <span className="truncate text-sm font-bold text-white/80">{state.youUsername}</span>
      </header>
      <BuyPowerMeter value={me.buyPower} tone="me" />
      <p className="flex items-center gap-2 font-bold text-white" data-testid="my-energy">
        {/* Re-drawn on each change, so the bolts pop as energy is spent or refilled. */}
        <span key={me.energy} aria-hidden className="flex gap-0.5 motion-safe:animate-[dd-pop_0.45s_ease-out]">
          {Array.from({ length: Math.max(me.maxEnergy, me.energy) }, (_, i) => (
            <span key={i} className={cn('text-lg', i < me.energy ? '' : 'opacity-30 grayscale')}>
              ⚡
            </span>
          ))}
        </span>
        {BOARD_TEXT.energy(me.energy, me.maxEnergy)}
      </p>
      {me.nextCardFree && <p className="text-sm font-bold text-sun">🎩 Next card costs 0</p>}
      {view.blitz && <Timeouts count={view.myTimeouts} testId="my-timeouts" />}
      <p className="text-xs font-semibold text-white/60">
        Deck {me.deck.length} · Discard {me.discard.length}
      </p>
      <BuffIcons buffs={me.buffs} testId="my-buffs" />
    </section>
  );
}

/** The back of a card: the opponent's hand is face down. */
export function CardBack({ className, plain = false }: { className?: string; plain?: boolean }) {
  return (
    <div
      aria-hidden
      className={cn(
        'flex aspect-[5/7] items-center justify-center rounded-lg border-2 border-white/80 bg-[repeating-linear-gradient(45deg,#7c3aed_0_6px,#5b21b6_6px_12px)] shadow-card',
        className,
      )}
    >
      {!plain && <span className="rounded-full bg-sun px-1 text-[10px] font-black text-ink">DD</span>}
    </div>
  );
}

export function OpponentPanel({ state, view }: PanelProps) {
  const { opponent } = view;
  return (
    <section
      aria-label={BOARD_TEXT.opponent}
      className={cn(panel, !view.myTurn && !view.gameOver && 'ring-2 ring-sky')}
      data-testid="opponent-panel"
    >
      <header className="flex items-center justify-between gap-2">
        <h2 className="rounded-pill bg-sky px-3 py-0.5 text-sm font-extrabold tracking-widest text-ink">
          {BOARD_TEXT.opponent}
        </h2>
        <span className="truncate text-sm font-bold text-white/80" data-testid="opponent-name">
          {state.opponentUsername}
        </span>
      </header>
      <BuyPowerMeter value={opponent.buyPower} tone="them" />
      <p className="text-sm font-bold text-white" data-testid="opponent-hand-size">
        Hand {opponent.hand.length}
      </p>
      <div className="flex flex-wrap gap-1" aria-label={`${opponent.hand.length} cards face down`} role="img">
        {opponent.hand.map((_, i) => (
          <CardBack key={i} className="w-9" />
        ))}
      </div>
      {view.blitz && <Timeouts count={view.opponentTimeouts} testId="opponent-timeouts" />}
      <BuffIcons buffs={opponent.buffs} testId="opponent-buffs" />
    </section>
  );
}
