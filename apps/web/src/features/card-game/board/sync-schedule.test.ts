import { describe, expect, it } from 'vitest';
import { resyncDelays, shouldSkipSync, syncIntervalMs } from './sync-schedule';

describe('board sync schedule', () => {
  it('polls every 3 s without push, slowly with push, and not at all once the game is over', () => {
    expect(syncIntervalMs(false, false)).toBe(3_000);
    expect(syncIntervalMs(true, false)).toBe(15_000);
    expect(syncIntervalMs(false, true)).toBe(false);
    expect(syncIntervalMs(true, true)).toBe(false);
  });

  it('skips while a card is being played and within 2 s of the last play', () => {
    expect(shouldSkipSync({ playing: true, lastPlayAt: null, now: 10_000 })).toBe(true);
    expect(shouldSkipSync({ playing: false, lastPlayAt: null, now: 10_000 })).toBe(false);
    expect(shouldSkipSync({ playing: false, lastPlayAt: 9_000, now: 10_000 })).toBe(true);
    expect(shouldSkipSync({ playing: false, lastPlayAt: 8_001, now: 10_000 })).toBe(true);
    expect(shouldSkipSync({ playing: false, lastPlayAt: 8_000, now: 10_000 })).toBe(false);
  });

  it('re-syncs 1.5 s after a play, 0.75 s after ending a turn, and at 0.5, 1.5 and 3 s after a timeout', () => {
    expect(resyncDelays('play')).toEqual([1_500]);
    expect(resyncDelays('end-turn')).toEqual([750]);
    expect(resyncDelays('timeout')).toEqual([500, 1_500, 3_000]);
  });
});
