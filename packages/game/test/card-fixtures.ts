import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { seedCommitment, type GameSeed } from '../src/seed-stream.js';
import type { CardMatchState, CardPlayerState } from '../src/cards/engine.js';

/** A fixed seed per number for tests (SHA-256 of its decimal text, as `npm run simulate` derives its seeds). */
export function testSeed(n: number): GameSeed {
  return bytesToHex(sha256(utf8ToBytes(String(n))));
}

/**
 * Hand-built match states for the rules' tests: player 1 (seat A) on turn, async, deadline far ahead; a legacy
 * (mulberry32) match unless `over` says otherwise (see `streamMatch`).
 */
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

/** A hand-built match on the seed stream (fair play): its seed, commitment and move counts set. */
export function streamMatch(...[a = {}, b = {}, over = {}]: Parameters<typeof match>): CardMatchState {
  const seed = testSeed(12345);
  return match(
    { moves: 0, ...a },
    { moves: 0, ...b },
    { rngVersion: 2, seed, seedCommitment: seedCommitment(seed), rng: 0, ...over },
  );
}
