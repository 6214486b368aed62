import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ProductRow } from '../../db/database.js';
import type { Db } from '../../db/dialect.js';
import type { Cursor, ListSort } from './catalog.cursor.js';
import { inputToRow, PRICE_MISSING_ASC, priceKeys, type ProductInput } from './catalog.mapper.js';

export interface ListFilter {
  category?: string;
  source?: 'amazon' | 'other';
  viral?: boolean;
  tokens?: string[];
  /** Gift finder: every one of these gift tags (recipient, occasion). */
  giftTags?: string[];
  /** Gift finder price band, in cents: `minCents <= price < belowCents`; products without a price are left out. */
  priceMinCents?: number;
  priceBelowCents?: number;
  sort: ListSort;
  cursor: Cursor | null;
  limit: number;
}

export interface RandomFilter {
  source?: 'amazon' | 'other';
  viral?: boolean;
  excludeIds?: string[];
}

const SORT_KEY = { newest: 'drop_date', 'price-asc': 'price_asc', 'price-desc': 'price_desc' } as const;

export class CatalogRepository {
  constructor(private readonly db: Db) {}

  private get k() {
    return this.db.kysely;
  }

  /** Inserts or fully replaces a product and its category rows in one transaction. */
  async upsert(input: ProductInput, nowIso: string): Promise<void> {
    const row = inputToRow(input, nowIso);
    await this.k.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('products')
        .select('created_at')
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (existing) {
        const { created_at: _created, ...update } = row;
        await trx.updateTable('products').set(update).where('id', '=', input.id).execute();
        await trx.deleteFrom('product_categories').where('product_id', '=', input.id).execute();
      } else {
        await trx.insertInto('products').values(row).execute();
      }
      const categories = [...new Set(input.categories)];
      if (categories.length > 0) {
        await trx
          .insertInto('product_categories')
          .values(
            categories.map((category_id) => ({
              product_id: input.id,
              category_id,
              source: row.source,
              drop_date: row.drop_date,
              ...priceKeys(row.price_cents ?? null),
            })),
          )
          .execute();
      }
    });
  }

  /** Deletes a product; its category rows, gift tags and wishlist entries go with it (foreign keys cascade). */
  async deleteById(id: string): Promise<boolean> {
    const result = await this.k.deleteFrom('products').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  findByAsin(asin: string): Promise<ProductRow | undefined> {
    return this.k.selectFrom('products').selectAll().where('asin', '=', asin).orderBy('id').executeTakeFirst();
  }

  async count(): Promise<number> {
    const r = await this.k
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async exists(id: string): Promise<boolean> {
    return (await this.k.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  findById(id: string): Promise<ProductRow | undefined> {
    return this.k.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByIds(ids: string[]): Promise<ProductRow[]> {
    const rows: ProductRow[] = [];
    // Chunked: SQLite caps bound parameters per statement.
    for (let i = 0; i < ids.length; i += 500) {
      rows.push(
        ...(await this.k
          .selectFrom('products')
          .selectAll()
          .where('id', 'in', ids.slice(i, i + 500))
          .execute()),
      );
    }
    return rows;
  }

  findAll(): Promise<ProductRow[]> {
    return this.k.selectFrom('products').selectAll().orderBy('drop_date', 'desc').orderBy('id', 'desc').execute();
  }

  async categoriesOf(productIds: string[]): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>();
    // Chunked: SQLite caps bound parameters per statement.
    for (let i = 0; i < productIds.length; i += 500) {
      const chunk = productIds.slice(i, i + 500);
      const rows = await this.k
        .selectFrom('product_categories')
        .select(['product_id', 'category_id'])
        .where('product_id', 'in', chunk)
        .orderBy('category_id')
        .execute();
      for (const r of rows) map.set(r.product_id, [...(map.get(r.product_id) ?? []), r.category_id]);
    }
    return map;
  }

  async allCategories(): Promise<Map<string, string[]>> {
    const rows = await this.k
      .selectFrom('product_categories')
      .select(['product_id', 'category_id'])
      .orderBy('category_id')
      .execute();
    const map = new Map<string, string[]>();
    for (const r of rows) map.set(r.product_id, [...(map.get(r.product_id) ?? []), r.category_id]);
    return map;
  }

  /** Full-text condition: FTS5 on SQLite (joined as `f` by `list`), the tsvector on PostgreSQL. */
  private ftsQuery(tokens: string[]): string {
    return this.db.engine === 'postgres'
      ? tokens.map((t) => `${t}:*`).join(' & ')
      : tokens.map((t) => `"${t}"*`).join(' ');
  }

  /** One page in keyset order; reads the category table when filtering by collection. */
  async list(filter: ListFilter): Promise<ProductRow[]> {
    const { category, source, viral, tokens, giftTags, priceMinCents, priceBelowCents, sort, cursor, limit } = filter;
    const byCategory = category !== undefined;
    let q = byCategory
      ? this.k
          .selectFrom('product_categories as pc')
          .innerJoin('products as p', 'p.id', 'pc.product_id')
          .selectAll('p')
          .where('pc.category_id', '=', category)
      : this.k.selectFrom('products as p').selectAll('p');
    const col = (name: string) => sql.ref(byCategory ? `pc.${name}` : `p.${name}`);
    const idCol = sql.ref(byCategory ? 'pc.product_id' : 'p.id');

    if (source) q = q.where(sql<SqlBool>`${col('source')} = ${source}`);
    if (viral) q = q.where('p.viral_factor', '<>', '');
    for (const tag of giftTags ?? []) {
      q = q.where(
        sql<SqlBool>`exists (select 1 from product_gift_tags t where t.product_id = ${idCol} and t.gift_category_id = ${tag})`,
      );
    }
    // price_asc holds the price in cents, or PRICE_MISSING_ASC when there is none. On SQLite a unary `+`
    // keeps the planner from driving the query by a price range (then sorting everything in it): walking
    // the sort order's index and filtering stops after one page.
    const price = this.db.engine === 'sqlite' ? sql`+${col('price_asc')}` : col('price_asc');
    if (priceBelowCents !== undefined) q = q.where(sql<SqlBool>`${price} < ${priceBelowCents}`);
    if (priceMinCents !== undefined) {
      q = q.where(sql<SqlBool>`${price} >= ${priceMinCents} and ${price} < ${PRICE_MISSING_ASC}`);
    }
    const searching = tokens !== undefined && tokens.length > 0;
    let relevance: RawBuilder<number> | null = null;
    if (searching) {
      const query = this.ftsQuery(tokens);
      if (this.db.engine === 'postgres') {
        q = q.where(sql<SqlBool>`p.search @@ to_tsquery('english', ${query})`);
        relevance = sql<number>`ts_rank(p.search, to_tsquery('english', ${query}))`;
      } else {
        q = q
          .innerJoin('products_fts as f', (join) => join.on(sql<SqlBool>`f.rowid = p.rowid`))
          .where(sql<SqlBool>`f.products_fts MATCH ${query}`);
        // FTS5 rank is bm25, negative: more negative is more relevant.
        relevance = sql<number>`-f.rank`;
      }
    }

    if (sort === 'relevance') {
      const offset = cursor && 'o' in cursor ? cursor.o : 0;
      return q
        .orderBy(relevance ?? sql<number>`0`, 'desc')
        .orderBy(idCol, 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    }
    const key = col(SORT_KEY[sort]);
    const asc = sort === 'price-asc';
    if (cursor && 'k' in cursor) {
      q = asc
        ? q.where(sql<SqlBool>`(${key}, ${idCol}) > (${cursor.k}, ${cursor.id})`)
        : q.where(sql<SqlBool>`(${key}, ${idCol}) < (${cursor.k}, ${cursor.id})`);
    }
    const dir = asc ? 'asc' : 'desc';
    return q.orderBy(key, dir).orderBy(idCol, dir).limit(limit).execute();
  }

  /** Ids of the categories admins added (the admin catalogue); products may carry them like collections. */
  async customCategoryIds(): Promise<string[]> {
    return (await this.k.selectFrom('categories').select('id').execute()).map((r) => r.id);
  }

  /** Gift category ids by type (recipient, occasion, price). */
  async giftCategoryTypes(): Promise<Map<string, string>> {
    const rows = await this.k.selectFrom('gift_categories').select(['id', 'type']).execute();
    return new Map(rows.map((r) => [r.id, r.type]));
  }

  /** Ids matching a filter, for random picks; small result sets only (ids, not rows). */
  async ids(filter: Omit<RandomFilter, 'excludeIds'>): Promise<string[]> {
    let q = this.k.selectFrom('products as p').select('p.id');
    if (filter.source) q = q.where('p.source', '=', filter.source);
    if (filter.viral) q = q.where('p.viral_factor', '<>', '');
    return (await q.execute()).map((r) => r.id);
  }

  async countWhere(filter: RandomFilter): Promise<number> {
    let q = this.k.selectFrom('products as p').select((eb) => eb.fn.countAll<number>().as('n'));
    if (filter.source) q = q.where('p.source', '=', filter.source);
    if (filter.viral) q = q.where('p.viral_factor', '<>', '');
    if (filter.excludeIds && filter.excludeIds.length > 0) q = q.where('p.id', 'not in', filter.excludeIds);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  /** The row at a position of the stable id order, after exclusions: an O(index) random pick. */
  async atOffset(filter: RandomFilter, offset: number): Promise<ProductRow | undefined> {
    let q = this.k.selectFrom('products as p').selectAll('p');
    if (filter.source) q = q.where('p.source', '=', filter.source);
    if (filter.viral) q = q.where('p.viral_factor', '<>', '');
    if (filter.excludeIds && filter.excludeIds.length > 0) q = q.where('p.id', 'not in', filter.excludeIds);
    return q.orderBy('p.id').limit(1).offset(offset).executeTakeFirst();
  }

  /** Newest first; ids and last-change dates only, for the sitemap. */
  async sitemapEntries(max: number): Promise<Array<{ id: string; lastmod: string }>> {
    const rows = await this.k
      .selectFrom('products')
      .select(['id', 'drop_date', 'last_updated'])
      .orderBy('drop_date', 'desc')
      .orderBy('id', 'desc')
      .limit(max)
      .execute();
    return rows.map((r) => ({ id: r.id, lastmod: r.last_updated ?? r.drop_date }));
  }

  async recordClick(click: {
    productId: string;
    source: 'amazon' | 'other';
    visitorId: string;
    at: string;
  }): Promise<void> {
    await this.k
      .insertInto('outbound_clicks')
      .values({ product_id: click.productId, source: click.source, visitor_id: click.visitorId, created_at: click.at })
      .execute();
  }
}
