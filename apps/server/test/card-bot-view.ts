import type { CardMatchStateResponse, CardPlayerState } from '@dd/contracts';
import { CARD_SET_VERSION, isCardSetVersion, type CardMatchView } from '@dd/game';

/** Tests and benchmarks: the engine's view of an answer, for the bot (it reads only what the player was shown). */
export function botView(state: CardMatchStateResponse): CardMatchView {
  // lostBuyPower is not shown; the bot only uses it to value a heal, so 0 changes a rare choice, not a move's cost.
  // Move counts are not shown either, and the bot does not read them.
  const seat = (p: CardPlayerState, id: number) => ({ ...p, id, lostBuyPower: 0, moves: null });
  return {
    ...state,
    turnDeadline: Date.parse(state.turnDeadline),
    cardSet: isCardSetVersion(state.cardSet) ? state.cardSet : CARD_SET_VERSION,
    you: state.playerId === state.playerAId ? 'player_a' : 'player_b',
    playerA: seat(state.playerA, state.playerAId),
    playerB: seat(state.playerB, state.playerBId),
  };
}
