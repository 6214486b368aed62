import type { CardMatchState, CardPlayerState } from './engine.js';

/** Hand-built match states for the rules' tests: player 1 (seat A) on turn, async, deadline far ahead. */
export const A = 1;
export const B = 2;
export const NOW = 1_000;
export const DEADLINE = 100_000;

export function seat(id: number, over: Partial<CardPlayerState> = {}): CardPlayerState {
  return {
    id,
    hand: [],
    deck: ['loyalty_card', 'loyalty_card', 'loyalty_card'],
    discard: [],
    buyPower: 0,
    buffs: [],
    energy: 3,
    maxEnergy: 3,
    carryOver: 0,
    nextCardFree: false,
    playedCards: [],
    lostBuyPower: 0,
    ...over,
  };
}

export function match(
  a: Partial<CardPlayerState> = {},
  b: Partial<CardPlayerState> = {},
  over: Partial<CardMatchState> = {},
): CardMatchState {
  return {
    gameMode: 'async',
    rng: 12345,
    playerA: seat(A, a),
    playerB: seat(B, b),
    currentTurn: 'player_a',
    turnCount: 1,
    gameStatus: 'in_progress',
    winner: null,
    winReason: null,
    turnTimerSeconds: 86_400,
    turnDeadline: DEADLINE,
    playerATimeouts: 0,
    playerBTimeouts: 0,
    ...over,
  };
}
