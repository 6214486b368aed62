import { countOf, hasRow } from '../../db/count.js';
import type { Executor } from '../../db/dialect.js';

/** Queries on follows; each runs on the executor it is given. */

/** Both directions of the member's follows, oldest first (the data export). */
export function followsOf(ex: Executor, userId: number) {
  return ex
    .selectFrom('follows')
    .select(['follower_id', 'followee_id', 'created_at'])
    .where((eb) => eb.or([eb('follower_id', '=', userId), eb('followee_id', '=', userId)]))
    .orderBy('created_at')
    .orderBy('follower_id')
    .orderBy('followee_id')
    .execute();
}

export function isFollowing(ex: Executor, followerId: number, followeeId: number): Promise<boolean> {
  return hasRow(ex.selectFrom('follows').where('follower_id', '=', followerId).where('followee_id', '=', followeeId));
}

/** Idempotent: answers whether the follow is new (false when it already existed). */
export async function follow(ex: Executor, followerId: number, followeeId: number, nowIso: string): Promise<boolean> {
  const row = await ex
    .insertInto('follows')
    .values({ follower_id: followerId, followee_id: followeeId, created_at: nowIso })
    .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
    .returning('follower_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function unfollow(ex: Executor, followerId: number, followeeId: number): Promise<void> {
  await ex.deleteFrom('follows').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).execute();
}

/** Followers of and accounts followed by `userId`. */
export async function counts(ex: Executor, userId: number): Promise<{ followers: number; following: number }> {
  const count = (column: 'followee_id' | 'follower_id') => countOf(ex.selectFrom('follows').where(column, '=', userId));
  const [followers, following] = await Promise.all([count('followee_id'), count('follower_id')]);
  return { followers, following };
}

/** Deletes every follow from or of the member. */
export async function deleteAllOf(ex: Executor, userId: number): Promise<void> {
  await ex
    .deleteFrom('follows')
    .where((eb) => eb.or([eb('follower_id', '=', userId), eb('followee_id', '=', userId)]))
    .execute();
}
