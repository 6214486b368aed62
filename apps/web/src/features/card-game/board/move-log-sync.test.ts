import type { CardLogEntry, CardMatchStateResponse } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { lastLogged, logSignature, mergeLog } from './move-log-sync';
import { testMatchState, testSeat } from '../../../../test/card-match-state';

const seat = testSeat({ hand: ['a', 'b'] });
const state = testMatchState({
  turnCount: 1,
  playerA: seat,
  playerB: { ...seat, hand: [null, null] },
  playerATimeouts: 0,
  playerBTimeouts: 0,
});
const entry = (n: number): CardLogEntry => ({
  n,
  turn: 1,
  player: 1,
  type: 'end_turn',
  at: '2026-01-05T12:00:00.000Z',
});

describe('following the move log', () => {
  it('sees every kind of action in the match state', () => {
    const before = logSignature(state);
    const played = { ...state, playerA: { ...seat, hand: ['b'], playedCards: ['a'], energy: 2 } };
    const ended = { ...state, turnCount: 2 };
    const timedOut = { ...state, playerBTimeouts: 1 };
    const over = { ...state, gameStatus: 'forfeited' } as CardMatchStateResponse;
    const all = [before, ...[played, ended, timedOut, over].map(logSignature)];
    expect(new Set(all).size).toBe(all.length);
    // Another read of the same match is the same.
    expect(logSignature({ ...state })).toBe(before);
  });

  it('merges new entries in order, each once', () => {
    expect(mergeLog([entry(1), entry(2)], [entry(2), entry(4), entry(3)]).map((e) => e.n)).toEqual([1, 2, 3, 4]);
    expect(mergeLog([entry(1)], [])).toEqual([entry(1)]);
    expect(lastLogged([])).toBe(0);
    expect(lastLogged([entry(1), entry(5)])).toBe(5);
  });
});
