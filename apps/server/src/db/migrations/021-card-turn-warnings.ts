import type { AnyDb } from './schema-helpers.js';

/**
 * The async card game's turn warning (issue 25, `card.turn_ending`): `warned_deadline` is the turn deadline whose
 * player was last warned, so a turn is warned once (its deadline differs from every other turn's) across the
 * job's runs, instances and restarts. Null until the first warning; never read once the match is over.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('card_matches').addColumn('warned_deadline', 'varchar(32)').execute();
}
