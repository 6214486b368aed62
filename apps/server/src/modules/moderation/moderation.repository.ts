import type { Db } from '../../db/dialect.js';

export class ModerationRepository {
  constructor(readonly db: Db) {}

  private get k() {
    return this.db.kysely;
  }

  /** The ids this member blocked. */
  async blockedBy(blockerId: number): Promise<number[]> {
    const rows = await this.k.selectFrom('blocks').select('blocked_id').where('blocker_id', '=', blockerId).execute();
    return rows.map((r) => r.blocked_id);
  }

  async isBlocked(blockerId: number, blockedId: number): Promise<boolean> {
    const row = await this.k
      .selectFrom('blocks')
      .select('blocker_id')
      .where('blocker_id', '=', blockerId)
      .where('blocked_id', '=', blockedId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
