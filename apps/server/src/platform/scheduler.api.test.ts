import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { twoInstances, type TwoInstances } from '../../test/two-instances.js';
import { TestClock } from '../../test/test-clock.js';

const HOUR = 3_600_000;
const START_DELAY = 30_000;

let clock: TestClock;
let cluster: TwoInstances;

beforeEach(async () => {
  clock = new TestClock('2026-07-01T00:00:00.000Z');
  cluster = await twoInstances({ clock });
});
afterEach(async () => cluster.close());

/** Moves both instances' time and waits until their checks and runs have settled. */
async function pass(ms: number) {
  await clock.advance(ms);
  await cluster.whenIdle();
}

const lease = (name: string) =>
  cluster.dbs[0].kysely.selectFrom('job_leases').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

describe('the scheduler on two instances of one database', () => {
  it('runs a job both register once per interval between them', async () => {
    const runs: string[] = [];
    cluster.apps.forEach((app, i) =>
      app.deps.scheduler.every('sweep', HOUR, async () => {
        runs.push(`instance ${i + 1} at ${clock.now().toISOString()}`);
      }),
    );
    await pass(START_DELAY);
    expect(runs).toHaveLength(1);
    for (let hour = 1; hour <= 3; hour++) {
      await pass(HOUR / 2);
      expect(runs).toHaveLength(hour);
      await pass(HOUR / 2);
      expect(runs).toHaveLength(hour + 1);
    }
    expect(runs.map((r) => r.slice(-24))).toEqual([
      '2026-07-01T00:00:30.000Z',
      '2026-07-01T01:00:30.000Z',
      '2026-07-01T02:00:30.000Z',
      '2026-07-01T03:00:30.000Z',
    ]);
    expect(await lease('sweep')).toMatchObject({ holder: null, last_finished_at: '2026-07-01T03:00:30.000Z' });
  });

  it('when the instance running a job shuts down mid-run, the other one runs it', async () => {
    const started: number[] = [];
    cluster.apps.forEach((app, i) =>
      app.deps.scheduler.every('handover', HOUR, ({ signal }) => {
        started.push(i);
        // Runs until the instance stops.
        return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      }),
    );
    await clock.advance(START_DELAY);
    await vi.waitFor(() => expect(started).toHaveLength(1));
    const holder = started[0] as number;
    const other = 1 - holder;
    // The other instance's first look may still be under way (a slow database): it must have seen the lease
    // taken, or it would take the job as soon as the lease is given up, before the test looks.
    await cluster.apps[other]?.deps.scheduler.whenIdle();
    expect((await lease('handover')).holder).not.toBeNull();

    await cluster.apps[holder]?.close();
    expect(await lease('handover')).toMatchObject({ holder: null, last_finished_at: null });
    // The other instance looks again when the lease it saw would have run out, and takes the job.
    await clock.advance(60_000);
    await vi.waitFor(() => expect(started).toEqual([holder, other]));
  });
});
