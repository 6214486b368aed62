import type { Selectable } from 'kysely';
import type { CategoriesTable, GiftCategoriesTable } from '../../db/database.js';
import type { Executor } from '../../db/dialect.js';

export type CategoryRow = Selectable<CategoriesTable>;
export type GiftCategoryRow = Selectable<GiftCategoriesTable>;

export interface NewCategory {
  id: string;
  name: string;
  description: string;
  imageMediaId: string;
  createdBy: number | null;
  createdAt: string;
}

/** Queries on categories and gift_categories; each runs on the executor it is given. */

/** Admin-created categories, oldest first. */
export function categories(ex: Executor): Promise<CategoryRow[]> {
  return ex.selectFrom('categories').selectAll().orderBy('created_at').orderBy('id').execute();
}

export function category(ex: Executor, id: string): Promise<CategoryRow | undefined> {
  return ex.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function categoryIds(ex: Executor): Promise<string[]> {
  return (await ex.selectFrom('categories').select('id').orderBy('id').execute()).map((r) => r.id);
}

/** Custom categories' ids and names (search matches their names). */
export function categoryNames(ex: Executor): Promise<Array<{ id: string; name: string }>> {
  return ex.selectFrom('categories').select(['id', 'name']).orderBy('id').execute();
}

/** A category whose id or case-folded name is taken. */
export async function categoryClash(ex: Executor, id: string, nameKey: string): Promise<boolean> {
  const row = await ex
    .selectFrom('categories')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', id), eb('name_key', '=', nameKey)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a category unless its id or name is taken (then nothing is written and the answer is false). */
export async function insertCategory(ex: Executor, c: NewCategory): Promise<boolean> {
  const result = await ex
    .insertInto('categories')
    .values({
      id: c.id,
      name: c.name,
      name_key: c.name.toLowerCase(),
      description: c.description,
      image_media_id: c.imageMediaId,
      created_by: c.createdBy,
      created_at: c.createdAt,
    })
    // Both unique keys (id, name_key): a concurrent insert of the same category waits and then does nothing.
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function giftCategories(ex: Executor): Promise<GiftCategoryRow[]> {
  return ex.selectFrom('gift_categories').selectAll().orderBy('sort_order').orderBy('id').execute();
}

/** Inserts the rows whose id is not there yet; answers how many were new. Run it in a transaction. */
export async function insertMissingGiftCategories(
  ex: Executor,
  rows: ReadonlyArray<Omit<GiftCategoryRow, 'created_at'>>,
  createdAt: string,
): Promise<number> {
  const existing = new Set((await ex.selectFrom('gift_categories').select('id').execute()).map((r) => r.id));
  const missing = rows.filter((r) => !existing.has(r.id));
  if (missing.length === 0) return 0;
  const result = await ex
    .insertInto('gift_categories')
    .values(missing.map((r) => ({ ...r, created_at: createdAt })))
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
