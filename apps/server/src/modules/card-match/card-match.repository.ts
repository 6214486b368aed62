import { sql, type Expression, type ExpressionBuilder, type QueryCreator, type Selectable, type SqlBool } from 'kysely';
import type { CardMatchesTable, Database } from '../../db/database.js';
import type { Executor, Tx } from '../../db/dialect.js';
import { seatedRowsOldestFirst } from '../../db/member-rows.js';

/** card_matches; each query runs on the executor it is given. */

export type CardMatchRow = Selectable<CardMatchesTable>;

/** Every match the member played from either seat, oldest first (the data export). */
export function allOf(ex: Executor, userId: number): Promise<CardMatchRow[]> {
  return seatedRowsOldestFirst(ex, 'card_matches', ['player_a_id', 'player_b_id'], userId);
}

export function findMatch(ex: Executor, id: number): Promise<CardMatchRow | undefined> {
  return ex.selectFrom('card_matches').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByDuel(ex: Executor, duelId: number): Promise<CardMatchRow | undefined> {
  return ex.selectFrom('card_matches').selectAll().where('duel_id', '=', duelId).executeTakeFirst();
}

export interface NewMatch {
  mode: 'blitz' | 'async';
  playerAId: number;
  playerBId: number;
  state: string;
  deadlineIso: string;
  duelId: number | null;
  /** The `now` the engine dealt the match with (a replay starts from it). */
  nowIso: string;
  /** The decks as given to the engine (before its shuffle), `[playerA, playerB]`. */
  decks: readonly [readonly string[], readonly string[]];
  /** A practice match against the bot (player B). */
  practice?: boolean;
}

/** Inserts a match; undefined when the duel, or the member's practice of the mode, already has one. */
export function insertMatch(ex: Executor, m: NewMatch): Promise<CardMatchRow | undefined> {
  return (
    ex
      .insertInto('card_matches')
      .values({
        mode: m.mode,
        player_a_id: m.playerAId,
        player_b_id: m.playerBId,
        state: m.state,
        version: 1,
        status: 'in_progress',
        turn_deadline: m.deadlineIso,
        duel_id: m.duelId,
        practice: m.practice ? 1 : 0,
        decks: JSON.stringify(m.decks),
        created_at: m.nowIso,
        updated_at: m.nowIso,
      })
      // The duel's key, or a member's running practice of the mode (a partial index): either refuses a second.
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst()
  );
}

export interface StateWrite {
  state: string;
  status: CardMatchRow['status'];
  deadlineIso: string | null;
  nowIso: string;
}

/** The update that writes the next state of an in-progress match read at `version` (no row when it changed). */
export function updateState(qb: QueryCreator<Database>, id: number, version: number, w: StateWrite) {
  return qb
    .updateTable('card_matches')
    .set((eb) => ({
      state: w.state,
      status: w.status,
      turn_deadline: w.deadlineIso,
      version: eb('version', '+', 1),
      updated_at: w.nowIso,
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', '=', 'in_progress');
}

/** Writes the next state of an in-progress match read at `version`; undefined when someone else changed it first. */
export function writeState(
  ex: Executor,
  id: number,
  version: number,
  w: StateWrite,
): Promise<CardMatchRow | undefined> {
  return updateState(ex, id, version, w).returningAll().executeTakeFirst();
}

/**
 * Writes several matches' next states in one statement, each only at the version read and while in progress;
 * answers the rows written. The sweeper's batch: its rows are claimed, so this one statement replaces a hundred.
 */
export async function writeStates(
  ex: Executor,
  writes: readonly (StateWrite & { id: number; version: number })[],
): Promise<CardMatchRow[]> {
  if (writes.length === 0) return [];
  const byId = <V>(pick: (w: StateWrite & { id: number; version: number }) => V) =>
    sql<V>`case ${sql.join(
      writes.map((w) => sql`when id = ${w.id} and version = ${w.version} then ${pick(w)}`),
      sql` `,
    )} end`;
  return ex
    .updateTable('card_matches')
    .set((eb) => ({
      state: byId((w) => w.state),
      status: byId((w) => w.status),
      turn_deadline: byId((w) => w.deadlineIso),
      version: eb('version', '+', 1),
      updated_at: byId((w) => w.nowIso),
    }))
    .where((eb) => eb.or(writes.map((w) => eb.and([eb('id', '=', w.id), eb('version', '=', w.version)]))))
    .where('status', '=', 'in_progress')
    .returningAll()
    .execute();
}

/**
 * Locks up to `limit` in-progress matches whose stored deadline has passed, longest overdue first, for the
 * sweeper; rows another transaction holds are skipped (another instance's sweeper or a move in flight).
 */
export function claimDue(tx: Tx, nowIso: string, limit: number): Promise<CardMatchRow[]> {
  return claimInProgress(tx, limit, (eb) => eb('turn_deadline', '<=', nowIso));
}

/**
 * Locks up to `limit` in-progress matches that `which` keeps, soonest turn deadline first; rows another
 * transaction holds are skipped.
 */
function claimInProgress(
  tx: Tx,
  limit: number,
  which: (eb: ExpressionBuilder<Database, 'card_matches'>) => Expression<SqlBool>,
): Promise<CardMatchRow[]> {
  return tx
    .claim(
      tx.db
        .selectFrom('card_matches')
        .selectAll()
        .where('status', '=', 'in_progress')
        .where(which)
        .orderBy('turn_deadline')
        .limit(limit),
    )
    .execute();
}

/** The member's running practice match of a mode (they are always player A of their practice). */
export function runningPractice(
  ex: Executor,
  userId: number,
  mode: 'blitz' | 'async',
): Promise<CardMatchRow | undefined> {
  return ex
    .selectFrom('card_matches')
    .selectAll()
    .where('player_a_id', '=', userId)
    .where('mode', '=', mode)
    .where('practice', '=', 1)
    .where('status', '=', 'in_progress')
    .executeTakeFirst();
}

/** Where a page of finished matches starts: after this match (its end, then its id), newest first. */
export interface FinishedCursor {
  endedAt: string;
  id: number;
}

/**
 * A member's finished matches from either seat, newest first (when they ended, then id), `limit` of them after
 * `after`. Each seat is one range of its partial index (migration 014), read newest first and cut at `limit`;
 * the two short lists are merged. The status test is the index's own literal, so both engines match it.
 */
export function finishedOf(
  ex: Executor,
  userId: number,
  after: FinishedCursor | null,
  limit: number,
): Promise<CardMatchRow[]> {
  return finishedQuery(ex, userId, after, limit).execute();
}

/** finishedOf's query (to read its plan). */
export function finishedQuery(ex: Executor, userId: number, after: FinishedCursor | null, limit: number) {
  const seat = (column: 'player_a_id' | 'player_b_id') => {
    let q = ex
      .selectFrom('card_matches')
      .selectAll()
      .where(column, '=', userId)
      .where(sql<boolean>`status <> 'in_progress'`);
    if (after) {
      // The range bound the index reads from, then the ties of that instant left out by id.
      q = q
        .where('updated_at', '<=', after.endedAt)
        .where((eb) => eb.or([eb('updated_at', '<', after.endedAt), eb('id', '<', after.id)]));
    }
    return q.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit);
  };
  return ex
    .selectFrom(seat('player_a_id').as('a'))
    .selectAll()
    .unionAll(ex.selectFrom(seat('player_b_id').as('b')).selectAll())
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
}

/** The match, its row held until the transaction ends. */
export function lockMatch(tx: Tx, id: number): Promise<CardMatchRow | undefined> {
  return tx.forUpdate(tx.db.selectFrom('card_matches').selectAll().where('id', '=', id)).executeTakeFirst();
}

/**
 * Locks up to `limit` async matches between members whose turn ends within `windowMs` of `now` (and has not
 * yet ended) and whose turn is not yet warned, soonest first; rows another transaction holds are skipped (another
 * instance's warning job, a move or the sweeper).
 */
export function claimTurnsEnding(tx: Tx, now: Date, windowMs: number, limit: number): Promise<CardMatchRow[]> {
  return claimInProgress(tx, limit, (eb) =>
    eb.and([
      eb('turn_deadline', '>', now.toISOString()),
      eb('turn_deadline', '<=', new Date(now.getTime() + windowMs).toISOString()),
      eb('mode', '=', 'async'),
      eb('practice', '=', 0),
      eb.or([eb('warned_deadline', 'is', null), eb('warned_deadline', '<>', eb.ref('turn_deadline'))]),
    ]),
  );
}

/**
 * Records that the running turns of these matches were warned (`warned_deadline` takes the turn's deadline);
 * answers the rows it changed, which a turn already warned, or ended, is not.
 */
export function markWarned(ex: Executor, ids: readonly number[]): Promise<CardMatchRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return ex
    .updateTable('card_matches')
    .set((eb) => ({ warned_deadline: eb.ref('turn_deadline') }))
    .where('id', 'in', [...ids])
    .where('status', '=', 'in_progress')
    .where((eb) => eb.or([eb('warned_deadline', 'is', null), eb('warned_deadline', '<>', eb.ref('turn_deadline'))]))
    .returningAll()
    .execute();
}
