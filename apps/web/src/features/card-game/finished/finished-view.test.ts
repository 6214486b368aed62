import type { FinishedCardMatch } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { finishedRow } from './finished-view';

const match = (over: Partial<FinishedCardMatch> = {}): FinishedCardMatch => ({
  matchId: 12,
  mode: 'blitz',
  practice: false,
  playerA: { id: 7, username: 'alice' },
  playerB: { id: 9, username: 'bob' },
  winner: 7,
  winReason: 'reached_10_buy_power',
  turnCount: 9,
  endedAt: '2026-01-01T10:00:00.000Z',
  replayable: true,
  ...over,
});

describe('a finished match in a list', () => {
  it('reads from the side of the member whose list it is, whichever seat they had', () => {
    expect(finishedRow(match(), 7)).toMatchObject({
      result: 'won',
      resultText: 'Won',
      opponent: { id: 9, name: 'bob' },
    });
    expect(finishedRow(match(), 9)).toMatchObject({
      result: 'lost',
      resultText: 'Lost',
      opponent: { id: 7, name: 'alice' },
    });
  });

  it('says Tie for a match without a winner, and how it ended', () => {
    const row = finishedRow(match({ winner: null, winReason: 'tie' }), 9);
    expect(row).toMatchObject({ result: 'tie', resultText: 'Tie', reason: 'Tie at the turn limit' });
    expect(finishedRow(match({ winReason: 'opponent_forfeited' }), 7).reason).toBe('Forfeit');
  });

  it('keeps the mode, turns, time and whether a replay exists', () => {
    expect(finishedRow(match({ mode: 'async', replayable: false }), 7)).toMatchObject({
      matchId: 12,
      mode: 'async',
      turns: 9,
      endedAt: '2026-01-01T10:00:00.000Z',
      replayable: false,
    });
  });
});
