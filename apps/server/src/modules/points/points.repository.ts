import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/dialect.js';

/** A connection or an open transaction (a Kysely Transaction is a Kysely too). */
export type Executor = Kysely<Database>;

export interface LedgerEntry {
  userId: number;
  amount: number;
  reason: string;
  reference: string;
  createdAt: string;
}

export class PointsRepository {
  constructor(private readonly db: Db) {}

  /** True when the entry was new; the unique (user, reason, reference) key makes a repeat a no-op. */
  async insertOnce(entry: LedgerEntry, executor: Executor = this.db.kysely): Promise<boolean> {
    const result = await executor
      .insertInto('points_ledger')
      .values({
        user_id: entry.userId,
        amount: entry.amount,
        reason: entry.reason,
        reference: entry.reference,
        created_at: entry.createdAt,
      })
      .onConflict((oc) => oc.columns(['user_id', 'reason', 'reference']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async balance(userId: number): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  recent(userId: number, limit: number) {
    return this.db.kysely
      .selectFrom('points_ledger')
      .select(['id', 'amount', 'reason', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
