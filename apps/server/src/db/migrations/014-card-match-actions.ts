import { sql } from 'kysely';
import type { Engine } from '../dialect.js';
import { belongsTo, type AnyDb } from './schema-helpers.js';

/**
 * Fair play: every action applied to a card match, in order, so a finished match replays from its seed and its
 * log (the public replay, a moderator's evidence).
 *
 * - `card_match_actions`: one row per applied action, numbered `n` from 1 per match; `n` is the match's version
 *   the action was applied at, and (match_id, n) is the key, so two writers can never log the same step. The
 *   database refuses to change a row (append-only); rows go only with their match.
 * - `card_matches.decks`: the two decks the match was dealt from (the lists passed to the engine, before its
 *   shuffle), as JSON `[playerA, playerB]`; null for matches from before the log. The state keeps only what is
 *   left of them.
 * - A member's finished matches, newest first, from either seat: a finished match is never written again (every
 *   write needs it in progress), so `updated_at` is when it ended; one partial index per seat reads a page as an
 *   index range.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema
    .createTable('card_match_actions')
    .addColumn('match_id', 'integer', belongsTo('card_matches.id'))
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('player_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('card_id', 'varchar(64)')
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('card_match_actions_pk', ['match_id', 'n'])
    .execute();
  if (engine === 'postgres') {
    await sql`CREATE FUNCTION card_match_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'card_match_actions is append-only'; END $$`.execute(db);
    await sql`CREATE TRIGGER card_match_actions_no_update BEFORE UPDATE ON card_match_actions
      FOR EACH ROW EXECUTE FUNCTION card_match_actions_append_only()`.execute(db);
  } else {
    await sql`CREATE TRIGGER card_match_actions_no_update BEFORE UPDATE ON card_match_actions
      BEGIN SELECT RAISE(ABORT, 'card_match_actions is append-only'); END`.execute(db);
  }

  await db.schema.alterTable('card_matches').addColumn('decks', 'text').execute();
  for (const seat of ['player_a_id', 'player_b_id']) {
    await sql`CREATE INDEX ${sql.id(`card_matches_${seat.slice(0, 8)}_finished_idx`)}
      ON card_matches (${sql.ref(seat)}, updated_at, id) WHERE status <> 'in_progress'`.execute(db);
  }
}
