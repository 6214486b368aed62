import { REPLAY_TEXT } from '@dd/contracts';
import { cn } from '../../../lib/cn';
import { BOARD_TEXT } from '../board/board-text';
import { BuffIcons, BuyPowerMeter } from '../board/player-panels';
import type { ReplayCards } from './replay-cards';
import { ReplayCardRow } from './replay-card-row';
import type { ReplaySeatState } from './replay-steps';

export type SeatKey = 'player_a' | 'player_b';

const SEAT_LOOK: Record<SeatKey, { chip: string; ring: string; tone: 'me' | 'them'; letter: string }> = {
  player_a: { chip: 'bg-sun text-ink', ring: 'ring-sun', tone: 'me', letter: 'A' },
  player_b: { chip: 'bg-sky text-ink', ring: 'ring-sky', tone: 'them', letter: 'B' },
};

/**
 * One player's side in the replay, everything face up: name, whether they are on turn, Buy Power, energy,
 * buffs, timeouts (blitz), deck and discard counts, and the hand itself.
 */
export function ReplaySeat({
  seat,
  player,
  name,
  onTurn,
  winner,
  timeouts,
  blitz,
  cards,
}: {
  seat: SeatKey;
  player: ReplaySeatState;
  name: string;
  onTurn: boolean;
  winner: boolean;
  timeouts: number;
  blitz: boolean;
  /** The match's card set: the faces show the numbers it was played with. */
  cards: ReplayCards;
}) {
  const look = SEAT_LOOK[seat];
  return (
    <section
      aria-label={name}
      data-testid="replay-seat"
      data-seat={seat}
      data-on-turn={onTurn ? 'true' : undefined}
      className={cn(
        'flex flex-col gap-3 rounded-card bg-white/10 p-3 ring-1 ring-white/15 backdrop-blur-sm transition sm:p-4',
        onTurn && `ring-2 ${look.ring} bg-white/[0.14]`,
      )}
    >
      <header className="flex flex-wrap items-center gap-2">
        <span
          aria-hidden
          className={cn('flex size-8 items-center justify-center rounded-full font-display font-extrabold', look.chip)}
        >
          {look.letter}
        </span>
        <h2 className="min-w-0 truncate font-display text-xl font-extrabold text-white" data-testid="seat-name">
          {name}
        </h2>
        {winner && (
          <span className="rounded-pill bg-sun px-2.5 py-0.5 text-xs font-extrabold uppercase tracking-wider text-ink">
            🏆 Winner
          </span>
        )}
        {onTurn && (
          <span
            className={cn(
              'ml-auto flex items-center gap-1.5 rounded-pill px-3 py-0.5 text-xs font-extrabold uppercase tracking-wider',
              look.chip,
            )}
          >
            <span aria-hidden className="size-1.5 rounded-full bg-ink motion-safe:animate-pulse" />
            {REPLAY_TEXT.onTurn}
          </span>
        )}
      </header>
      <div className="grid gap-3 md:grid-cols-[12rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-2.5">
          <BuyPowerMeter value={player.buyPower} tone={look.tone} testId="seat-bp" />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm font-bold text-white">
            <p className="flex items-center gap-1.5" data-testid="seat-energy">
              <span aria-hidden className="flex">
                {Array.from({ length: Math.max(player.maxEnergy, player.energy) }, (_, i) => (
                  <span key={i} className={cn(i < player.energy ? '' : 'opacity-30 grayscale')}>
                    ⚡
                  </span>
                ))}
              </span>
              {BOARD_TEXT.energy(player.energy, player.maxEnergy)}
            </p>
            <p className="text-xs font-semibold text-white/70" data-testid="seat-counts">
              {REPLAY_TEXT.deckAndDiscard(player.deck.length, player.discard.length)}
            </p>
            {blitz && (
              <p className={cn('text-xs font-semibold', timeouts >= 2 ? 'text-[#ff8a8a]' : 'text-white/70')}>
                {BOARD_TEXT.timeouts(timeouts)}
              </p>
            )}
            {player.nextCardFree && <p className="text-sm font-bold text-sun">🎩 Next card costs 0</p>}
            <BuffIcons buffs={player.buffs} testId="seat-buffs" />
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <h3 className="text-xs font-extrabold uppercase tracking-wider text-white/70">
            {REPLAY_TEXT.hand(player.hand.length)}
          </h3>
          <ReplayCardRow
            cardIds={player.hand}
            cards={cards}
            label={REPLAY_TEXT.hand(player.hand.length)}
            empty="No cards in hand"
            className="snap-x pb-2 md:pb-0"
            testId="seat-hand"
            cardTestId="seat-hand-card"
            cardClassName="snap-start"
          />
        </div>
      </div>
    </section>
  );
}
