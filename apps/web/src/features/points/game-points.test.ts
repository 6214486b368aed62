import { describe, expect, it } from 'vitest';
import { capResetTime, gamePointsProgress } from './game-points';

describe('gamePointsProgress', () => {
  it('fills the bar as the day’s points grow', () => {
    expect(gamePointsProgress({ points: 0, cap: 100 })).toEqual({
      points: 0,
      cap: 100,
      percent: 0,
      left: 100,
      reached: false,
    });
    expect(gamePointsProgress({ points: 37, cap: 100 })).toMatchObject({ percent: 37, left: 63, reached: false });
    expect(gamePointsProgress({ points: 99, cap: 100 })).toMatchObject({ left: 1, reached: false });
  });

  it('is full, with nothing left, at the cap', () => {
    expect(gamePointsProgress({ points: 100, cap: 100 })).toMatchObject({ percent: 100, left: 0, reached: true });
    // Never past it, whatever the answer says.
    expect(gamePointsProgress({ points: 130, cap: 100 })).toMatchObject({ points: 100, percent: 100, left: 0 });
  });
});

describe('capResetTime', () => {
  it.each([
    ['en-US', 'UTC', '12:00 AM'],
    ['en-US', 'Europe/Berlin', '1:00 AM'],
    ['en-US', 'America/New_York', '7:00 PM'],
    ['en-GB', 'Asia/Kolkata', '5:30'],
  ])("gives the next UTC midnight in the reader's clock: %s in %s sees %s", (locale, zone, shown) => {
    expect(capResetTime('2026-11-27', locale, zone)).toBe(shown);
  });

  it('gives null for a day it cannot read', () => {
    expect(capResetTime('today')).toBeNull();
    expect(capResetTime('2026-13-45')).toBeNull();
    expect(capResetTime('')).toBeNull();
  });
});
