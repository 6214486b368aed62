import type { Db } from '../../db/dialect.js';
import { priceKeys } from '../catalog/catalog.mapper.js';
import type { ProductRetailerUpdate } from './creators-item.mapper.js';

export interface AmazonProductRef {
  id: string;
  asin: string;
}

/** One refreshed item and the products (usually one) that carry its ASIN. */
export interface RetailerWrite {
  productIds: string[];
  update: ProductRetailerUpdate;
}

/** app_meta key: when the last refresh of every Amazon product ended with something written (ISO time). */
export const LAST_REFRESH_KEY = 'retailer_refreshed_at';

/** The retailer refresh's reads and writes on the products table. */
export class RetailerRepository {
  constructor(private readonly db: Db) {}

  private get k() {
    return this.db.kysely;
  }

  /** Every Amazon product with an ASIN. */
  amazonProducts(): Promise<AmazonProductRef[]> {
    return this.k
      .selectFrom('products')
      .select(['id', 'asin'])
      .where('source', '=', 'amazon')
      .where('asin', 'is not', null)
      .where('asin', '<>', '')
      .orderBy('asin')
      .orderBy('id')
      .execute() as Promise<AmazonProductRef[]>;
  }

  /** The Amazon products with this ASIN (as typed, or as Amazon spells it: upper case). */
  amazonProductsByAsin(asin: string): Promise<AmazonProductRef[]> {
    return this.k
      .selectFrom('products')
      .select(['id', 'asin'])
      .where('source', '=', 'amazon')
      .where('asin', 'in', [...new Set([asin, asin.toUpperCase()])])
      .orderBy('id')
      .execute() as Promise<AmazonProductRef[]>;
  }

  /**
   * Writes one batch of refreshed items in a single transaction: either every product of the batch changes or
   * none does. Name and images change only when the retailer sent them; the price keys of the product and of its
   * category rows follow the new price.
   */
  async applyBatch(writes: RetailerWrite[], nowIso: string): Promise<void> {
    await this.k.transaction().execute(async (trx) => {
      for (const { productIds, update } of writes) {
        if (productIds.length === 0) continue;
        const keys = priceKeys(update.priceCents);
        await trx
          .updateTable('products')
          .set({
            ...(update.name !== null ? { name: update.name } : {}),
            ...(update.images !== null && update.imageUrl !== null
              ? { image_url: update.imageUrl, images: JSON.stringify(update.images) }
              : {}),
            price_cents: update.priceCents,
            ...keys,
            availability: update.availability,
            last_updated: update.lastUpdated,
            updated_at: nowIso,
          })
          .where('id', 'in', productIds)
          .execute();
        await trx.updateTable('product_categories').set(keys).where('product_id', 'in', productIds).execute();
      }
    });
  }

  async lastRefreshAt(): Promise<Date | null> {
    const row = await this.k
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', LAST_REFRESH_KEY)
      .executeTakeFirst();
    const at = row ? new Date(row.value) : null;
    return at && !Number.isNaN(at.getTime()) ? at : null;
  }

  async recordRefresh(at: Date): Promise<void> {
    const value = at.toISOString();
    await this.k
      .insertInto('app_meta')
      .values({ key: LAST_REFRESH_KEY, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}
