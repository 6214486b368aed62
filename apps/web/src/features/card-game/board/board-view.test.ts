import type { CardDefinitionDto, CardMatchStateResponse } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { playFailure, playFailureText } from './board-text';
import { boardView, cardBlockedReason, gameOverSummary, withoutOneCard } from './board-view';
import { testMatchState, testSeat } from './test-match-state';

const player = testSeat;

const state = (over: Partial<CardMatchStateResponse> = {}): CardMatchStateResponse =>
  testMatchState({
    version: 9,
    playerATimeouts: 1,
    playerBTimeouts: 2,
    playerA: testSeat({ buyPower: 3 }),
    playerB: testSeat({ buyPower: 6 }),
    ...over,
  });

const card = (id: string, cost: number): CardDefinitionDto => ({
  id,
  name: id,
  type: 'Skill',
  description: '',
  cost,
  imageUrl: null,
  effect: {},
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

  it("greys a card already on the table or that costs more than the energy left, unless it's free", () => {
    expect(cardBlockedReason(player({ playedCards: ['a'] }), card('a', 0))).toBe('Played card');
    expect(cardBlockedReason(player({ energy: 1 }), card('b', 2))).toBe('Not enough energy');
    expect(cardBlockedReason(player({ energy: 1, nextCardFree: true }), card('b', 2))).toBeNull();
    expect(cardBlockedReason(player({ energy: 2 }), card('b', 2))).toBeNull();
    expect(cardBlockedReason(player(), undefined)).toBeNull();
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

describe('play errors', () => {
  it("maps the server's messages to the spec's alerts", () => {
    expect(playFailureText(playFailure('Card not in hand'))).toBe(
      'Card not available - please wait for the game to sync and try again.',
    );
    expect(playFailureText(playFailure('Not enough energy'))).toBe('Not enough energy to play this card');
    expect(playFailureText(playFailure('Not your turn'))).toBe("It's not your turn");
    expect(playFailureText(playFailure('Played card'))).toBe('Failed to play card');
  });
});
