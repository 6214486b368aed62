import { existsSync, readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../../test/test-clock.js';
import { twoInstances, type TwoInstances } from '../../../test/two-instances.js';
import { createTestApp } from '../../../test/test-app.js';
import { BACKUP_JOB } from './index.js';

const HOUR = 3_600_000;
const START_DELAY = 30_000;

let cluster: TwoInstances | undefined;
afterEach(async () => cluster?.close());

const backupsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((n) => n.startsWith('dd-backup-')) : []);

describe('scheduled backups', () => {
  it('two instances take one backup per BACKUP_INTERVAL_HOURS between them, through the lease', async () => {
    const clock = new TestClock('2026-07-01T00:00:00.000Z');
    cluster = await twoInstances({
      clock,
      env: { BACKUP_INTERVAL_HOURS: '6', BACKUP_KEEP: '2', SCHEDULER_JOBS: BACKUP_JOB },
    });
    const dir = cluster.config.backups.dir;
    const pass = async (ms: number) => {
      await clock.advance(ms);
      await cluster!.whenIdle();
    };
    await pass(START_DELAY);
    expect(backupsIn(dir)).toEqual(['dd-backup-2026-07-01T00-00-30-000Z.tar.gz']);
    await pass(5 * HOUR);
    expect(backupsIn(dir)).toHaveLength(1);
    await pass(HOUR);
    await pass(6 * HOUR);
    // Three runs in all; BACKUP_KEEP=2 left the newest two.
    expect(backupsIn(dir).sort()).toEqual([
      'dd-backup-2026-07-01T06-00-30-000Z.tar.gz',
      'dd-backup-2026-07-01T12-00-30-000Z.tar.gz',
    ]);
    const lease = await cluster.dbs[0].kysely
      .selectFrom('job_leases')
      .selectAll()
      .where('name', '=', BACKUP_JOB)
      .executeTakeFirstOrThrow();
    expect(lease).toMatchObject({ holder: null, last_finished_at: '2026-07-01T12:00:30.000Z' });
  });

  it('is off by default', async () => {
    const clock = new TestClock('2026-07-01T00:00:00.000Z');
    const ctx = await createTestApp({ clock, env: { SCHEDULER_ENABLED: 'true' } });
    try {
      expect(ctx.config.backups).toMatchObject({ intervalHours: 0, keep: 7 });
      await clock.advance(START_DELAY);
      await ctx.app.deps.scheduler.whenIdle();
      const jobs = await ctx.db.kysely.selectFrom('job_leases').select('name').execute();
      // The scheduler ran its jobs; the backup is not one of them.
      expect(jobs.length).toBeGreaterThan(0);
      expect(jobs.map((j) => j.name)).not.toContain(BACKUP_JOB);
      expect(backupsIn(ctx.config.backups.dir)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
