import { describe, expect, it } from 'vitest';
import { decideGameReward, FAIR_PLAY, ratingText } from './fair-play.js';

const base = { loserMoves: 5, pairGamesBefore: 0, pointsBefore: 0, amount: 20 };
/** The decision on a game that pays nothing: whether it still counts, and why it is unpaid. */
const unpaid = (counted: boolean, unpaidReason: string) => ({ counted, points: 0, paid: false, unpaidReason });

describe('fair-play rewards', () => {
  it('pays a normal game in full', () => {
    expect(decideGameReward(base)).toEqual({ counted: true, points: 20, paid: true, unpaidReason: null });
  });

  it('aborts a game whose loser made fewer than 2 moves: nothing paid, nothing counted', () => {
    expect(decideGameReward({ ...base, loserMoves: 1 })).toEqual(unpaid(false, 'aborted'));
    expect(decideGameReward({ ...base, loserMoves: FAIR_PLAY.minLoserMoves }).paid).toBe(true);
    // A game from before the rules has no move count and is never aborted.
    expect(decideGameReward({ ...base, loserMoves: null }).paid).toBe(true);
  });

  it('makes the 4th game of a pair in a day casual', () => {
    expect(decideGameReward({ ...base, pairGamesBefore: 2 }).paid).toBe(true);
    expect(decideGameReward({ ...base, pairGamesBefore: 3 })).toEqual(unpaid(false, 'casual'));
  });

  it('pays up to the daily cap, then nothing while the game still counts', () => {
    expect(decideGameReward({ ...base, pointsBefore: 90 })).toEqual({
      counted: true,
      points: 10,
      paid: true,
      unpaidReason: null,
    });
    expect(decideGameReward({ ...base, pointsBefore: 100 })).toEqual(unpaid(true, 'daily_cap'));
  });

  it('shows a provisional rating with a question mark', () => {
    expect(ratingText(1662.4, true)).toBe('1662?');
    expect(ratingText(1500, false)).toBe('1500');
  });
});
