import type { CardLogEntry, CardMatchStateResponse } from '@dd/contracts';

/** The cards each player played in their own last turn before the one being played (the log's plays). */
export interface LastTurns {
  mine: string[];
  theirs: string[];
}

/**
 * Each player's cards of their last finished turn, from the move log: this turn's are the state's own
 * `playedCards`, gone to the discard pile once the turn passes. The player on turn last played two turns ago,
 * the other one turn ago.
 */
export function lastTurns(
  entries: readonly CardLogEntry[],
  state: Pick<CardMatchStateResponse, 'playerId' | 'playerAId' | 'playerBId' | 'turn' | 'turnCount'>,
): LastTurns {
  const previousTurn = (playerId: number) => state.turnCount - (state.turn === playerId ? 2 : 1);
  const playsOf = (playerId: number, turn: number) =>
    entries.flatMap((e) =>
      e.player === playerId && e.turn === turn && e.type === 'play_card' && e.cardId ? [e.cardId] : [],
    );
  const opponentId = state.playerId === state.playerAId ? state.playerBId : state.playerAId;
  return {
    mine: playsOf(state.playerId, previousTurn(state.playerId)),
    theirs: playsOf(opponentId, previousTurn(opponentId)),
  };
}
