import type { ExpressionBuilder, Selectable, Updateable } from 'kysely';
import { countOf } from '../../db/count.js';
import type { Database, PvpMatchesTable } from '../../db/database.js';
import type { Executor, Tx } from '../../db/dialect.js';
import { seatedRowsOldestFirst } from '../../db/member-rows.js';

/** pvp_matches and pvp_seats; each query runs on the executor it is given. */

export type MatchRow = Selectable<PvpMatchesTable>;

/** Every duel the member sat in, oldest first (the data export). */
export function allOf(ex: Executor, userId: number): Promise<MatchRow[]> {
  return seatedRowsOldestFirst(ex, 'pvp_matches', ['player1_id', 'player2_id'], userId);
}

export function findMatch(ex: Executor, id: number): Promise<MatchRow | undefined> {
  return ex.selectFrom('pvp_matches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The pending or active match the member holds a seat in. */
export function openMatchOf(ex: Executor, userId: number): Promise<MatchRow | undefined> {
  return ex
    .selectFrom('pvp_seats as s')
    .innerJoin('pvp_matches as m', 'm.id', 's.match_id')
    .selectAll('m')
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
}

/** The member's latest completed match they have not cleared (each seat through its own index). */
export async function latestCompletedOf(ex: Executor, userId: number): Promise<MatchRow | undefined> {
  const [asFirst, asSecond] = await Promise.all(
    (['player1', 'player2'] as const).map((seat) =>
      ex
        .selectFrom('pvp_matches')
        .selectAll()
        .where(`${seat}_id`, '=', userId)
        .where(`${seat}_hidden`, '=', 0)
        .where('status', '=', 'completed')
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ),
  );
  if (!asFirst || !asSecond) return asFirst ?? asSecond;
  const later =
    asFirst.updated_at === asSecond.updated_at ? asFirst.id > asSecond.id : asFirst.updated_at > asSecond.updated_at;
  return later ? asFirst : asSecond;
}

/** Pending matches seen since `seenSinceIso`, longest waiting first. */
export function waitingMatches(ex: Executor, seenSinceIso: string, limit: number) {
  return ex
    .selectFrom('pvp_matches')
    .select(['id', 'player1_id', 'version'])
    .where('status', '=', 'pending')
    .where('last_seen_at', '>=', seenSinceIso)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

export function countWaiting(ex: Executor, seenSinceIso: string): Promise<number> {
  return countOf(
    ex.selectFrom('pvp_matches').where('status', '=', 'pending').where('last_seen_at', '>=', seenSinceIso),
  );
}

export function insertPending(ex: Executor, userId: number, nowIso: string): Promise<MatchRow> {
  return ex
    .insertInto('pvp_matches')
    .values({
      status: 'pending',
      player1_id: userId,
      player2_id: null,
      total: 0,
      current_turn: null,
      winner_id: null,
      end_reason: null,
      countdown_start_time: null,
      turn_deadline: null,
      last_seen_at: nowIso,
      version: 1,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Which of these members already hold a seat (an open match). */
export async function seatedAmong(ex: Executor, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await ex
    .selectFrom('pvp_seats')
    .select('user_id')
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** Seats the member in the match; false when they already hold a seat (the key refuses a second one). */
export async function takeSeat(ex: Executor, userId: number, matchId: number, nowIso: string): Promise<boolean> {
  const row = await ex
    .insertInto('pvp_seats')
    .values({ user_id: userId, match_id: matchId, created_at: nowIso })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function releaseSeats(ex: Executor, matchId: number): Promise<void> {
  await ex.deleteFrom('pvp_seats').where('match_id', '=', matchId).execute();
}

export interface Pairing {
  id: number;
  version: number;
  player2Id: number;
  firstTurn: number;
  countdownIso: string;
  deadlineIso: string;
  nowIso: string;
  /** The waiting player must have been seen since then (a stale entry is not paired). */
  seenSinceIso: string;
}

/** Takes the free seat of a pending match; undefined when it is no longer free, fresh and at that version. */
export function pair(ex: Executor, p: Pairing): Promise<MatchRow | undefined> {
  return ex
    .updateTable('pvp_matches')
    .set((eb) => ({
      status: 'active',
      player2_id: p.player2Id,
      current_turn: p.firstTurn,
      countdown_start_time: p.countdownIso,
      turn_deadline: p.deadlineIso,
      last_seen_at: null,
      player1_moves: 0,
      player2_moves: 0,
      version: eb('version', '+', 1),
      updated_at: p.nowIso,
    }))
    .where('id', '=', p.id)
    .where('version', '=', p.version)
    .where('status', '=', 'pending')
    .where('player2_id', 'is', null)
    .where('last_seen_at', '>=', p.seenSinceIso)
    .returningAll()
    .executeTakeFirst();
}

/** The seat of the player who moved (their adds are counted: fair play's aborted rule). */
export type Mover = 'player1' | 'player2';

/** One more add for the seat; a count that is null (a match from before the counts) stays null. */
const oneMoreAdd = (mover: Mover | null) => (eb: ExpressionBuilder<Database, 'pvp_matches'>) =>
  mover === null
    ? {}
    : mover === 'player1'
      ? { player1_moves: eb('player1_moves', '+', 1) }
      : { player2_moves: eb('player2_moves', '+', 1) };

/**
 * Writes `fields`, the mover's add and the next version to the match while it is still active at `version`: a
 * write that finds it changed or over writes nothing (undefined).
 */
function writeActive(
  ex: Executor,
  id: number,
  version: number,
  mover: Mover | null,
  fields: Updateable<PvpMatchesTable>,
): Promise<MatchRow | undefined> {
  return ex
    .updateTable('pvp_matches')
    .set((eb) => ({ ...oneMoreAdd(mover)(eb), ...fields, version: eb('version', '+', 1) }))
    .where((eb) => eb.and([eb('id', '=', id), eb('version', '=', version), eb('status', '=', 'active')]))
    .returningAll()
    .executeTakeFirst();
}

export interface MoveWrite {
  mover: Mover;
  total: number;
  currentTurn: number;
  deadlineIso: string;
  nowIso: string;
}

/** A move that does not end the match; undefined when the match is no longer active at `version`. */
export function writeMove(ex: Executor, id: number, version: number, w: MoveWrite): Promise<MatchRow | undefined> {
  return writeActive(ex, id, version, w.mover, {
    total: w.total,
    current_turn: w.currentTurn,
    turn_deadline: w.deadlineIso,
    updated_at: w.nowIso,
  });
}

export interface EndWrite {
  /** The winner's move that reached the target; null for the idle rule (the timeout is nobody's move). */
  mover: Mover | null;
  total: number;
  winnerId: number;
  /** 'forfeit': the loser deleted the account. */
  reason: 'target' | 'idle' | 'forfeit';
  nowIso: string;
}

/** Completes an active match at `version`; undefined when someone else changed it first. */
export function writeEnd(ex: Executor, id: number, version: number, w: EndWrite): Promise<MatchRow | undefined> {
  return writeActive(ex, id, version, w.mover, {
    status: 'completed',
    total: w.total,
    current_turn: null,
    winner_id: w.winnerId,
    end_reason: w.reason,
    turn_deadline: null,
    updated_at: w.nowIso,
  });
}

/** Player 1 asked again: the entry stays fresh. */
export async function touch(ex: Executor, id: number, nowIso: string): Promise<void> {
  await ex
    .updateTable('pvp_matches')
    .set({ last_seen_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** The member's pending match: the one waiting for a second player, whose player 1 they are. */
const pendingMatchOf = (userId: number) => (eb: ExpressionBuilder<Database, 'pvp_matches'>) =>
  eb.and([eb('player1_id', '=', userId), eb('status', '=', 'pending')]);

/** The member's pending match, for the queue status. */
export function pendingOf(ex: Executor, userId: number) {
  return ex.selectFrom('pvp_matches').select(['id', 'last_seen_at']).where(pendingMatchOf(userId)).executeTakeFirst();
}

/** Removes the member's pending match (its seat goes with it: ON DELETE CASCADE); undefined when there is none. */
export function deletePendingOf(ex: Executor, userId: number) {
  return ex.deleteFrom('pvp_matches').where(pendingMatchOf(userId)).returning(['id', 'player1_id']).executeTakeFirst();
}

/** Pending matches whose player was last seen before `seenBeforeIso`. */
export function stalePending(ex: Executor, seenBeforeIso: string, limit: number) {
  return ex
    .selectFrom('pvp_matches')
    .select(['id'])
    .where('status', '=', 'pending')
    .where('last_seen_at', '<', seenBeforeIso)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Removes a pending match if it is still stale (its seat goes with it). */
export function deleteStale(ex: Executor, id: number, seenBeforeIso: string) {
  return ex
    .deleteFrom('pvp_matches')
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('last_seen_at', '<', seenBeforeIso)
    .returning(['id', 'player1_id'])
    .executeTakeFirst();
}

/** Active matches whose player on turn has let the deadline pass. */
export function idleActive(ex: Executor, nowIso: string, limit: number): Promise<MatchRow[]> {
  return ex
    .selectFrom('pvp_matches')
    .selectAll()
    .where('status', '=', 'active')
    .where('turn_deadline', '<=', nowIso)
    .orderBy('turn_deadline')
    .limit(limit)
    .execute();
}

/** Hides the member's completed matches from their own myMatch (the other player's view is untouched). */
export async function hideCompletedOf(ex: Executor, userId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const seat of ['player1', 'player2'] as const) {
    const rows = await ex
      .updateTable('pvp_matches')
      .set(seat === 'player1' ? { player1_hidden: 1 } : { player2_hidden: 1 })
      .where(`${seat}_id`, '=', userId)
      .where(`${seat}_hidden`, '=', 0)
      .where('status', '=', 'completed')
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The latest completed match of exactly these two players, in either seat. */
export function latestCompletedBetween(ex: Executor, userA: number, userB: number) {
  return ex
    .selectFrom('pvp_matches')
    .select('id')
    .where('status', '=', 'completed')
    .where((eb) =>
      eb.or([
        eb.and([eb('player1_id', '=', userA), eb('player2_id', '=', userB)]),
        eb.and([eb('player1_id', '=', userB), eb('player2_id', '=', userA)]),
      ]),
    )
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The match, its row held until the transaction ends. */
export function lockMatch(tx: Tx, id: number): Promise<MatchRow | undefined> {
  return tx.forUpdate(tx.db.selectFrom('pvp_matches').selectAll().where('id', '=', id)).executeTakeFirst();
}
