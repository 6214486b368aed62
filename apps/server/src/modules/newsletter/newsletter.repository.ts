import type { SubscriberRow } from '../../db/database.js';
import type { Db } from '../../db/dialect.js';

/**
 * Each write is one conditional statement, so two concurrent requests for the same address
 * cannot both believe they created or revived the subscription.
 */
export class NewsletterRepository {
  constructor(private readonly db: Db) {}

  private get k() {
    return this.db.kysely;
  }

  /** True when the address was new. */
  async insertIfNew(email: string, nowIso: string): Promise<boolean> {
    const result = await this.k
      .insertInto('newsletter_subscribers')
      .values({ email, status: 'subscribed', created_at: nowIso, updated_at: nowIso, unsubscribed_at: null })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** True when the address had unsubscribed and is subscribed again. */
  async resubscribe(email: string, nowIso: string): Promise<boolean> {
    const result = await this.k
      .updateTable('newsletter_subscribers')
      .set({ status: 'subscribed', updated_at: nowIso, unsubscribed_at: null })
      .where('email', '=', email)
      .where('status', '=', 'unsubscribed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Unsubscribes one subscription by id (once: an unsubscribed row keeps its date); undefined when unknown. */
  async unsubscribeById(id: number, nowIso: string): Promise<SubscriberRow | undefined> {
    await this.k
      .updateTable('newsletter_subscribers')
      .set({ status: 'unsubscribed', updated_at: nowIso, unsubscribed_at: nowIso })
      .where('id', '=', id)
      .where('status', '=', 'subscribed')
      .execute();
    return this.k.selectFrom('newsletter_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async unsubscribe(email: string, nowIso: string): Promise<void> {
    await this.k
      .updateTable('newsletter_subscribers')
      .set({ status: 'unsubscribed', updated_at: nowIso, unsubscribed_at: nowIso })
      .where('email', '=', email)
      .where('status', '=', 'subscribed')
      .execute();
  }
}
