import type { Engine } from '../dialect.js';
import { addIndex, memberRef, withId, type AnyDb } from './schema-helpers.js';

/**
 * The game economy's fair-play record (issue 21): `game_outcomes`, one row per finished duel or card match per
 * player, written in the transaction that ends the match, with what the rules decided (counted or not, points
 * paid, why nothing). The unique (game, match, user) key keeps a match from being settled twice. The duel's
 * `player1_moves`/`player2_moves` count each player's adds; null for matches that started before them (never
 * aborted).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('game_outcomes'), engine)
    .addColumn('game', 'varchar(8)', (c) => c.notNull())
    .addColumn('match_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', memberRef)
    .addColumn('opponent_id', 'integer', memberRef)
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('result', 'varchar(8)', (c) => c.notNull())
    .addColumn('counted', 'integer', (c) => c.notNull())
    .addColumn('base_points', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('unpaid_reason', 'varchar(16)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('game_outcomes_match_user_key', ['game', 'match_id', 'user_id'])
    .execute();
  // A member's points today and a pair's counted games today (read under the members' locks at every end).
  await addIndex(db, 'game_outcomes_member_day_idx', 'game_outcomes', ['user_id', 'day', 'game', 'opponent_id']);
  // The admin report's windows (a day, the last 7).
  await addIndex(db, 'game_outcomes_day_idx', 'game_outcomes', ['day', 'user_id']);

  await db.schema.alterTable('pvp_matches').addColumn('player1_moves', 'integer').execute();
  await db.schema.alterTable('pvp_matches').addColumn('player2_moves', 'integer').execute();
}
