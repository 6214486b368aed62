import { addIndex, memberKey, type AnyDb } from './schema-helpers.js';

/**
 * The card game's queues: one row per member (`user_id` is the key, so the database itself refuses a member
 * waiting twice or in both queues). A row with `match_id` null waits; a row with a `match_id` is a pairing the
 * member has not been answered yet (their next join answers it once and removes the row).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('card_queue')
    .addColumn('user_id', 'integer', memberKey)
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('joined_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('match_id', 'integer', (c) => c.references('card_matches.id').onDelete('cascade'))
    .execute();
  // The longest-waiting players of a mode, and the counts.
  await addIndex(db, 'card_queue_waiting_idx', 'card_queue', ['mode', 'joined_at']);
}
