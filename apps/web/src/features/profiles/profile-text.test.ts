import { describe, expect, it } from 'vitest';
import { emptyThreadsText, noThreadsText, parseUserId, puzzleStat, pvpStat, rankText } from './profile-text';

describe('PvP rating', () => {
  it('shows the rating and its rank, as the rankings write it', () => {
    expect(pvpStat(1532, 4, false)).toEqual({ value: '1532', rank: '#4', known: true, provisional: false });
  });

  it("adds a '?' to a provisional rating", () => {
    expect(pvpStat(1612, 2, true)).toEqual({ value: '1612?', rank: '#2', known: true, provisional: true });
  });

  it('shows a rating without a rank when there is none', () => {
    expect(pvpStat(1500, null, false)).toEqual({ value: '1500', rank: null, known: true, provisional: false });
  });

  it('reads Unrated, with no rank and no ?, for a member who never played', () => {
    expect(pvpStat(null, null, false)).toEqual({ value: 'Unrated', rank: null, known: false, provisional: false });
    expect(pvpStat(null, 3, false).rank).toBeNull();
    expect(pvpStat(null, null, true)).toMatchObject({ value: 'Unrated', provisional: false });
  });
});

describe('puzzle score', () => {
  it('shows the rank only for places 1 to 10', () => {
    expect(puzzleStat(85, 1).rank).toBe('#1');
    expect(puzzleStat(60, 10).rank).toBe('#10');
    expect(puzzleStat(55, 11).rank).toBe('(Not ranked)');
    expect(puzzleStat(55, 0).rank).toBe('(Not ranked)');
    expect(puzzleStat(55, null).rank).toBe('(Not ranked)');
  });

  it('says so when there is no score, and is not ranked', () => {
    expect(puzzleStat(null, null)).toEqual({ value: 'No score yet', rank: '(Not ranked)', known: false });
    expect(puzzleStat(null, 2).rank).toBe('(Not ranked)');
  });

  it('formats the score', () => {
    expect(puzzleStat(1200, 2).value).toBe('1,200');
  });
});

describe('parseUserId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseUserId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '12abc', ' 7', '9'.repeat(20)]) {
      expect(parseUserId(bad), String(bad)).toBeNull();
    }
  });
});

describe('texts', () => {
  it('formats ranks and the empty thread list', () => {
    expect(rankText(1234)).toBe('#1,234');
    expect(noThreadsText('Quacky')).toBe('Quacky has not posted in the forum yet.');
  });

  it('counts replies as posting in the forum', () => {
    expect(emptyThreadsText('Quacky', 0, 0)).toBe('Quacky has not posted in the forum yet.');
    expect(emptyThreadsText('Quacky', 0, 2)).toBe('Quacky has not started a thread yet.');
    expect(emptyThreadsText('Quacky', 1, 0)).toBeNull();
    expect(emptyThreadsText('Quacky', 3, 4)).toBeNull();
  });
});
