import type { Engine } from '../dialect.js';
import type { AnyDb } from './schema-helpers.js';

/**
 * Score submissions: `last_submitted_at` gates one accepted score per member and game every 10 s (a conditional
 * update, so racing requests cannot both pass); `paid_day` / `paid_games` count the games paid on that UTC day
 * for the daily points cap.
 */
export async function up(db: AnyDb, _engine: Engine): Promise<void> {
  await db.schema.alterTable('game_best_scores').addColumn('last_submitted_at', 'varchar(32)').execute();
  await db.schema.alterTable('game_best_scores').addColumn('paid_day', 'varchar(10)').execute();
  await db.schema
    .alterTable('game_best_scores')
    .addColumn('paid_games', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
