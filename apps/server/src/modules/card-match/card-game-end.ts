import { CARD_POINTS, type PointReason } from '@dd/contracts';
import { movesOf, type CardMatchState } from '@dd/game';
import type { GameEnd, PlayerReward } from '../fair-play/fair-play.service.js';
import type { CardMatchRow } from './card-match.repository.js';

/**
 * A finished card match as fair play settles it: what each result pays without the rules (win 20, tie 10, loss 5,
 * doubled in blitz; a forfeit pays the one who gave up the loss reward) and the loser's own moves (played cards
 * and ended turns, from the engine; in a tie the fewer of the two; null for a match dealt before they were counted).
 */
export function cardGameEnd(
  row: Pick<CardMatchRow, 'id' | 'player_a_id' | 'player_b_id'>,
  state: CardMatchState,
): GameEnd {
  const factor = state.gameMode === 'blitz' ? CARD_POINTS.blitzFactor : 1;
  const reward = (userId: number): PlayerReward => {
    const [reason, amount]: [PointReason, number] =
      state.winner === null
        ? ['card_tie', CARD_POINTS.tie]
        : state.winner === userId
          ? ['card_win', CARD_POINTS.win]
          : ['card_loss', CARD_POINTS.loss];
    return { userId, reason, amount: amount * factor };
  };
  const players = [row.player_a_id, row.player_b_id] as const;
  const losers = state.winner === null ? players : players.filter((id) => id !== state.winner);
  const moves = losers.map((id) => movesOf(state, id));
  return {
    game: 'card',
    matchId: row.id,
    winnerId: state.winner,
    loserMoves: moves.some((m) => m === null) ? null : Math.min(...(moves as number[])),
    players: [reward(row.player_a_id), reward(row.player_b_id)],
  };
}
