import { cardSetOf, type CardSetVersion } from './card-set.js';
import type { CardMatchState, CardPlayerState } from './engine.js';
import { seatOf } from './engine.js';
import type { Seat } from './seat.js';

/** What one player may see of a seat: decks only as face-down (null) entries, the opponent's hand too. */
export interface CardPlayerView extends Omit<CardPlayerState, 'hand' | 'deck' | 'moves'> {
  hand: (string | null)[];
  deck: null[];
  /** The seat's own moves so far (public: both players saw them made); null in a legacy match. */
  moves: number | null;
}

export interface CardMatchView extends Omit<
  CardMatchState,
  'rngVersion' | 'cardSet' | 'seed' | 'seedCommitment' | 'rng' | 'playerA' | 'playerB'
> {
  /** The card set the match is played with (public: the rules both players play by). */
  cardSet: CardSetVersion;
  /** The commitment to the match's seed, public from the deal; null in a legacy match (it has none). */
  seedCommitment: string | null;
  /** The viewer's seat. */
  you: Seat;
  playerA: CardPlayerView;
  playerB: CardPlayerView;
}

function seatView(player: CardPlayerState, own: boolean): CardPlayerView {
  return {
    id: player.id,
    hand: own ? [...player.hand] : player.hand.map(() => null),
    deck: player.deck.map(() => null),
    discard: [...player.discard],
    buyPower: player.buyPower,
    buffs: player.buffs.map((b) => ({ ...b })),
    energy: player.energy,
    maxEnergy: player.maxEnergy,
    carryOver: player.carryOver,
    nextCardFree: player.nextCardFree,
    playedCards: [...player.playedCards],
    lostBuyPower: player.lostBuyPower,
    moves: player.moves ?? null,
  };
}

/**
 * The state as `playerId` may see it: never the seed, the generator's position, a deck's order or the
 * opponent's hand.
 */
export function playerView(state: CardMatchState, playerId: number): CardMatchView {
  const you = seatOf(state, playerId);
  if (!you) throw new Error('Not a player in this match');
  // Copy key by key so a field added to the state later is not shown until it is listed here.
  return {
    gameMode: state.gameMode,
    cardSet: cardSetOf(state),
    seedCommitment: state.seedCommitment ?? null,
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
