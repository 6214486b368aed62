import { sql } from 'kysely';
import type { AnyDb } from './schema-helpers.js';

/**
 * Practice matches against the bot: `practice` marks them (they pay no points and count toward no queue limit).
 * The bot's seat is the "Practice Bot" member, so both seats stay real users. A partial unique index lets the
 * database itself refuse a member a second running practice of one mode (two racing starts get one match).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('card_matches')
    .addColumn('practice', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`CREATE UNIQUE INDEX card_matches_one_practice_idx ON card_matches (player_a_id, mode)
    WHERE practice = 1 AND status = 'in_progress'`.execute(db);
}
