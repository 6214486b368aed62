import { describe, expect, it } from 'vitest';
import { resyncDelays, syncGate, versionCheckMs } from './sync-schedule';

describe('board sync schedule', () => {
  it("checks the version every 3 s while the opponent is on turn, push or not; on the player's own turn 3 s without push, 15 s with it; never once over", () => {
    expect(versionCheckMs(true, false, false)).toBe(3_000);
    expect(versionCheckMs(false, false, false)).toBe(3_000);
    expect(versionCheckMs(false, true, false)).toBe(3_000);
    expect(versionCheckMs(true, true, false)).toBe(15_000);
    expect(versionCheckMs(false, false, true)).toBe(false);
    expect(versionCheckMs(true, true, true)).toBe(false);
  });

  it("puts a read off while a card is being played and, on the player's own turn, until 2 s after the last play", () => {
    const mine = { myTurn: true, now: 10_000 };
    expect(syncGate({ ...mine, playing: true, lastPlayAt: 10_000 })).toEqual({ kind: 'after-play' });
    expect(syncGate({ ...mine, playing: false, lastPlayAt: null })).toEqual({ kind: 'now' });
    expect(syncGate({ ...mine, playing: false, lastPlayAt: 9_000 })).toEqual({ kind: 'at', at: 11_000 });
    expect(syncGate({ ...mine, playing: false, lastPlayAt: 8_001 })).toEqual({ kind: 'at', at: 10_001 });
    expect(syncGate({ ...mine, playing: false, lastPlayAt: 8_000 })).toEqual({ kind: 'now' });
  });

  it("reads at once on the opponent's turn, however recent the player's last play", () => {
    expect(syncGate({ myTurn: false, now: 10_000, playing: false, lastPlayAt: 9_900 })).toEqual({ kind: 'now' });
  });

  it('re-syncs 1.5 s after a play, 0.75 s after ending a turn, and at 0.5, 1.5 and 3 s after a timeout', () => {
    expect(resyncDelays('play')).toEqual([1_500]);
    expect(resyncDelays('end-turn')).toEqual([750]);
    expect(resyncDelays('timeout')).toEqual([500, 1_500, 3_000]);
  });
});
