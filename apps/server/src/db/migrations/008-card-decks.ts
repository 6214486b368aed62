import { sql } from 'kysely';
import type { Engine } from '../dialect.js';
import { addMemberRowsIndex, memberRef, timestamps, type AnyDb } from './schema-helpers.js';

/**
 * The card game's decks. Ids are text: `starter_{userId}` for a member's starter deck (so two racing inserts of
 * one starter meet the primary key), random for the others. A partial unique index lets the database itself
 * refuse a second active deck of one member.
 */
export async function up(db: AnyDb, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('card_decks')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', memberRef)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // JSON text of the card ids.
    .addColumn('card_ids', 'text', (c) => c.notNull())
    .addColumn('is_starter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();
  await addMemberRowsIndex(db, 'card_decks');
  await sql`CREATE UNIQUE INDEX card_decks_one_active_idx ON card_decks (user_id) WHERE is_active = 1`.execute(db);
}
