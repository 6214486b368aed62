import type { Engine } from '../dialect.js';
import { withId, type AnyDb } from './schema-helpers.js';

/**
 * Card game matches: one row per match with the engine's whole state as JSON and a version for optimistic
 * concurrency. `duel_id` is the finished duel a "Card Battle rematch" came from; its unique index makes that
 * one match per duel whichever player or instance asks (NULLs do not clash on either engine).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('card_matches'), engine)
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('player_a_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('player_b_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('turn_deadline', 'varchar(32)')
    .addColumn('duel_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('card_matches_duel_idx').on('card_matches').column('duel_id').unique().execute();
  // The sweeper's expired turns.
  await db.schema
    .createIndex('card_matches_deadline_idx')
    .on('card_matches')
    .columns(['status', 'turn_deadline'])
    .execute();
  // A member's games, from either seat.
  await db.schema
    .createIndex('card_matches_player_a_idx')
    .on('card_matches')
    .columns(['player_a_id', 'status'])
    .execute();
  await db.schema
    .createIndex('card_matches_player_b_idx')
    .on('card_matches')
    .columns(['player_b_id', 'status'])
    .execute();
}
