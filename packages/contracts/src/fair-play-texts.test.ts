import { describe, expect, it } from 'vitest';
import { FAIR_PLAY_RULES, gameRewardLine, memoryRewardText, ratingChangeText } from './fair-play-texts.js';
import { FAIR_PLAY, UNPAID_REASONS } from './fair-play.js';

describe('gameRewardLine (what a result screen says about points)', () => {
  it('says what a paid game paid', () => {
    expect(gameRewardLine({ paid: true, pointsEarned: 10 })).toEqual({ paid: true, text: '+10 points' });
    expect(gameRewardLine({ practice: false, paid: true, pointsEarned: 40 })?.text).toBe('+40 points');
    // A game that crossed the daily cap paid only up to it: the screen says what was paid.
    expect(gameRewardLine({ paid: true, pointsEarned: 3 })?.text).toBe('+3 points');
  });

  it('says why a game paid nothing, in the issue’s words', () => {
    expect(gameRewardLine({ paid: false, unpaidReason: 'aborted' })).toEqual({
      paid: false,
      reason: 'aborted',
      text: 'Aborted: too few moves',
    });
    expect(gameRewardLine({ paid: false, unpaidReason: 'casual', pointsEarned: 0 })?.text).toBe(
      'Casual: you have played this opponent 3 times today',
    );
    expect(gameRewardLine({ paid: false, unpaidReason: 'daily_cap' })?.text).toBe('Daily game points reached');
    for (const reason of UNPAID_REASONS) expect(gameRewardLine({ paid: false, unpaidReason: reason })).not.toBeNull();
  });

  it('says nothing about points for a practice game, paid field or not', () => {
    expect(gameRewardLine({ practice: true })).toBeNull();
    expect(gameRewardLine({ practice: true, paid: false, unpaidReason: 'aborted' })).toBeNull();
  });

  it('says nothing when the server did not say (a game from before the rules)', () => {
    expect(gameRewardLine({})).toBeNull();
    expect(gameRewardLine({ practice: false })).toBeNull();
    expect(gameRewardLine({ paid: true })).toBeNull();
    expect(gameRewardLine({ paid: false })).toBeNull();
  });
});

describe('FAIR_PLAY_RULES', () => {
  it('states the numbers the server applies', () => {
    const text = FAIR_PLAY_RULES.map((r) => `${r.title} ${r.text}`).join(' ');
    expect(text).toContain(`${FAIR_PLAY.dailyGamePoints} game points a day`);
    expect(text).toContain(`${FAIR_PLAY.pairGamesPerDay} paid games a day per opponent`);
    expect(text).toContain(`made ${FAIR_PLAY.minLoserMoves} moves of their own`);
  });
});

describe('ratingChangeText (the duel result’s rating line)', () => {
  it('shows before → after, rounded', () => {
    expect(ratingChangeText({ before: 1500, after: 1516, provisionalBefore: false, provisionalAfter: false })).toBe(
      '1500 → 1516',
    );
  });

  it('marks each provisional side with a ?', () => {
    expect(ratingChangeText({ before: 1500, after: 1662, provisionalBefore: true, provisionalAfter: true })).toBe(
      '1500? → 1662?',
    );
    expect(ratingChangeText({ before: 1490, after: 1503, provisionalBefore: true, provisionalAfter: false })).toBe(
      '1490? → 1503',
    );
  });

  it('says nothing for a duel that moved no rating', () => {
    expect(ratingChangeText({})).toBeNull();
    expect(ratingChangeText({ before: 1500 })).toBeNull();
  });
});

describe('memoryRewardText (the memory result’s points line)', () => {
  it('says what the game paid, or that the day’s paid games are used up', () => {
    expect(memoryRewardText(5)).toBe('+5 points');
    expect(memoryRewardText(0)).toBe('No points: 10 paid games a day reached');
  });
});
