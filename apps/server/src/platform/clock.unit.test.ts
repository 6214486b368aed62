import { describe, expect, it } from 'vitest';
import { isoOffset, systemClock } from './clock.js';
import { TestClock } from '../../test/test-clock.js';

describe('TestClock', () => {
  it('fires timers in time order, each at its own time, and not before', async () => {
    const clock = new TestClock('2026-01-01T00:00:00.000Z');
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`b@${clock.now().toISOString()}`), 2_000);
    clock.setTimeout(() => fired.push(`a@${clock.now().toISOString()}`), 1_000);
    await clock.advance(999);
    expect(fired).toEqual([]);
    await clock.advance(1_500);
    expect(fired).toEqual(['a@2026-01-01T00:00:01.000Z', 'b@2026-01-01T00:00:02.000Z']);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:02.499Z');
  });

  it('fires a timer set by a callback when it falls inside the same step, and never a cancelled one', async () => {
    const clock = new TestClock();
    let ticks = 0;
    const tick = () => {
      ticks += 1;
      clock.setTimeout(tick, 100);
    };
    clock.setTimeout(tick, 100);
    const cancelled = clock.setTimeout(() => {
      ticks += 1_000;
    }, 50);
    cancelled.cancel();
    await clock.advance(1_000);
    expect(ticks).toBe(10);
    expect(clock.pendingTimers).toBe(1);
  });

  it('resolves sleep only when time reaches it, and lets the awaiting code run', async () => {
    const clock = new TestClock();
    const steps: number[] = [];
    void (async () => {
      await clock.sleep(500);
      steps.push(1);
      await clock.sleep(500);
      steps.push(2);
    })();
    await clock.advance(499);
    expect(steps).toEqual([]);
    await clock.advance(1);
    expect(steps).toEqual([1]);
    await clock.advance(500);
    expect(steps).toEqual([1, 2]);
  });
});

describe('systemClock', () => {
  it('tells the real time and fires real timers, which can be cancelled', async () => {
    const before = Date.now();
    expect(systemClock.now().getTime()).toBeGreaterThanOrEqual(before);
    let fired = false;
    systemClock.setTimeout(() => (fired = true), 1).cancel();
    await systemClock.sleep(20);
    expect(fired).toBe(false);
  });
});

describe('isoOffset', () => {
  it('moves a time back or forward and answers the ISO text stored in the database', () => {
    const at = new Date('2026-01-01T00:30:00.000Z');
    expect(isoOffset(at, -60 * 60 * 1000)).toBe('2025-12-31T23:30:00.000Z');
    expect(isoOffset(at, 30 * 24 * 60 * 60 * 1000)).toBe('2026-01-31T00:30:00.000Z');
  });
});
