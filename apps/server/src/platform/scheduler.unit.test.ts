import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb, type Db } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Clock } from './clock.js';
import { LeaseScheduler, nextCheckDelay, type JobRun, type SchedulerDeps } from './scheduler.js';
import * as leases from './scheduler-leases.js';
import { TestClock } from '../../test/test-clock.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START_DELAY = 30_000;

let db: Db;
let clock: TestClock;
let schedulers: LeaseScheduler[];

beforeEach(async () => {
  // One in-memory database stands for the one every instance shares.
  db = createDb('sqlite::memory:');
  await migrateToLatest(db);
  clock = new TestClock('2026-05-01T00:00:00.000Z');
  schedulers = [];
});
afterEach(async () => {
  await Promise.all(schedulers.map((s) => s.stop()));
  await db.kysely.destroy();
});

const log = () => ({ debug: vi.fn(), warn: vi.fn(), error: vi.fn() });

/** One app instance's scheduler; all of them share the database and the test clock. */
function instance(holder: string, overrides: Partial<SchedulerDeps> = {}) {
  const scheduler = new LeaseScheduler({ db, clock, log: log(), holder, startDelayMs: START_DELAY, ...overrides });
  schedulers.push(scheduler);
  return scheduler;
}

/** A clock that stops firing anything for its instance once `crash()` is called, as a killed process would. */
function crashable(): { clock: Clock; crash: () => void } {
  let crashed = false;
  return {
    clock: {
      now: () => clock.now(),
      setTimeout: (fn, ms) => clock.setTimeout(() => !crashed && fn(), ms),
      sleep: (ms) => clock.sleep(ms),
    },
    crash: () => {
      crashed = true;
    },
  };
}

/** Moves time and waits until every instance's checks and runs have settled. */
async function step(ms: number) {
  await clock.advance(ms);
  await Promise.all(schedulers.map((s) => s.whenIdle()));
}

/** A job that records which instance ran it and when. */
function recorder(runs: Array<{ by: string; at: string }>, by: string): JobRun {
  return async () => {
    runs.push({ by, at: clock.now().toISOString() });
  };
}

/** A job whose runs last until the test ends them. */
function blocking() {
  const finishes: Array<() => void> = [];
  const signals: AbortSignal[] = [];
  const run: JobRun = ({ signal }) =>
    new Promise<void>((resolve, reject) => {
      signals.push(signal);
      finishes.push(resolve);
      signal.addEventListener('abort', () => reject(signal.reason as Error));
    });
  return { run, finishes, signals, finish: () => finishes.at(-1)?.() };
}

/** Gives `scheduler` a blocking job, starts it and lets the job's first run begin. */
async function startBlocking(
  scheduler: LeaseScheduler,
  name: string,
  options?: Parameters<LeaseScheduler['every']>[3],
) {
  const job = blocking();
  scheduler.every(name, HOUR, job.run, options);
  scheduler.start();
  await clock.advance(START_DELAY);
  expect(job.finishes).toHaveLength(1);
  return job;
}

const row = (name: string) => leases.read(db.kysely, name);

