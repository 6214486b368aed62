import { sql } from 'kysely';
import type { Engine } from '../dialect.js';
import { addIndex, memberRef, withId, type AnyDb } from './schema-helpers.js';

/**
 * Card Battle rematch invitations and the duel's rating change (issue 22).
 *
 * `card_rematch_invitations`: one player of a finished duel invites the other to a card match of a mode; the match
 * is created only when the other accepts. `low_id`/`high_id` are the pair in id order, so a partial unique index
 * keeps the pair to one open invitation whoever sends it, on any instance. An open row past `expires_at` is
 * expired (the clock decides; the row is marked when next touched). Accept, decline and withdraw are conditional
 * updates `WHERE status = 'open'`, so racing ones cannot both apply.
 *
 * `game_outcomes` gains the duel's ratings before and after (rounded) and whether each was provisional, written
 * in the transaction that rates the duel, so the result screen says '1500? → 1662?'.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('card_rematch_invitations'), engine)
    .addColumn('duel_id', 'integer', (c) => c.notNull())
    .addColumn('inviter_id', 'integer', memberRef)
    .addColumn('invitee_id', 'integer', memberRef)
    .addColumn('low_id', 'integer', (c) => c.notNull())
    .addColumn('high_id', 'integer', (c) => c.notNull())
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('match_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX card_rematch_invitations_one_open_idx ON card_rematch_invitations (low_id, high_id)
    WHERE status = 'open'`.execute(db);
  await addIndex(db, 'card_rematch_invitations_invitee_idx', 'card_rematch_invitations', ['invitee_id', 'status']);

  for (const column of ['rating_before', 'rating_after', 'provisional_before', 'provisional_after']) {
    await db.schema.alterTable('game_outcomes').addColumn(column, 'integer').execute();
  }
}
