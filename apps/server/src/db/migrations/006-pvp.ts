import type { Engine } from '../dialect.js';
import { addIndex, belongsTo, memberKey, memberRef, timestamps, withId, type AnyDb } from './schema-helpers.js';

/**
 * Reach-10 duels (`pvp_matches`, one row per match with its state and a version for optimistic concurrency) and
 * the seats of open matches (`pvp_seats`): a member has at most one row there, so the database itself refuses a
 * member in two pending or active matches, whichever instance tries.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('pvp_matches'), engine)
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('player1_id', 'integer', memberRef)
    .addColumn('player2_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('current_turn', 'integer')
    .addColumn('winner_id', 'integer')
    .addColumn('end_reason', 'varchar(16)')
    .addColumn('countdown_start_time', 'varchar(32)')
    .addColumn('turn_deadline', 'varchar(32)')
    .addColumn('last_seen_at', 'varchar(32)')
    .addColumn('player1_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('player2_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  // The queue (oldest waiting first) and its count; the sweeper's idle turns.
  await addIndex(db, 'pvp_matches_queue_idx', 'pvp_matches', ['status', 'created_at']);
  await addIndex(db, 'pvp_matches_deadline_idx', 'pvp_matches', ['status', 'turn_deadline']);
  // A member's latest match, from either seat.
  await addIndex(db, 'pvp_matches_player1_idx', 'pvp_matches', ['player1_id', 'updated_at']);
  await addIndex(db, 'pvp_matches_player2_idx', 'pvp_matches', ['player2_id', 'updated_at']);

  await db.schema
    .createTable('pvp_seats')
    .addColumn('user_id', 'integer', memberKey)
    .addColumn('match_id', 'integer', belongsTo('pvp_matches.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await addIndex(db, 'pvp_seats_match_idx', 'pvp_seats', ['match_id']);
}
