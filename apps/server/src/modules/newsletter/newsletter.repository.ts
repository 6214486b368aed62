import type { SubscriberRow } from '../../db/database.js';
import type { Executor } from '../../db/dialect.js';

/**
 * Queries on newsletter_subscribers. Each write is one conditional statement, so two concurrent requests
 * for the same address cannot both believe they created or revived the subscription.
 */

/** True when the address was new. */
export async function insertIfNew(ex: Executor, email: string, nowIso: string): Promise<boolean> {
  const result = await ex
    .insertInto('newsletter_subscribers')
    .values({ email, status: 'subscribed', created_at: nowIso, updated_at: nowIso, unsubscribed_at: null })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** True when the address had unsubscribed and is subscribed again. */
export async function resubscribe(ex: Executor, email: string, nowIso: string): Promise<boolean> {
  const result = await ex
    .updateTable('newsletter_subscribers')
    .set({ status: 'subscribed', updated_at: nowIso, unsubscribed_at: null })
    .where('email', '=', email)
    .where('status', '=', 'unsubscribed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Unsubscribes the matching subscription once: an unsubscribed row keeps its date. */
export async function unsubscribe(ex: Executor, match: { id: number } | { email: string }, nowIso: string) {
  let query = ex
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', updated_at: nowIso, unsubscribed_at: nowIso })
    .where('status', '=', 'subscribed');
  query = 'id' in match ? query.where('id', '=', match.id) : query.where('email', '=', match.email);
  await query.execute();
}

export function findById(ex: Executor, id: number): Promise<SubscriberRow | undefined> {
  return ex.selectFrom('newsletter_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteByEmail(ex: Executor, email: string): Promise<void> {
  await ex.deleteFrom('newsletter_subscribers').where('email', '=', email).execute();
}
