import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefreshLoop, scheduleRetailerRefresh, type RefreshLoopOptions } from './refresh-schedule.js';
import type { RetailerRefreshResult, RetailerRefresher } from './retailer-refresher.js';

const HOUR = 3_600_000;
const done: RetailerRefreshResult = { requested: 2, updated: 2, failed: [] };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

function loop(overrides: Partial<RefreshLoopOptions> = {}) {
  const run = vi.fn(async () => done);
  const log = { info: vi.fn(), error: vi.fn() };
  const options: RefreshLoopOptions = {
    run,
    intervalMs: 24 * HOUR,
    lastRefreshAt: async () => null,
    now: () => Date.now(),
    startDelayMs: 30_000,
    log,
    ...overrides,
  };
  return { loop: new RefreshLoop(options), run: options.run as typeof run, log };
}

describe('RefreshLoop', () => {
  it('runs shortly after start when it never ran, then every interval, logging each outcome', async () => {
    const { loop: l, run, log } = loop();
    await l.start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ requested: 2, updated: 2, failedCount: 0 }),
      'scheduled retailer refresh finished',
    );
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(run).toHaveBeenCalledTimes(2);
    l.stop();
  });

  it('runs shortly after start when the last refresh is older than the interval', async () => {
    const { loop: l, run } = loop({ lastRefreshAt: async () => new Date(Date.now() - 25 * HOUR) });
    await l.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(1);
    l.stop();
  });

  it('waits until the last refresh falls due when it is recent', async () => {
    const { loop: l, run } = loop({ lastRefreshAt: async () => new Date(Date.now() - 1 * HOUR) });
    await l.start();
    await vi.advanceTimersByTimeAsync(23 * HOUR - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    l.stop();
  });

  it('never overlaps runs: the next is timed from the end of a long one', async () => {
    let finish: (r: RetailerRefreshResult) => void = () => {};
    const run = vi.fn(() => new Promise<RetailerRefreshResult>((resolve) => (finish = resolve)));
    const { loop: l } = loop({ run, intervalMs: HOUR });
    await l.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * HOUR);
    expect(run).toHaveBeenCalledTimes(1);
    finish(done);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(run).toHaveBeenCalledTimes(2);
    l.stop();
  });

  it('a failed run is logged and the schedule goes on', async () => {
    const run = vi.fn(async (): Promise<RetailerRefreshResult> => {
      throw new Error('boom');
    });
    const { loop: l, log } = loop({ run, intervalMs: HOUR });
    await l.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.any(String));
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(run).toHaveBeenCalledTimes(2);
    l.stop();
  });

  it('stop clears the timer', async () => {
    const { loop: l, run } = loop();
    await l.start();
    expect(vi.getTimerCount()).toBe(1);
    l.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(48 * HOUR);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('scheduleRetailerRefresh', () => {
  const retailer: RetailerRefresher = { refreshAll: async () => done, refreshOne: async () => done };
  const fakeApp = () => ({ addHook: vi.fn() }) as unknown as FastifyInstance & { addHook: ReturnType<typeof vi.fn> };

  it('sets up nothing without a retailer or with an interval of 0', () => {
    for (const [r, hours] of [
      [null, 24],
      [retailer, 0],
    ] as const) {
      const app = fakeApp();
      scheduleRetailerRefresh(app, r, hours);
      expect(app.addHook).not.toHaveBeenCalled();
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts when the app is ready and stops when it closes', async () => {
    const app = fakeApp();
    const deps = {
      db: {
        kysely: {
          selectFrom: () => ({
            select: () => ({ where: () => ({ executeTakeFirst: async () => undefined }) }),
          }),
        },
      },
      clock: { now: () => new Date() },
    };
    Object.assign(app, { deps, log: { info: vi.fn(), error: vi.fn() } });
    scheduleRetailerRefresh(app, retailer, 24, { startDelayMs: 10 });
    const hooks = new Map(app.addHook.mock.calls.map(([name, fn]) => [name, fn as () => Promise<void>]));
    expect([...hooks.keys()]).toEqual(['onReady', 'onClose']);
    await hooks.get('onReady')!();
    expect(vi.getTimerCount()).toBe(1);
    await hooks.get('onClose')!();
    expect(vi.getTimerCount()).toBe(0);
  });
});
