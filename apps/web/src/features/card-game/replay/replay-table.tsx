import { REPLAY_TEXT } from '@dd/contracts';
import { BOARD_TEXT } from '../board/board-text';
import type { ReplayCards } from './replay-cards';
import { ReplayCardRow } from './replay-card-row';
import type { ReplayState } from './replay-steps';

/**
 * The centre of the table: the cards played this turn. Played cards go to the discard pile when their owner's
 * turn ends, so only one player has cards here at a time (the one on turn, or the last to move at the end).
 */
export function ReplayTable({
  state,
  names,
  cards,
}: {
  state: ReplayState;
  names: (id: number) => string;
  cards: ReplayCards;
}) {
  const seats = [state.playerA, state.playerB];
  const withCards = seats.filter((p) => p.playedCards.length > 0);
  const shown = withCards.length > 0 ? withCards : [state.currentTurn === 'player_a' ? state.playerA : state.playerB];
  return (
    <section
      aria-label="Table"
      data-testid="replay-table"
      className="flex min-h-40 flex-col gap-4 rounded-card border-2 border-white/10 bg-black/15 p-3 sm:p-4"
    >
      {shown.map((player) => (
        <div key={player.id} className="flex flex-col gap-2" data-testid="replay-played">
          <h3 className="text-sm font-extrabold uppercase tracking-wider text-white/80">
            {REPLAY_TEXT.playedThisTurn(names(player.id))}
          </h3>
          <ReplayCardRow
            cardIds={player.playedCards}
            cards={cards}
            label={REPLAY_TEXT.playedThisTurn(names(player.id))}
            empty={BOARD_TEXT.noneplayed}
            className="pb-1"
            cardTestId="played-card"
            cardClassName="motion-safe:animate-[dd-pop_0.4s_ease-out]"
          />
        </div>
      ))}
    </section>
  );
}
