import { describe, expect, it } from 'vitest';
import { newerState, shownState, withOptimisticPlay } from './optimistic-play';
import { testMatchState, testSeat } from '../../../../test/card-match-state';
import { expectNewerVersionWins } from '../../../../test/newer-version';

const hand = ['impulse_buy', 'flash_sale', 'impulse_buy'];

describe('the optimistic card play', () => {
  it("moves one copy of the card from the player's hand to their side of the table and spends its energy", () => {
    const before = testMatchState({ playerB: testSeat({ hand, energy: 3, playedCards: ['coupon'] }) });
    const after = withOptimisticPlay(before, { cardId: 'impulse_buy', cost: 2 });
    expect(after.playerB.hand).toEqual(['flash_sale', 'impulse_buy']);
    expect(after.playerB.playedCards).toEqual(['coupon', 'impulse_buy']);
    expect(after.playerB.energy).toBe(1);
    // The opponent's seat and the state it was made from are untouched.
    expect(after.playerA).toBe(before.playerA);
    expect(before.playerB.hand).toEqual(hand);
  });

  it('a free next card costs nothing and is used up; seat A plays from its own hand', () => {
    const free = testMatchState({ playerB: testSeat({ hand, energy: 1, nextCardFree: true }) });
    const after = withOptimisticPlay(free, { cardId: 'flash_sale', cost: 3 });
    expect(after.playerB).toMatchObject({ energy: 1, nextCardFree: false, playedCards: ['flash_sale'] });
    const seatA = testMatchState({ playerId: 5, turn: 5, playerA: testSeat({ hand: ['coupon'] }) });
    expect(withOptimisticPlay(seatA, { cardId: 'coupon', cost: 1 }).playerA.playedCards).toEqual(['coupon']);
  });

  it('a card no longer in the hand changes nothing', () => {
    const state = testMatchState({ playerB: testSeat({ hand }) });
    expect(withOptimisticPlay(state, { cardId: 'coupon', cost: 1 })).toBe(state);
  });

  it('is laid over the server state it was played on only: a newer one already holds the play', () => {
    const base = testMatchState({ version: 4, playerB: testSeat({ hand }) });
    const pending = { cardId: 'flash_sale', cost: 1, baseVersion: 4 };
    expect(shownState(base, pending).playerB.playedCards).toEqual(['flash_sale']);
    expect(shownState(base, null)).toBe(base);
    const answered = testMatchState({
      version: 5,
      playerB: testSeat({ hand: ['impulse_buy'], playedCards: ['flash_sale'] }),
    });
    expect(shownState(answered, pending)).toBe(answered);
  });

  it('of two states the newer version wins, whichever arrives last', () => {
    const v4 = testMatchState({ version: 4 });
    const v5 = testMatchState({ version: 5 });
    expectNewerVersionWins(newerState, v4, v5);
    expect(newerState(v5, { ...v5 })).toEqual(v5);
  });
});
