import type { CardMatchStateResponse } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { boardView, gameOverSummary, withoutOneCard } from './board-view';
import { testMatchState, testSeat } from '../../../../test/card-match-state';

const state = (over: Partial<CardMatchStateResponse> = {}): CardMatchStateResponse =>
  testMatchState({
    version: 9,
    playerATimeouts: 1,
    playerBTimeouts: 2,
    playerA: testSeat({ buyPower: 3 }),
    playerB: testSeat({ buyPower: 6 }),
    ...over,
  });

describe('board view', () => {
  it("reads the asking player's seat, the turn and the mode", () => {
    const view = boardView(state());
    expect(view.me.buyPower).toBe(6);
    expect(view.opponent.buyPower).toBe(3);
    expect([view.myTimeouts, view.opponentTimeouts]).toEqual([2, 1]);
    expect(view.myTurn).toBe(true);
    expect(view.blitz).toBe(true);
    expect(boardView(state({ turn: 5 })).myTurn).toBe(false);
    expect(boardView(state({ gameStatus: 'forfeited' })).myTurn).toBe(false);
  });

  it('removes one copy of a played card', () => {
    expect(withoutOneCard(['a', 'b', 'a'], 'a')).toEqual(['b', 'a']);
    expect(withoutOneCard(['a'], 'z')).toEqual(['a']);
  });

  it('sums up the end: victory, defeat and a tie', () => {
    const won = gameOverSummary(state({ gameStatus: 'completed', winner: 7, winReason: 'reached_10_buy_power' }));
    expect(won).toMatchObject({ title: 'Victory', message: 'Congratulations! You won!', winner: 'bea', loser: 'al' });
    expect(won).toMatchObject({ turnsPlayed: 4, myBuyPower: 6, opponentBuyPower: 3, resultLine: null });
    const lost = gameOverSummary(state({ gameStatus: 'forfeited', winner: 5, winReason: 'opponent_forfeited' }));
    expect(lost).toMatchObject({ title: 'Defeat', message: 'Better luck next time!', winner: 'al', loser: 'bea' });
    const tie = gameOverSummary(state({ gameStatus: 'completed', winner: null, winReason: 'tie' }));
    expect(tie).toMatchObject({
      title: 'Tie Game',
      message: "It's a tie! Great game!",
      winner: null,
      resultLine: 'Tie Game',
    });
  });
});
