import type { WishlistRow } from '../../db/database.js';
import type { Db, Executor } from '../../db/dialect.js';

export interface ItemRow {
  id: number;
  product_id: string;
  created_at: string;
}

export class WishlistRepository {
  constructor(private readonly db: Db) {}

  private get k() {
    return this.db.kysely;
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.k.transaction().execute(fn);
  }

  findByUser(userId: number, executor: Executor = this.k): Promise<WishlistRow | undefined> {
    return executor.selectFrom('wishlists').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  findPublicBySlug(slug: string): Promise<WishlistRow | undefined> {
    return this.k
      .selectFrom('wishlists')
      .selectAll()
      .where('share_slug', '=', slug)
      .where('is_public', '=', 1)
      .executeTakeFirst();
  }

  /** One wishlist per member: a concurrent first add finds the row the other one made. */
  async createIfMissing(userId: number, slug: string, nowIso: string, executor: Executor): Promise<WishlistRow> {
    await executor
      .insertInto('wishlists')
      .values({ user_id: userId, is_public: 0, share_slug: slug, created_at: nowIso, updated_at: nowIso })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    return executor.selectFrom('wishlists').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  }

  items(wishlistId: number): Promise<ItemRow[]> {
    return this.k
      .selectFrom('wishlist_items')
      .select(['id', 'product_id', 'created_at'])
      .where('wishlist_id', '=', wishlistId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async countItems(wishlistId: number, executor: Executor): Promise<number> {
    const row = await executor
      .selectFrom('wishlist_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('wishlist_id', '=', wishlistId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** True when the product was not on the list yet. */
  async addItem(wishlistId: number, productId: string, nowIso: string, executor: Executor): Promise<boolean> {
    const result = await executor
      .insertInto('wishlist_items')
      .values({ wishlist_id: wishlistId, product_id: productId, created_at: nowIso })
      .onConflict((oc) => oc.columns(['wishlist_id', 'product_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Removes the product from this member's list only; true when it was there. */
  async removeItem(userId: number, productId: string): Promise<boolean> {
    const result = await this.k
      .deleteFrom('wishlist_items')
      .where('product_id', '=', productId)
      .where('wishlist_id', 'in', (eb) => eb.selectFrom('wishlists').select('id').where('user_id', '=', userId))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Changes visibility only when the wishlist belongs to `userId`. */
  setPublic(wishlistId: number, userId: number, isPublic: boolean, nowIso: string): Promise<WishlistRow | undefined> {
    return this.k
      .updateTable('wishlists')
      .set({ is_public: isPublic ? 1 : 0, updated_at: nowIso })
      .where('id', '=', wishlistId)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
  }

  async touch(wishlistId: number, nowIso: string, executor: Executor): Promise<void> {
    await executor.updateTable('wishlists').set({ updated_at: nowIso }).where('id', '=', wishlistId).execute();
  }
}
