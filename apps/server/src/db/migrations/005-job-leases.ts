import type { Engine } from '../dialect.js';
import type { AnyDb } from './schema-helpers.js';

/**
 * One row per periodic job (platform/scheduler): which instance holds it and until when, and when it last
 * finished, so that with several instances each job runs once per interval.
 */
export async function up(db: AnyDb, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(100)')
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('last_started_at', 'varchar(32)')
    .addColumn('last_finished_at', 'varchar(32)')
    .execute();
}
