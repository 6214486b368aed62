import type { Selectable } from 'kysely';
import type { JobLeasesTable } from '../db/database.js';
import type { Executor } from '../db/dialect.js';

export type JobLeaseRow = Selectable<JobLeasesTable>;

/**
 * Queries on job_leases (owned by the scheduler); each runs on the executor it is given. Every change is one
 * conditional UPDATE, atomic on both engines: on PostgreSQL a second writer waits for the first and then
 * re-checks the condition against the committed row; SQLite runs one writer at a time.
 */

export function read(ex: Executor, name: string): Promise<JobLeaseRow | undefined> {
  return ex.selectFrom('job_leases').selectAll().where('name', '=', name).executeTakeFirst();
}

/** The job's row, unless another instance created it first; `lastFinishedAt` dates a run before the row existed. */
export async function create(ex: Executor, name: string, lastFinishedAt: string | null): Promise<void> {
  await ex
    .insertInto('job_leases')
    .values({ name, holder: null, lease_until: null, last_started_at: null, last_finished_at: lastFinishedAt })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export interface Claim {
  name: string;
  holder: string;
  nowIso: string;
  leaseUntilIso: string;
  /** The job is due when its last run finished at or before this time (now minus the interval). */
  dueIfFinishedByIso: string;
}

/** Takes the lease when the job is due and nobody holds a live lease; true when this caller got it. */
export async function claim(ex: Executor, c: Claim): Promise<boolean> {
  const result = await ex
    .updateTable('job_leases')
    .set({ holder: c.holder, lease_until: c.leaseUntilIso, last_started_at: c.nowIso })
    .where('name', '=', c.name)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', c.nowIso)]))
    .where((eb) => eb.or([eb('last_finished_at', 'is', null), eb('last_finished_at', '<=', c.dueIfFinishedByIso)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Extends a lease this holder still has; false when it lost it (it expired and another instance took it). */
export async function renew(ex: Executor, name: string, holder: string, leaseUntilIso: string): Promise<boolean> {
  const result = await ex
    .updateTable('job_leases')
    .set({ lease_until: leaseUntilIso })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a run: the lease is free and the next interval counts from `finishedIso`. */
export async function finish(ex: Executor, name: string, holder: string, finishedIso: string): Promise<void> {
  await ex
    .updateTable('job_leases')
    .set({ holder: null, lease_until: null, last_finished_at: finishedIso })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

/** Gives a lease up without finishing (the instance stops mid-run): the job stays due for another instance. */
export async function release(ex: Executor, name: string, holder: string): Promise<void> {
  await ex
    .updateTable('job_leases')
    .set({ holder: null, lease_until: null })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}
