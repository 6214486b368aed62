import { countOf } from '../../db/count.js';
import type { WishlistRow } from '../../db/database.js';
import type { Executor, Tx } from '../../db/dialect.js';

/** Queries on wishlists and wishlist_items; each runs on the executor it is given. */

export interface ItemRow {
  id: number;
  product_id: string;
  created_at: string;
}

export function findByUser(ex: Executor, userId: number): Promise<WishlistRow | undefined> {
  return ex.selectFrom('wishlists').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Every item on the member's list, oldest first (the data export). */
export function itemsOfUser(ex: Executor, userId: number) {
  return ex
    .selectFrom('wishlist_items as i')
    .innerJoin('wishlists as w', 'w.id', 'i.wishlist_id')
    .select(['i.product_id', 'i.created_at'])
    .where('w.user_id', '=', userId)
    .orderBy('i.created_at')
    .orderBy('i.id')
    .execute();
}

export function findPublicBySlug(ex: Executor, slug: string): Promise<WishlistRow | undefined> {
  return ex
    .selectFrom('wishlists')
    .selectAll()
    .where('share_slug', '=', slug)
    .where('is_public', '=', 1)
    .executeTakeFirst();
}

/**
 * The member's wishlist, created when missing (a concurrent first add finds the row the other one made),
 * and locked until the transaction ends so adds to one list are counted one after the other.
 */
export async function createIfMissingLocked(tx: Tx, userId: number, slug: string, nowIso: string) {
  await tx.db
    .insertInto('wishlists')
    .values({ user_id: userId, is_public: 0, share_slug: slug, created_at: nowIso, updated_at: nowIso })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return tx
    .forUpdate(tx.db.selectFrom('wishlists').selectAll().where('user_id', '=', userId))
    .executeTakeFirstOrThrow();
}

export function items(ex: Executor, wishlistId: number): Promise<ItemRow[]> {
  return ex
    .selectFrom('wishlist_items')
    .select(['id', 'product_id', 'created_at'])
    .where('wishlist_id', '=', wishlistId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function countItems(ex: Executor, wishlistId: number): Promise<number> {
  return countOf(ex.selectFrom('wishlist_items').where('wishlist_id', '=', wishlistId));
}

/** True when the product was not on the list yet. */
export async function addItem(ex: Executor, wishlistId: number, productId: string, nowIso: string): Promise<boolean> {
  const result = await ex
    .insertInto('wishlist_items')
    .values({ wishlist_id: wishlistId, product_id: productId, created_at: nowIso })
    .onConflict((oc) => oc.columns(['wishlist_id', 'product_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes the product from this member's list only; true when it was there. */
export async function removeItem(ex: Executor, userId: number, productId: string): Promise<boolean> {
  const result = await ex
    .deleteFrom('wishlist_items')
    .where('product_id', '=', productId)
    .where('wishlist_id', 'in', (eb) => eb.selectFrom('wishlists').select('id').where('user_id', '=', userId))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Changes visibility only when the wishlist belongs to `userId`. */
export function setPublic(
  ex: Executor,
  wishlistId: number,
  userId: number,
  isPublic: boolean,
  nowIso: string,
): Promise<WishlistRow | undefined> {
  return ex
    .updateTable('wishlists')
    .set({ is_public: isPublic ? 1 : 0, updated_at: nowIso })
    .where('id', '=', wishlistId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function touch(ex: Executor, wishlistId: number, nowIso: string): Promise<void> {
  await ex.updateTable('wishlists').set({ updated_at: nowIso }).where('id', '=', wishlistId).execute();
}

/** Deletes the member's wishlist (its items go with it: ON DELETE CASCADE). */
export async function deleteOf(ex: Executor, userId: number): Promise<void> {
  await ex.deleteFrom('wishlists').where('user_id', '=', userId).execute();
}
