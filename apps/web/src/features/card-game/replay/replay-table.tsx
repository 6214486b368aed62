import { REPLAY_TEXT } from '@dd/contracts';
import { BOARD_TEXT } from '../board/board-text';
import { SmallCardItems } from '../cards/small-card-items';
import type { ReplayCards } from './replay-cards';
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
          {player.playedCards.length === 0 ? (
            <p className="rounded-xl border-2 border-dashed border-white/25 px-3 py-6 text-center text-sm font-semibold text-white/60">
              {BOARD_TEXT.noneplayed}
            </p>
          ) : (
            // Focusable: on a phone the row scrolls sideways, and a keyboard must be able to scroll it.
            <ul
              tabIndex={0}
              aria-label={REPLAY_TEXT.playedThisTurn(names(player.id))}
              className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:flex-wrap md:overflow-visible"
            >
              <SmallCardItems
                cardIds={player.playedCards}
                cards={cards}
                testId="played-card"
                className="shrink-0 motion-safe:animate-[dd-pop_0.4s_ease-out]"
              />
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
