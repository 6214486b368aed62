import type { Glicko2Rating } from '@dd/game';
import type { Executor, Tx } from '../../db/dialect.js';

/** Writes and the ranking of pvp_ratings; each runs on the executor it is given. */

/** Rows for members who have none yet, at `start`; existing rows stay as they are. */
export async function ensureRatings(
  ex: Executor,
  userIds: readonly number[],
  start: Glicko2Rating,
  nowIso: string,
): Promise<void> {
  await ex
    .insertInto('pvp_ratings')
    .values(
      userIds.map((user_id) => ({
        user_id,
        rating: start.rating,
        rd: start.rd,
        volatility: start.volatility,
        games_played: 0,
        updated_at: nowIso,
      })),
    )
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** The rows, held until the transaction ends (PostgreSQL), in user id order so two writers never deadlock. */
export function lockRatings(tx: Tx, userIds: readonly number[]) {
  return tx
    .forUpdate(
      tx.db
        .selectFrom('pvp_ratings')
        .select(['user_id', 'rating', 'rd', 'volatility', 'games_played'])
        .where('user_id', 'in', [...userIds])
        .orderBy('user_id'),
    )
    .execute();
}

/** A rated game: the new rating, and one more game played. */
export async function saveRating(ex: Executor, userId: number, rating: Glicko2Rating, nowIso: string): Promise<void> {
  await ex
    .updateTable('pvp_ratings')
    .set((eb) => ({
      rating: rating.rating,
      rd: rating.rd,
      volatility: rating.volatility,
      games_played: eb('games_played', '+', 1),
      updated_at: nowIso,
    }))
    .where('user_id', '=', userId)
    .execute();
}

/** The best ratings of players who have played, best first (ties: the earlier rated first, then by id). */
export function topRatings(ex: Executor, limit: number) {
  return ex
    .selectFrom('pvp_ratings')
    .select(['user_id', 'rating', 'rd'])
    .where('games_played', '>', 0)
    .orderBy('rating', 'desc')
    .orderBy('updated_at', 'asc')
    .orderBy('user_id', 'asc')
    .limit(limit)
    .execute();
}
