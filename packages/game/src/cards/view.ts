import type { CardMatchState, CardPlayerState, Seat } from './engine.js';
import { seatOf } from './engine.js';

/** What one player may see of a seat: decks only as face-down (null) entries, the opponent's hand too. */
export interface CardPlayerView extends Omit<CardPlayerState, 'hand' | 'deck'> {
  hand: (string | null)[];
  deck: null[];
}

export interface CardMatchView extends Omit<CardMatchState, 'rng' | 'playerA' | 'playerB'> {
  /** The viewer's seat. */
  you: Seat;
  playerA: CardPlayerView;
  playerB: CardPlayerView;
}

function seatView(player: CardPlayerState, own: boolean): CardPlayerView {
  return {
    ...player,
    hand: own ? [...player.hand] : player.hand.map(() => null),
    deck: player.deck.map(() => null),
    discard: [...player.discard],
    buffs: player.buffs.map((b) => ({ ...b })),
    playedCards: [...player.playedCards],
  };
}

/** The state as `playerId` may see it: never the generator state, a deck's order or the opponent's hand. */
export function playerView(state: CardMatchState, playerId: number): CardMatchView {
  const you = seatOf(state, playerId);
  if (!you) throw new Error('Not a player in this match');
  // Copy key by key so a field added to the state later is not shown until it is listed here.
  return {
    gameMode: state.gameMode,
    currentTurn: state.currentTurn,
    turnCount: state.turnCount,
    gameStatus: state.gameStatus,
    winner: state.winner,
    winReason: state.winReason,
    turnTimerSeconds: state.turnTimerSeconds,
    turnDeadline: state.turnDeadline,
    playerATimeouts: state.playerATimeouts,
    playerBTimeouts: state.playerBTimeouts,
    you,
    playerA: seatView(state.playerA, you === 'player_a'),
    playerB: seatView(state.playerB, you === 'player_b'),
  };
}
