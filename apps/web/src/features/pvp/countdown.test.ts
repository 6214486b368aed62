import { describe, expect, it } from 'vitest';
import { countdownPhase, serverClockOffset } from './countdown';

const start = Date.parse('2026-03-01T12:00:10.000Z');

describe('countdownPhase', () => {
  it('waits until the server start time, then counts 3, 2, 1 a second each, then goes', () => {
    expect(countdownPhase(start - 1_000, start)).toEqual({ kind: 'waiting' });
    expect(countdownPhase(start - 1, start)).toEqual({ kind: 'waiting' });
    expect(countdownPhase(start, start)).toEqual({ kind: 'count', n: 3 });
    expect(countdownPhase(start + 999, start)).toEqual({ kind: 'count', n: 3 });
    expect(countdownPhase(start + 1_000, start)).toEqual({ kind: 'count', n: 2 });
    expect(countdownPhase(start + 2_500, start)).toEqual({ kind: 'count', n: 1 });
    expect(countdownPhase(start + 3_000, start)).toEqual({ kind: 'go' });
  });

  it('goes at once for a countdown long past (a match opened again later)', () => {
    expect(countdownPhase(start + 60_000, start)).toEqual({ kind: 'go' });
  });
});

describe('serverClockOffset', () => {
  const pairedAt = '2026-03-01T12:00:09.000Z';

  it('counts with the server when the browser clock is a minute behind', () => {
    const browserAtReceipt = Date.parse(pairedAt) - 60_000 + 40; // answer took 40 ms
    const offset = serverClockOffset(pairedAt, browserAtReceipt) ?? 0;
    // 1.5 s of browser time later the browser's own clock still says "a minute to go"; the estimate does not.
    const later = browserAtReceipt + 1_500;
    expect(countdownPhase(later, start)).toEqual({ kind: 'waiting' });
    expect(countdownPhase(later + offset, start)).toEqual({ kind: 'count', n: 3 });
  });

  it('does not skip the countdown when the browser clock is a minute ahead', () => {
    const browserAtReceipt = Date.parse(pairedAt) + 60_000 + 40;
    const offset = serverClockOffset(pairedAt, browserAtReceipt) ?? 0;
    expect(countdownPhase(browserAtReceipt, start)).toEqual({ kind: 'go' });
    expect(countdownPhase(browserAtReceipt + offset, start)).toEqual({ kind: 'waiting' });
    expect(countdownPhase(browserAtReceipt + 2_500 + offset, start)).toEqual({ kind: 'count', n: 2 });
  });

  it('runs late by at most how long the answer took, never early', () => {
    const offset = serverClockOffset(pairedAt, Date.parse(pairedAt) + 500) ?? 0;
    expect(offset).toBe(-500);
  });

  it('gives null for a time it cannot read', () => {
    expect(serverClockOffset('not a date', 1)).toBeNull();
  });
});
