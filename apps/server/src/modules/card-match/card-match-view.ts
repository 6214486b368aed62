import type { CardMatchStateResponse, CardPlayerState, UnpaidReason } from '@dd/contracts';
import { playerView, type CardMatchState, type CardPlayerView } from '@dd/game';
import type { UserRow } from '../../db/database.js';
import type { CardMatchRow } from './card-match.repository.js';

/** The stored engine state of a match row. */
export const stateOf = (row: Pick<CardMatchRow, 'state'>): CardMatchState => JSON.parse(row.state) as CardMatchState;

/** A seat as the contract shows it: only the fields the spec names, copied from the player's view. */
function seat(p: CardPlayerView): CardPlayerState {
  return {
    hand: p.hand,
    deck: p.deck,
    discard: p.discard,
    buyPower: p.buyPower,
    buffs: p.buffs.map((b) => (b.duration === undefined ? { id: b.id } : { id: b.id, duration: b.duration })),
    energy: p.energy,
    maxEnergy: p.maxEnergy,
    carryOver: p.carryOver,
    nextCardFree: p.nextCardFree,
    playedCards: p.playedCards,
  };
}

/**
 * The match as `playerId` may see it (the engine's playerView: no seed, no deck order, no opponent's hand), in
 * the spec's shape.
 */
export function toCardMatchState(
  row: CardMatchRow,
  state: CardMatchState,
  playerId: number,
  users: Map<number, Pick<UserRow, 'username'>>,
  outcome: { paid: boolean; unpaidReason: UnpaidReason | null; pointsEarned: number } | null = null,
): CardMatchStateResponse {
  const view = playerView(state, playerId);
  const opponentId = playerId === row.player_a_id ? row.player_b_id : row.player_a_id;
  return {
    matchId: row.id,
    playerId,
    currentTurn: view.currentTurn,
    playerAId: row.player_a_id,
    playerBId: row.player_b_id,
    turn: view.currentTurn === 'player_a' ? row.player_a_id : row.player_b_id,
    turnCount: view.turnCount,
    gameStatus: view.gameStatus,
    version: row.version,
    winner: view.winner,
    winReason: view.winReason,
    gameMode: view.gameMode,
    practice: row.practice === 1,
    turnTimerSeconds: view.turnTimerSeconds,
    turnDeadline: new Date(view.turnDeadline).toISOString(),
    playerATimeouts: view.playerATimeouts,
    playerBTimeouts: view.playerBTimeouts,
    youUsername: users.get(playerId)?.username ?? '',
    opponentUsername: users.get(opponentId)?.username ?? '',
    playerA: seat(view.playerA),
    playerB: seat(view.playerB),
    seedCommitment: view.seedCommitment,
    cardSet: view.cardSet,
    // A finished match that is not practice, for the player asking: what it paid them (fair play).
    ...(outcome === null
      ? {}
      : {
          paid: outcome.paid,
          ...(outcome.unpaidReason === null ? {} : { unpaidReason: outcome.unpaidReason }),
          pointsEarned: outcome.pointsEarned,
        }),
  };
}
