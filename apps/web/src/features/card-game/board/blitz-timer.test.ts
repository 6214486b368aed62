import { describe, expect, it } from 'vitest';
import { formatTimer, msLeft, shouldAutoEndTurn, timerLevel, timerTickMs, turnKey } from './blitz-timer';

describe('blitz timer', () => {
  const deadline = '2026-11-26T12:00:45.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts down to the deadline and stops at zero', () => {
    expect(msLeft(deadline, at('2026-11-26T12:00:00.000Z'))).toBe(45_000);
    expect(msLeft(deadline, at('2026-11-26T12:01:00.000Z'))).toBe(0);
    expect(msLeft('not a date', 0)).toBe(0);
  });

  it('formats m:ss, rounding up so 0:00 means over', () => {
    expect(formatTimer(45_000)).toBe('0:45');
    expect(formatTimer(44_001)).toBe('0:45');
    expect(formatTimer(9_250)).toBe('0:10');
    expect(formatTimer(1)).toBe('0:01');
    expect(formatTimer(0)).toBe('0:00');
    expect(formatTimer(-5)).toBe('0:00');
    expect(formatTimer(24 * 3_600_000)).toBe('1440:00');
    expect(formatTimer(65_000)).toBe('1:05');
  });

  it.each([
    [20_001, 'normal'],
    [20_000, 'warning'],
    [10_001, 'warning'],
    [10_000, 'urgent'],
    [0, 'urgent'],
  ])('warns at 20 s or less and is urgent at 10 s or less: %i ms left is %s', (ms, level) => {
    expect(timerLevel(ms)).toBe(level);
  });

  it('refreshes every second, every 250 ms at 10 s or less', () => {
    expect(timerTickMs(30_000)).toBe(1_000);
    expect(timerTickMs(10_001)).toBe(1_000);
    expect(timerTickMs(10_000)).toBe(250);
    expect(timerTickMs(0)).toBe(250);
  });

  it('ends the own turn at zero, once per turn', () => {
    const base = {
      blitz: true,
      gameOver: false,
      myTurn: true,
      msLeft: 0,
      turn: turnKey(3, 'player_a'),
      endedFor: null,
    };
    expect(shouldAutoEndTurn(base)).toBe(true);
    expect(shouldAutoEndTurn({ ...base, endedFor: turnKey(3, 'player_a') })).toBe(false);
    // The next own turn fires again.
    expect(shouldAutoEndTurn({ ...base, turn: turnKey(5, 'player_a'), endedFor: turnKey(3, 'player_a') })).toBe(true);
    expect(shouldAutoEndTurn({ ...base, msLeft: 1 })).toBe(false);
    expect(shouldAutoEndTurn({ ...base, myTurn: false })).toBe(false);
    expect(shouldAutoEndTurn({ ...base, gameOver: true })).toBe(false);
    expect(shouldAutoEndTurn({ ...base, blitz: false })).toBe(false);
  });

  it('tells the two seats of one turn number apart', () => {
    expect(turnKey(4, 'player_a')).not.toBe(turnKey(4, 'player_b'));
  });
});
