import { REALTIME_RESTART_WINDOW_MS } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelay, restartDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('doubles from about a second, half of each step random', () => {
    const lowest = [0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, () => 0));
    const highest = [0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, () => 1));
    expect(lowest).toEqual([500, 1_000, 2_000, 4_000, 8_000]);
    expect(highest).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    for (const attempt of [5, 10, 50, 1_000]) {
      expect(reconnectDelay(attempt, () => 1)).toBe(RECONNECT_MAX_MS);
      expect(reconnectDelay(attempt, () => 0)).toBe(RECONNECT_MAX_MS / 2);
    }
  });

  it('spreads tabs that retry at the same attempt', () => {
    const delays = new Set([0.1, 0.3, 0.5, 0.7, 0.9].map((r) => reconnectDelay(3, () => r)));
    expect(delays.size).toBe(5);
  });
});

describe('restartDelay', () => {
  it('spreads the sockets of a stopping instance over the restart window, none at once', () => {
    expect(restartDelay(() => 0)).toBe(REALTIME_RESTART_WINDOW_MS / 10);
    expect(restartDelay(() => 1)).toBe(REALTIME_RESTART_WINDOW_MS);
    const delays = [0.1, 0.3, 0.5, 0.7, 0.9].map((r) => restartDelay(() => r));
    expect(new Set(delays).size).toBe(5);
    expect(delays.every((d) => d > 0 && d < REALTIME_RESTART_WINDOW_MS)).toBe(true);
  });
});
