import type { Selectable } from 'kysely';
import { countOf } from '../../db/count.js';
import type { CardQueueTable } from '../../db/database.js';
import type { Executor } from '../../db/dialect.js';
import type { CardMatchRow } from './card-match.repository.js';

/** card_queue (and the running card_matches the queue's limits read); each query runs on the executor given. */

export type QueueRow = Selectable<CardQueueTable>;
export type CardMode = QueueRow['mode'];

export function entryOf(ex: Executor, userId: number): Promise<QueueRow | undefined> {
  return ex.selectFrom('card_queue').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Fresh waiting players of a mode other than the member, longest waiting first. */
export function waiting(ex: Executor, mode: CardMode, userId: number, seenSinceIso: string, limit: number) {
  return ex
    .selectFrom('card_queue')
    .select('user_id')
    .where('mode', '=', mode)
    .where('match_id', 'is', null)
    .where('user_id', '!=', userId)
    .where('last_seen_at', '>=', seenSinceIso)
    .orderBy('joined_at', 'asc')
    .orderBy('user_id', 'asc')
    .limit(limit)
    .execute();
}

export function countWaiting(ex: Executor, mode: CardMode, seenSinceIso: string): Promise<number> {
  return countOf(
    ex
      .selectFrom('card_queue')
      .where('mode', '=', mode)
      .where('match_id', 'is', null)
      .where('last_seen_at', '>=', seenSinceIso),
  );
}

/** Queues the member afresh in `mode`, replacing whatever row they had. */
export async function enqueue(ex: Executor, userId: number, mode: CardMode, nowIso: string): Promise<void> {
  await ex
    .insertInto('card_queue')
    .values({ user_id: userId, mode, joined_at: nowIso, last_seen_at: nowIso, match_id: null })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ mode, joined_at: nowIso, last_seen_at: nowIso, match_id: null }),
    )
    .execute();
}

/** Keeps the member's waiting row fresh; false when they are not waiting. */
export async function touch(ex: Executor, userId: number, nowIso: string): Promise<boolean> {
  const row = await ex
    .updateTable('card_queue')
    .set({ last_seen_at: nowIso })
    .where('user_id', '=', userId)
    .where('match_id', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks a waiting player as paired (an unseen pairing); false when they no longer wait in that mode. */
export async function markPaired(
  ex: Executor,
  userId: number,
  mode: CardMode,
  matchId: number,
  nowIso: string,
): Promise<boolean> {
  const row = await ex
    .updateTable('card_queue')
    .set({ match_id: matchId, last_seen_at: nowIso })
    .where('user_id', '=', userId)
    .where('mode', '=', mode)
    .where('match_id', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function remove(ex: Executor, userId: number): Promise<QueueRow | undefined> {
  return ex.deleteFrom('card_queue').where('user_id', '=', userId).returningAll().executeTakeFirst();
}

/** Waiting rows nobody has refreshed since `seenBeforeIso` (they would never be paired or counted). */
export async function deleteStale(ex: Executor, seenBeforeIso: string): Promise<void> {
  await ex.deleteFrom('card_queue').where('match_id', 'is', null).where('last_seen_at', '<', seenBeforeIso).execute();
}

/** The member's in-progress matches, oldest first. */
export function inProgressOf(ex: Executor, userId: number): Promise<CardMatchRow[]> {
  return ex
    .selectFrom('card_matches')
    .selectAll()
    .where('status', '=', 'in_progress')
    .where((eb) => eb.or([eb('player_a_id', '=', userId), eb('player_b_id', '=', userId)]))
    .orderBy('id')
    .execute();
}
