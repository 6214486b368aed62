import { describe, expect, it } from 'vitest';
import { earnerFlags, memberPath, pairFlags, REPLAYS_SHOWN, shownReplays, windowLabel } from './fair-play-report';

describe('windowLabel', () => {
  it('names one UTC day for today, whether the window ends at midnight or now', () => {
    expect(windowLabel('2026-11-27T00:00:00.000Z', '2026-11-28T00:00:00.000Z')).toBe('Nov 27 (UTC)');
    expect(windowLabel('2026-11-27T00:00:00.000Z', '2026-11-27T15:42:10.000Z')).toBe('Nov 27 (UTC)');
  });

  it('names the first and last day of a longer window', () => {
    expect(windowLabel('2026-11-21T00:00:00.000Z', '2026-11-28T00:00:00.000Z')).toBe('Nov 21 – Nov 27 (UTC)');
    expect(windowLabel('2026-11-27T00:00:00Z', '2026-12-03T09:00:00Z')).toBe('Nov 27 – Dec 3 (UTC)');
  });

  it('says nothing for times it cannot read', () => {
    expect(windowLabel('yesterday', '2026-11-28T00:00:00Z')).toBe('');
  });
});

describe('links', () => {
  it('lead to the member', () => {
    expect(memberPath(42)).toBe('/user/42');
  });

  it('show the newest replays and count the rest', () => {
    expect(shownReplays([])).toEqual({ shown: [], more: 0 });
    expect(shownReplays([9, 8, 7])).toEqual({ shown: [9, 8, 7], more: 0 });
    const ids = Array.from({ length: REPLAYS_SHOWN + 3 }, (_, i) => 100 - i);
    expect(shownReplays(ids)).toEqual({ shown: ids.slice(0, REPLAYS_SHOWN), more: 3 });
  });
});

describe('flags', () => {
  it('flag a pair’s aborted and casual games, aborted first', () => {
    expect(pairFlags({ aborted: 0, casual: 0 })).toEqual([]);
    expect(pairFlags({ aborted: 97, casual: 1 })).toEqual([
      { text: '97 aborted games', tone: 'hot' },
      { text: '1 casual game', tone: 'warn' },
    ]);
  });

  it('flag what a member was not paid, and capped games', () => {
    expect(earnerFlags({ aborted: 0, casual: 0, capped: 0 })).toEqual([]);
    expect(earnerFlags({ aborted: 0, casual: 43, capped: 1 }).map((f) => f.text)).toEqual([
      '43 casual games',
      '1 capped game',
    ]);
  });
});
