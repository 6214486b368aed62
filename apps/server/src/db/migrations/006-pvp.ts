import type { Engine } from '../dialect.js';
import { withId, type AnyDb } from './schema-helpers.js';

/**
 * Reach-10 duels (`pvp_matches`, one row per match with its state and a version for optimistic concurrency) and
 * the seats of open matches (`pvp_seats`): a member has at most one row there, so the database itself refuses a
 * member in two pending or active matches, whichever instance tries.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('pvp_matches'), engine)
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('player1_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
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
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The queue (oldest waiting first) and its count; the sweeper's idle turns.
  await db.schema.createIndex('pvp_matches_queue_idx').on('pvp_matches').columns(['status', 'created_at']).execute();
  await db.schema
    .createIndex('pvp_matches_deadline_idx')
    .on('pvp_matches')
    .columns(['status', 'turn_deadline'])
    .execute();
  // A member's latest match, from either seat.
  await db.schema
    .createIndex('pvp_matches_player1_idx')
    .on('pvp_matches')
    .columns(['player1_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('pvp_matches_player2_idx')
    .on('pvp_matches')
    .columns(['player2_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('pvp_seats')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('match_id', 'integer', (c) => c.notNull().references('pvp_matches.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pvp_seats_match_idx').on('pvp_seats').column('match_id').execute();
}