describe('LeaseScheduler', () => {
  it('runs a job once per interval across two instances, the first time shortly after start', async () => {
    const runs: Array<{ by: string; at: string }> = [];
    const a = instance('a');
    const b = instance('b');
    a.every('tick', HOUR, recorder(runs, 'a'));
    b.every('tick', HOUR, recorder(runs, 'b'));
    a.start();
    b.start();
    await step(START_DELAY - 1);
    expect(runs).toEqual([]);
    await step(1);
    expect(runs).toHaveLength(1);
    for (let i = 0; i < 4; i++) await step(HOUR / 2);
    expect(runs.map((r) => r.at)).toEqual([
      '2026-05-01T00:00:30.000Z',
      '2026-05-01T01:00:30.000Z',
      '2026-05-01T02:00:30.000Z',
    ]);
    expect(await row('tick')).toMatchObject({ holder: null, lease_until: null, last_finished_at: runs[2]?.at });
  });

  it('keeps the lease while a long run lasts: the other instance waits, and the interval counts from its end', async () => {
    const other: Array<{ by: string; at: string }> = [];
    const a = instance('a');
    const b = instance('b');
    const job = await startBlocking(a, 'long');
    b.every('long', HOUR, recorder(other, 'b'));
    b.start();
    // Three hours into the run: b looked at every lease expiry, but a renewed it each time.
    for (let i = 0; i < 18; i++) await clock.advance(10 * MINUTE);
    expect(other).toEqual([]);
    expect(await row('long')).toMatchObject({ holder: 'a' });
    expect(Date.parse((await row('long'))?.lease_until ?? '')).toBeGreaterThan(clock.now().getTime());

    job.finish();
    await step(0);
    const finishedAt = clock.now().toISOString();
    expect(await row('long')).toMatchObject({ holder: null, last_finished_at: finishedAt });
    await step(HOUR - 1);
    expect(other).toEqual([]);
    expect(job.finishes).toHaveLength(1);
    await clock.advance(1);
    await vi.waitFor(() => expect(job.finishes.length + other.length).toBe(2));
  });

  it('takes over when the holder crashed: once its lease runs out, another instance runs the job', async () => {
    const runs: Array<{ by: string; at: string }> = [];
    const crashing = crashable();
    const a = instance('a', { clock: crashing.clock });
    const b = instance('b');
    await startBlocking(a, 'sweep', { leaseMs: MINUTE });
    await clock.advance(2 * MINUTE);
    const renewedUntil = Date.parse((await row('sweep'))?.lease_until ?? '');
    crashing.crash();

    b.every('sweep', HOUR, recorder(runs, 'b'), { leaseMs: MINUTE });
    b.start();
    // Only b is waited for: the crashed instance's run never ends.
    await clock.advance(START_DELAY);
    await b.whenIdle();
    expect(runs).toEqual([]);
    await clock.advance(renewedUntil - clock.now().getTime());
    await b.whenIdle();
    expect(runs).toEqual([{ by: 'b', at: new Date(renewedUntil).toISOString() }]);
    expect(await row('sweep')).toMatchObject({ holder: null, last_finished_at: new Date(renewedUntil).toISOString() });
  });

  it('a holder that lost its lease is told through the signal and does not clear the new holder', async () => {
    const job = blocking();
    const a = instance('a');
    a.every('lost', HOUR, job.run, { leaseMs: MINUTE });
    a.start();
    await clock.advance(START_DELAY);
    // Another instance took the job over (say a stalled a long while); a's next renewal finds out.
    await db.kysely.updateTable('job_leases').set({ holder: 'b' }).where('name', '=', 'lost').execute();
    await clock.advance(MINUTE / 3);
    await a.whenIdle();
    expect(job.signals[0]?.aborted).toBe(true);
    expect(await row('lost')).toMatchObject({ holder: 'b' });
  });

  it('a first run follows lastRunAt: due an interval after it, at once when it is older', async () => {
    const runs: Array<{ by: string; at: string }> = [];
    const a = instance('a');
    a.every('recent', HOUR, recorder(runs, 'recent'), {
      lastRunAt: async () => new Date('2026-04-30T23:45:00.000Z'),
    });
    a.every('stale', HOUR, recorder(runs, 'stale'), {
      lastRunAt: async () => new Date('2026-04-30T22:00:00.000Z'),
    });
    a.start();
    await step(START_DELAY);
    expect(runs.map((r) => r.by)).toEqual(['stale']);
    await step(45 * MINUTE - START_DELAY - 1);
    expect(runs.map((r) => r.by)).toEqual(['stale']);
    await step(1);
    expect(runs.map((r) => r.by)).toEqual(['stale', 'recent']);
  });

  it('a failed run is logged and the job runs again an interval later', async () => {
    const logger = log();
    const a = instance('a', { log: logger });
    const run = vi.fn(async () => {
      throw new Error('boom');
    });
    a.every('failing', HOUR, run);
    a.start();
    await step(START_DELAY);
    expect(run).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'failing', err: expect.any(Error) }),
      'a scheduled job failed',
    );
    await step(HOUR);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('stop cancels its timers and gives a running job up, so another instance runs it at once', async () => {
    const runs: Array<{ by: string; at: string }> = [];
    const a = instance('a');
    const b = instance('b');
    a.every('idle', HOUR, recorder(runs, 'a-idle'));
    const job = await startBlocking(a, 'handover');
    await a.stop();
    expect(job.signals[0]?.aborted).toBe(true);
    expect(await row('handover')).toMatchObject({ holder: null, lease_until: null, last_finished_at: null });

    b.every('handover', HOUR, recorder(runs, 'b'));
    b.start();
    await step(START_DELAY);
    expect(runs.map((r) => r.by)).toEqual(['a-idle', 'b']);
    await step(3 * HOUR);
    expect(runs.filter((r) => r.by === 'a-idle')).toHaveLength(1);
  });

  it('runs only the jobs named in `only`, leaving the others to other instances', async () => {
    const runs: Array<{ by: string; at: string }> = [];
    const a = instance('a', { only: ['tock'] });
    const b = instance('b');
    a.every('tick', HOUR, recorder(runs, 'a-tick'));
    a.every('tock', HOUR, recorder(runs, 'a-tock'));
    b.every('tick', HOUR, recorder(runs, 'b-tick'));
    a.start();
    b.start();
    await step(START_DELAY);
    await step(2 * HOUR);
    expect(runs.map((r) => r.by)).toEqual(['a-tock', 'b-tick', 'a-tock', 'b-tick', 'a-tock', 'b-tick']);
  });

  it('refuses a job registered twice or without a positive interval', () => {
    const a = instance('a');
    a.every('once', HOUR, async () => {});
    expect(() => a.every('once', HOUR, async () => {})).toThrow(/twice/);
    expect(() => a.every('never', 0, async () => {})).toThrow(/positive interval/);
  });
});

