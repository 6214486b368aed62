import type { Executor } from '../../db/dialect.js';
import { memberRowsOldestFirst } from '../../db/member-rows.js';

export interface LedgerEntry {
  userId: number;
  amount: number;
  reason: string;
  reference: string;
  createdAt: string;
}

/** Queries on points_ledger; each runs on the executor it is given (the pool or the caller's transaction). */

/** The member's whole ledger, oldest first (the data export). */
export function allOf(ex: Executor, userId: number) {
  return memberRowsOldestFirst(ex, 'points_ledger', ['id', 'amount', 'reason', 'reference', 'created_at'], userId);
}

/** Inserts the entries; each one whose (user, reason, reference) is taken is skipped (the unique key). */
function insertSkippingTaken(ex: Executor, entries: readonly LedgerEntry[]) {
  return ex
    .insertInto('points_ledger')
    .values(
      entries.map((entry) => ({
        user_id: entry.userId,
        amount: entry.amount,
        reason: entry.reason,
        reference: entry.reference,
        created_at: entry.createdAt,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'reason', 'reference']).doNothing());
}

/** True when the entry was new; the unique (user, reason, reference) key makes a repeat a no-op. */
export async function insertOnce(ex: Executor, entry: LedgerEntry): Promise<boolean> {
  const result = await insertSkippingTaken(ex, [entry]).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Several entries in one statement; each one whose (user, reason, reference) is taken is skipped. */
export async function insertAllOnce(ex: Executor, entries: readonly LedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await insertSkippingTaken(ex, entries).execute();
}

export async function balance(ex: Executor, userId: number): Promise<number> {
  const row = await ex
    .selectFrom('points_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function recent(ex: Executor, userId: number, limit: number) {
  return ex
    .selectFrom('points_ledger')
    .select(['id', 'amount', 'reason', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function deleteOf(ex: Executor, userId: number): Promise<void> {
  await ex.deleteFrom('points_ledger').where('user_id', '=', userId).execute();
}
