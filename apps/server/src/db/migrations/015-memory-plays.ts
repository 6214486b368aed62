import { sql } from 'kysely';
import type { Engine } from '../dialect.js';
import { addIndex, memberRef, timestamps, withId, type AnyDb } from './schema-helpers.js';

/**
 * Memory plays (fair play, issue 21): the server deals the board from a 256-bit seed that never leaves it, keeps
 * what the player turned over (`state`, JSON) and scores the play itself; a score is recorded only for a finished
 * play, once (`scored_at`). A flip is written with `WHERE version = ?`, so two racing flips cannot both apply.
 * `flip_tat` paces flips per play (GCRA: the time the next flip is due if they came at the steady rate). The
 * partial unique index lets the database itself keep a member to one unfinished play, whichever instance starts
 * it: starting another abandons the last in the same transaction.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('memory_plays'), engine)
    .addColumn('user_id', 'integer', memberRef)
    .addColumn('seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('flip_tat', 'varchar(32)')
    .$call(timestamps)
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('scored_at', 'varchar(32)')
    .execute();
  await sql`CREATE UNIQUE INDEX memory_plays_one_playing_idx ON memory_plays (user_id)
    WHERE status = 'playing'`.execute(db);
  // The clean-up's old plays (by start time: an index on updated_at would be rewritten by every flip).
  await addIndex(db, 'memory_plays_created_idx', 'memory_plays', ['created_at']);
}
