import type { CardMatchStateResponse, CardPlayerState } from '@dd/contracts';

/** Tests only: a seat of a card match state, with the given fields changed. */
export const testSeat = (over: Partial<CardPlayerState> = {}): CardPlayerState => ({
  hand: [],
  deck: [],
  discard: [],
  buyPower: 0,
  buffs: [],
  energy: 3,
  maxEnergy: 3,
  carryOver: 0,
  nextCardFree: false,
  playedCards: [],
  ...over,
});

/** Tests only: match 1 as player 7 (seat B) sees it against player 5, with the given fields changed. */
export const testMatchState = (over: Partial<CardMatchStateResponse> = {}): CardMatchStateResponse => ({
  matchId: 1,
  playerId: 7,
  currentTurn: 'player_b',
  playerAId: 5,
  playerBId: 7,
  turn: 7,
  turnCount: 4,
  gameStatus: 'in_progress',
  version: 1,
  winner: null,
  winReason: null,
  gameMode: 'blitz',
  practice: false,
  turnTimerSeconds: 45,
  turnDeadline: '2026-11-26T12:00:45.000Z',
  playerATimeouts: 0,
  playerBTimeouts: 0,
  youUsername: 'bea',
  opponentUsername: 'al',
  playerA: testSeat(),
  playerB: testSeat(),
  seedCommitment: null,
  cardSet: 2,
  ...over,
});
