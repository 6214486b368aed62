import type { Db } from '../../db/dialect.js';

export class FollowsRepository {
  constructor(private readonly db: Db) {}

  private get k() {
    return this.db.kysely;
  }

  async isFollowing(followerId: number, followeeId: number): Promise<boolean> {
    const row = await this.k
      .selectFrom('follows')
      .select('follower_id')
      .where('follower_id', '=', followerId)
      .where('followee_id', '=', followeeId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async follow(followerId: number, followeeId: number, nowIso: string): Promise<void> {
    await this.k
      .insertInto('follows')
      .values({ follower_id: followerId, followee_id: followeeId, created_at: nowIso })
      .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
      .execute();
  }

  async unfollow(followerId: number, followeeId: number): Promise<void> {
    await this.k
      .deleteFrom('follows')
      .where('follower_id', '=', followerId)
      .where('followee_id', '=', followeeId)
      .execute();
  }

  /** Followers of and accounts followed by `userId`. */
  async counts(userId: number): Promise<{ followers: number; following: number }> {
    const [followers, following] = await Promise.all([
      this.k
        .selectFrom('follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('followee_id', '=', userId)
        .executeTakeFirstOrThrow(),
      this.k
        .selectFrom('follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('follower_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return { followers: Number(followers.n), following: Number(following.n) };
  }
}
