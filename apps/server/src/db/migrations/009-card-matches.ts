import type { Engine } from '../dialect.js';
import { addIndex, memberRef, timestamps, withId, type AnyDb } from './schema-helpers.js';

/**
 * Card game matches: one row per match with the engine's whole state as JSON and a version for optimistic
 * concurrency. `duel_id` is the finished duel a "Card Battle rematch" came from; its unique index makes that
 * one match per duel whichever player or instance asks (NULLs do not clash on either engine).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('card_matches'), engine)
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('player_a_id', 'integer', memberRef)
    .addColumn('player_b_id', 'integer', memberRef)
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('turn_deadline', 'varchar(32)')
    .addColumn('duel_id', 'integer')
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('card_matches_duel_idx').on('card_matches').column('duel_id').unique().execute();
  // The sweeper's expired turns.
  await addIndex(db, 'card_matches_deadline_idx', 'card_matches', ['status', 'turn_deadline']);
  // A member's games, from either seat.
  await addIndex(db, 'card_matches_player_a_idx', 'card_matches', ['player_a_id', 'status']);
  await addIndex(db, 'card_matches_player_b_idx', 'card_matches', ['player_b_id', 'status']);
}
