import type { AnyDb } from './schema-helpers.js';

/**
 * Practice matches against the bot: `practice` marks them (they pay no points and count toward no queue limit).
 * The bot's seat is the "Practice Bot" member, so both seats stay real users. A member's running practice of a
 * mode is looked up by the player-A index plus this flag.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('card_matches')
    .addColumn('practice', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