describe('nextCheckDelay', () => {
  const now = Date.parse('2026-05-01T12:00:00.000Z');
  const at = (ms: number) => new Date(now + ms).toISOString();
  const base = { name: 'j', holder: null, lease_until: null, last_started_at: null };

  it('waits until the job falls due', () => {
    expect(nextCheckDelay({ ...base, last_finished_at: at(-10 * MINUTE) }, HOUR, now)).toBe(50 * MINUTE);
  });

  it('waits for a live lease to run out, in case its holder crashed', () => {
    expect(
      nextCheckDelay({ ...base, holder: 'a', lease_until: at(40_000), last_finished_at: at(-2 * HOUR) }, HOUR, now),
    ).toBe(40_000);
  });

  it('never checks again sooner than a second', () => {
    expect(nextCheckDelay({ ...base, last_finished_at: at(-2 * HOUR) }, HOUR, now)).toBe(1000);
    expect(nextCheckDelay(undefined, HOUR, now)).toBe(1000);
  });
});

describe('metrics', () => {
  it('counts runs by outcome and holds the lease gauge only while this instance runs the job', async () => {
    const metrics = { jobRan: vi.fn(), leaseHeld: vi.fn() };
    const scheduler = instance('a', { metrics });
    let fail = false;
    const heldDuringRun: boolean[] = [];
    scheduler.every('job', HOUR, async () => {
      heldDuringRun.push(metrics.leaseHeld.mock.calls.at(-1)?.[1] === true);
      if (fail) throw new Error('boom');
    });
    scheduler.start();
    await step(START_DELAY);
    fail = true;
    await step(HOUR);
    expect(heldDuringRun).toEqual([true, true]);
    expect(metrics.jobRan.mock.calls.map(([job, ok]) => [job, ok])).toEqual([
      ['job', true],
      ['job', false],
    ]);
    expect(metrics.leaseHeld.mock.calls).toEqual([
      ['job', true],
      ['job', false],
      ['job', true],
      ['job', false],
    ]);
  });
});
