import type { Kysely, Selectable } from 'kysely';
import type { CategoriesTable, Database, GiftCategoriesTable } from '../../db/database.js';
import type { Db } from '../../db/dialect.js';

export type CategoryRow = Selectable<CategoriesTable>;
export type GiftCategoryRow = Selectable<GiftCategoriesTable>;
/** The database or an open transaction. */
export type Executor = Kysely<Database>;

export interface NewCategory {
  id: string;
  name: string;
  description: string;
  imageMediaId: string;
  createdBy: number | null;
  createdAt: string;
}

export class CatalogueRepository {
  constructor(readonly db: Db) {}

  private get k(): Executor {
    return this.db.kysely;
  }

  transaction<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
    return this.k.transaction().execute(work);
  }

  /** Admin-created categories, oldest first. */
  categories(): Promise<CategoryRow[]> {
    return this.k.selectFrom('categories').selectAll().orderBy('created_at').orderBy('id').execute();
  }

  category(id: string): Promise<CategoryRow | undefined> {
    return this.k.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async categoryIds(): Promise<string[]> {
    return (await this.k.selectFrom('categories').select('id').orderBy('id').execute()).map((r) => r.id);
  }

  /** A category whose id or case-folded name is taken. */
  async categoryClash(id: string, nameKey: string, db: Executor = this.k): Promise<boolean> {
    const row = await db
      .selectFrom('categories')
      .select('id')
      .where((eb) => eb.or([eb('id', '=', id), eb('name_key', '=', nameKey)]))
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertCategory(c: NewCategory, db: Executor = this.k): Promise<void> {
    await db
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
      .execute();
  }

  giftCategories(db: Executor = this.k): Promise<GiftCategoryRow[]> {
    return db.selectFrom('gift_categories').selectAll().orderBy('sort_order').orderBy('id').execute();
  }

  /** Inserts the rows whose id is not there yet; answers how many were new. */
  async insertMissingGiftCategories(
    rows: Array<Omit<GiftCategoryRow, 'created_at'>>,
    createdAt: string,
  ): Promise<number> {
    return this.transaction(async (trx) => {
      const existing = new Set((await trx.selectFrom('gift_categories').select('id').execute()).map((r) => r.id));
      const missing = rows.filter((r) => !existing.has(r.id));
      if (missing.length > 0) {
        await trx
          .insertInto('gift_categories')
          .values(missing.map((r) => ({ ...r, created_at: createdAt })))
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
      return missing.length;
    });
  }

  /** Replaces a product's gift tags. */
  async setGiftTags(productId: string, ids: string[], db: Executor = this.k): Promise<void> {
    await db.deleteFrom('product_gift_tags').where('product_id', '=', productId).execute();
    if (ids.length > 0) {
      await db
        .insertInto('product_gift_tags')
        .values(ids.map((gift_category_id) => ({ product_id: productId, gift_category_id })))
        .execute();
    }
  }

  /** Adds gift tags to many products at once (seeding); existing pairs are kept. */
  async addGiftTags(pairs: Array<{ productId: string; tagId: string }>): Promise<void> {
    for (let i = 0; i < pairs.length; i += 400) {
      await this.k
        .insertInto('product_gift_tags')
        .values(pairs.slice(i, i + 400).map((p) => ({ product_id: p.productId, gift_category_id: p.tagId })))
        .onConflict((oc) => oc.columns(['product_id', 'gift_category_id']).doNothing())
        .execute();
    }
  }

  async giftTagsOf(productIds: string[]): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>();
    // Chunked: SQLite caps bound parameters per statement.
    for (let i = 0; i < productIds.length; i += 500) {
      const rows = await this.k
        .selectFrom('product_gift_tags as t')
        .innerJoin('gift_categories as g', 'g.id', 't.gift_category_id')
        .select(['t.product_id', 't.gift_category_id'])
        .where('t.product_id', 'in', productIds.slice(i, i + 500))
        .orderBy('g.sort_order')
        .orderBy('t.gift_category_id')
        .execute();
      for (const r of rows) map.set(r.product_id, [...(map.get(r.product_id) ?? []), r.gift_category_id]);
    }
    return map;
  }

  async hasAnyGiftTags(): Promise<boolean> {
    return (
      (await this.k.selectFrom('product_gift_tags').select('product_id').limit(1).executeTakeFirst()) !== undefined
    );
  }
}
