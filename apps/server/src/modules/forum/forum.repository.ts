import type { Db } from '../../db/dialect.js';

export class ForumRepository {
  constructor(private readonly db: Db) {}

  recentThreadsBy(userId: number, limit: number) {
    return this.db.kysely
      .selectFrom('forum_threads')
      .select(['id', 'title', 'created_at', 'reply_count'])
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
