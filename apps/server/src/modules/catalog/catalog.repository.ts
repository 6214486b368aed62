import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, NewProductRow, ProductRow, ProductsTable } from '../../db/database.js';
import { countOf, hasRow } from '../../db/count.js';
import type { Engine, Executor } from '../../db/dialect.js';
import type { Cursor, ListSort } from './catalog.cursor.js';
import { PRICE_MISSING_ASC, priceKeys, type AmazonProductRef, type RetailerWrite } from './catalog.mapper.js';

export interface ListFilter {
  category?: string;
  source?: 'amazon' | 'other';
  viral?: boolean;
  /** Search: every term must match the product's text, one of its collections or one of its gift tags. */
  terms?: SearchTerm[];
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

/** One search word, with the collections and gift categories whose names it matches (found in memory). */
export interface SearchTerm {
  word: string;
  categoryIds: string[];
  giftTagIds: string[];
}

const SORT_KEY = { newest: 'drop_date', 'price-asc': 'price_asc', 'price-desc': 'price_desc' } as const;

/**
 * Queries on products, product_categories, products_fts and outbound_clicks; each runs on the executor it is
 * given (the pool or the caller's transaction).
 */

/** Whether a product with this id exists. */
export function exists(ex: Executor, id: string): Promise<boolean> {
  return hasRow(ex.selectFrom('products').where('id', '=', id));
}

async function insertCategories(ex: Executor, row: NewProductRow, categories: readonly string[]): Promise<void> {
  const distinct = [...new Set(categories)];
  if (distinct.length === 0) return;
  await ex
    .insertInto('product_categories')
    .values(
      distinct.map((category_id) => ({
        product_id: row.id,
        category_id,
        source: row.source,
        drop_date: row.drop_date,
        ...priceKeys(row.price_cents ?? null),
      })),
    )
    .execute();
}

/**
 * Inserts a product and its category rows unless its id is taken (then nothing is written and the answer is
 * false). Run it in a transaction: the product and its category rows belong together.
 */
export async function insert(ex: Executor, row: NewProductRow, categories: readonly string[]): Promise<boolean> {
  const result = await ex
    .insertInto('products')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await insertCategories(ex, row, categories);
  return true;
}

/** Inserts or fully replaces a product and its category rows. Run it in a transaction. */
export async function upsert(ex: Executor, row: NewProductRow, categories: readonly string[]): Promise<void> {
  if (await exists(ex, row.id)) {
    const { created_at: _created, ...update } = row;
    await ex.updateTable('products').set(update).where('id', '=', row.id).execute();
    await ex.deleteFrom('product_categories').where('product_id', '=', row.id).execute();
    await insertCategories(ex, row, categories);
    await ex
      .updateTable('product_gift_tags')
      .set({ source: row.source, drop_date: row.drop_date, ...priceKeys(row.price_cents ?? null) })
      .where('product_id', '=', row.id)
      .execute();
  } else {
    await insert(ex, row, categories);
  }
}

/** Deletes a product; its category rows, gift tags and wishlist entries go with it (foreign keys cascade). */
export async function deleteById(ex: Executor, id: string): Promise<boolean> {
  const result = await ex.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function findByAsin(ex: Executor, asin: string): Promise<ProductRow | undefined> {
  return ex.selectFrom('products').selectAll().where('asin', '=', asin).orderBy('id').executeTakeFirst();
}

export function count(ex: Executor): Promise<number> {
  return countOf(ex.selectFrom('products'));
}

export function findById(ex: Executor, id: string): Promise<ProductRow | undefined> {
  return ex.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Runs `read` over the ids in chunks: SQLite caps the bound parameters of one statement. */
async function inChunks<T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += 500) rows.push(...(await read(ids.slice(i, i + 500))));
  return rows;
}

/** Each product's values, in the order of the rows; products without rows are absent. */
function byProduct(rows: ReadonlyArray<{ product_id: string; value: string }>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.product_id, [...(map.get(r.product_id) ?? []), r.value]);
  return map;
}

export function findByIds(ex: Executor, ids: string[]): Promise<ProductRow[]> {
  return inChunks(ids, (chunk) => ex.selectFrom('products').selectAll().where('id', 'in', chunk).execute());
}

export function findAll(ex: Executor): Promise<ProductRow[]> {
  return ex.selectFrom('products').selectAll().orderBy('drop_date', 'desc').orderBy('id', 'desc').execute();
}

/** Each product's categories, in id order; every product's when `productIds` is absent. */
export async function categoriesOf(ex: Executor, productIds?: string[]): Promise<Map<string, string[]>> {
  const query = ex.selectFrom('product_categories').select(['product_id', 'category_id as value']).orderBy('value');
  return byProduct(
    productIds
      ? await inChunks(productIds, (chunk) => query.where('product_id', 'in', chunk).execute())
      : await query.execute(),
  );
}

/**
 * Whether the product's own text holds the word (as a prefix, stemmed by the engine): FTS5 on SQLite, the
 * tsvector on PostgreSQL. `nameOnly` looks at the name alone (relevance).
 */
function textMatch(engine: Engine, word: string, nameOnly = false): RawBuilder<SqlBool> {
  if (engine === 'postgres') {
    const query = `${word}:*`;
    return nameOnly
      ? sql<SqlBool>`to_tsvector('english', p.name) @@ to_tsquery('english', ${query})`
      : sql<SqlBool>`p.search @@ to_tsquery('english', ${query})`;
  }
  const query = `${nameOnly ? 'name : ' : ''}"${word}"*`;
  return sql<SqlBool>`p.rowid in (select rowid from products_fts where products_fts match ${query})`;
}

/** The product's own text holds every word (as a prefix, stemmed by the engine). */
function allWordsInText(engine: Engine, words: readonly string[]): RawBuilder<SqlBool> {
  if (engine === 'postgres') {
    return sql<SqlBool>`p.search @@ to_tsquery('english', ${words.map((w) => `${w}:*`).join(' & ')})`;
  }
  const query = words.map((w) => `"${w}"*`).join(' ');
  return sql<SqlBool>`p.rowid in (select rowid from products_fts where products_fts match ${query})`;
}

/** The ids of the products whose own text holds the word (a subquery the engine can run once). */
function textMatchIds(engine: Engine, word: string): RawBuilder<unknown> {
  return engine === 'postgres'
    ? sql`select s.id from products s where s.search @@ to_tsquery('english', ${`${word}:*`})`
    : sql`select s.id from products s where s.rowid in (select rowid from products_fts where products_fts match ${`"${word}"*`})`;
}

/**
 * A term matches the product's text, or one of its collections or gift tags named like it: one uncorrelated
 * `id in (... union ...)`, which the engine builds once and can drive the query by.
 */
function termMatch(engine: Engine, term: SearchTerm, idCol: RawBuilder<unknown>): RawBuilder<SqlBool> {
  const sets = [textMatchIds(engine, term.word)];
  if (term.categoryIds.length > 0) {
    sets.push(
      sql`select c.product_id from product_categories c where c.category_id in (${sql.join(term.categoryIds)})`,
    );
  }
  if (term.giftTagIds.length > 0) {
    sets.push(
      sql`select t.product_id from product_gift_tags t where t.gift_category_id in (${sql.join(term.giftTagIds)})`,
    );
  }
  return sql<SqlBool>`${idCol} in (${sql.join(sets, sql` union `)})`;
}

/**
 * Relevance: 2 for each term in the name, 1 for each in the description only, 0 for a term matched through
 * a collection or gift tag. Plain arithmetic, so both engines rank alike.
 */
function relevanceOf(engine: Engine, terms: readonly SearchTerm[]): RawBuilder<number> {
  const scores = terms.map(
    (t) =>
      sql`(case when ${textMatch(engine, t.word, true)} then 2 when ${textMatch(engine, t.word)} then 1 else 0 end)`,
  );
  return sql<number>`(${sql.join(scores, sql` + `)})`;
}

type MatchFilter = Omit<ListFilter, 'sort' | 'cursor' | 'limit'>;

type ProductQuery = SelectQueryBuilder<Database & { p: ProductsTable }, 'p', ProductRow>;

/** The products matching a filter, unordered; reads the category table when filtering by collection. */
function matching(ex: Executor, engine: Engine, filter: MatchFilter) {
  const { category, source, viral, terms, giftTags, priceMinCents, priceBelowCents } = filter;
  // The rows that carry the sort keys drive the query: a collection's category rows, else the first gift
  // tag's rows (the gift finder without a collection), else the products themselves.
  const byCategory = category !== undefined;
  const drivingTag = byCategory ? undefined : giftTags?.[0];
  const driver = byCategory ? 'pc' : drivingTag !== undefined ? 'g' : 'p';
  // The driving table is named only in the raw references below (`col`, `idCol`), so the query is typed as the
  // products query each branch extends.
  let q: ProductQuery =
    category !== undefined
      ? ex
          .selectFrom('product_categories as pc')
          .innerJoin('products as p', 'p.id', 'pc.product_id')
          .selectAll('p')
          .where('pc.category_id', '=', category)
      : drivingTag !== undefined
        ? ex
            .selectFrom('product_gift_tags as g')
            .innerJoin('products as p', 'p.id', 'g.product_id')
            .selectAll('p')
            .where('g.gift_category_id', '=', drivingTag)
        : ex.selectFrom('products as p').selectAll('p');
  const col = (name: string) => sql.ref(`${driver}.${name}`);
  const idCol = sql.ref(driver === 'p' ? 'p.id' : `${driver}.product_id`);

  if (source) q = q.where(sql<SqlBool>`${col('source')} = ${source}`);
  if (viral) q = q.where('p.viral_factor', '<>', '');
  for (const tag of (giftTags ?? []).filter((t) => t !== drivingTag)) {
    q = q.where(
      sql<SqlBool>`exists (select 1 from product_gift_tags t where t.product_id = ${idCol} and t.gift_category_id = ${tag})`,
    );
  }
  // price_asc holds the price in cents, or PRICE_MISSING_ASC when there is none. On SQLite a unary `+`
  // keeps the planner from driving the query by a price range (then sorting everything in it): walking
  // the sort order's index and filtering stops after one page.
  const price = engine === 'sqlite' ? sql`+${col('price_asc')}` : col('price_asc');
  if (priceBelowCents !== undefined) q = q.where(sql<SqlBool>`${price} < ${priceBelowCents}`);
  if (priceMinCents !== undefined) {
    q = q.where(sql<SqlBool>`${price} >= ${priceMinCents} and ${price} < ${PRICE_MISSING_ASC}`);
  }
  const searching = terms !== undefined && terms.length > 0;
  // Words that match no collection or gift tag need the product's text alone: one full-text query for all of
  // them drives the search (as fast as a plain full-text search); the others each add an id set.
  const textOnly = (terms ?? []).filter((t) => t.categoryIds.length === 0 && t.giftTagIds.length === 0);
  if (textOnly.length > 0)
    q = q.where(
      allWordsInText(
        engine,
        textOnly.map((t) => t.word),
      ),
    );
  for (const term of terms ?? []) if (!textOnly.includes(term)) q = q.where(termMatch(engine, term, idCol));
  const relevance = searching ? relevanceOf(engine, terms) : null;
  return { q, col, idCol, relevance };
}

/** How many products match a filter (the search page's results count). */
export function countMatching(ex: Executor, engine: Engine, filter: MatchFilter): Promise<number> {
  return countOf(ex.selectFrom(matching(ex, engine, filter).q.as('m')));
}

/** A listed product with its category ids (comma-separated, in id order; null when it has none). */
export type ListedRow = ProductRow & { category_ids: string | null };

/**
 * The product's category ids in id order, read in the list's own statement: a page is one query, not a
 * query and a second one for its categories. Category ids are slugs, so a comma cannot occur in one.
 */
function categoryIdsOf(engine: Engine, idCol: RawBuilder<unknown>): RawBuilder<string | null> {
  return engine === 'postgres'
    ? sql<
        string | null
      >`(select string_agg(c.category_id, ',' order by c.category_id) from product_categories c where c.product_id = ${idCol})`
    : sql<
        string | null
      >`(select group_concat(c.category_id, ',' order by c.category_id) from product_categories c where c.product_id = ${idCol})`;
}

/** A listed row's category ids. */
export function listedCategories(row: ListedRow): string[] {
  return row.category_ids ? row.category_ids.split(',') : [];
}

/** One page in keyset order (or by relevance, paged by offset), each product with its category ids. */
export async function list(ex: Executor, engine: Engine, filter: ListFilter): Promise<ListedRow[]> {
  const { sort, cursor, limit } = filter;
  const { col, idCol, relevance, q: matched } = matching(ex, engine, filter);
  let q = matched.select(categoryIdsOf(engine, idCol).as('category_ids'));
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

/** The source and sort keys a product's gift tag rows repeat (absent products are absent). */
async function giftTagKeys(ex: Executor, productIds: readonly string[]) {
  const rows = await inChunks(productIds, (chunk) =>
    ex
      .selectFrom('products')
      .select(['id', 'source', 'drop_date', 'price_asc', 'price_desc'])
      .where('id', 'in', chunk)
      .execute(),
  );
  return new Map(rows.map(({ id, ...keys }) => [id, keys]));
}

/**
 * Gift tag rows with their product's keys. A pair naming no product keeps the "no price" keys, so the
 * foreign key refuses it as before.
 */
async function giftTagRows(ex: Executor, pairs: ReadonlyArray<{ productId: string; tagId: string }>) {
  const keys = await giftTagKeys(ex, [...new Set(pairs.map((p) => p.productId))]);
  const none = { source: 'amazon' as const, drop_date: '', ...priceKeys(null) };
  return pairs.map((p) => ({
    product_id: p.productId,
    gift_category_id: p.tagId,
    ...(keys.get(p.productId) ?? none),
  }));
}

/** A product's recipient and occasion tags (the taxonomy checks them against its gift categories). */
export async function replaceGiftTags(ex: Executor, productId: string, tagIds: readonly string[]): Promise<void> {
  await ex.deleteFrom('product_gift_tags').where('product_id', '=', productId).execute();
  if (tagIds.length > 0) {
    await ex
      .insertInto('product_gift_tags')
      .values(
        await giftTagRows(
          ex,
          tagIds.map((tagId) => ({ productId, tagId })),
        ),
      )
      .execute();
  }
}

/** Adds gift tags to many products at once (seeding); existing pairs are kept. */
export async function addGiftTags(ex: Executor, pairs: ReadonlyArray<{ productId: string; tagId: string }>) {
  for (let i = 0; i < pairs.length; i += 400) {
    await ex
      .insertInto('product_gift_tags')
      .values(await giftTagRows(ex, pairs.slice(i, i + 400)))
      .onConflict((oc) => oc.columns(['product_id', 'gift_category_id']).doNothing())
      .execute();
  }
}

/** Each product's gift tag ids, in no particular order; products without tags are absent. */
export async function giftTagsOf(ex: Executor, productIds: string[]): Promise<Map<string, string[]>> {
  const rows = await inChunks(productIds, (chunk) =>
    ex
      .selectFrom('product_gift_tags')
      .select(['product_id', 'gift_category_id as value'])
      .where('product_id', 'in', chunk)
      .execute(),
  );
  return byProduct(rows);
}

/** The products matching a random-pick filter (`products as p`). */
function randomPool(ex: Executor, filter: RandomFilter) {
  let q = ex.selectFrom('products as p');
  if (filter.source) q = q.where('p.source', '=', filter.source);
  if (filter.viral) q = q.where('p.viral_factor', '<>', '');
  if (filter.excludeIds && filter.excludeIds.length > 0) q = q.where('p.id', 'not in', filter.excludeIds);
  return q;
}

/** Ids matching a filter, for random picks; small result sets only (ids, not rows). */
export async function ids(ex: Executor, filter: Omit<RandomFilter, 'excludeIds'>): Promise<string[]> {
  return (await randomPool(ex, filter).select('p.id').execute()).map((r) => r.id);
}

export function countWhere(ex: Executor, filter: RandomFilter): Promise<number> {
  return countOf(randomPool(ex, filter));
}

/** The row at a position of the stable id order, after exclusions: an O(index) random pick. */
export function atOffset(ex: Executor, filter: RandomFilter, offset: number): Promise<ProductRow | undefined> {
  return randomPool(ex, filter).selectAll('p').orderBy('p.id').limit(1).offset(offset).executeTakeFirst();
}

/** Newest first; ids and last-change dates only, for the sitemap. */
export async function sitemapEntries(ex: Executor, max: number): Promise<Array<{ id: string; lastmod: string }>> {
  const rows = await ex
    .selectFrom('products')
    .select(['id', 'drop_date', 'last_updated'])
    .orderBy('drop_date', 'desc')
    .orderBy('id', 'desc')
    .limit(max)
    .execute();
  return rows.map((r) => ({ id: r.id, lastmod: r.last_updated ?? r.drop_date }));
}

export async function recordClick(
  ex: Executor,
  click: { productId: string; source: 'amazon' | 'other'; visitorId: string; at: string },
): Promise<void> {
  await ex
    .insertInto('outbound_clicks')
    .values({ product_id: click.productId, source: click.source, visitor_id: click.visitorId, created_at: click.at })
    .execute();
}

/** Amazon products with an ASIN (every one, or those with one of `asins`), for the retailer refresh. */
export function amazonProducts(ex: Executor, asins?: readonly string[]): Promise<AmazonProductRef[]> {
  let q = ex
    .selectFrom('products')
    .select(['id', 'asin'])
    .where('source', '=', 'amazon')
    .where('asin', 'is not', null)
    .where('asin', '<>', '');
  if (asins) q = q.where('asin', 'in', [...asins]);
  return q.orderBy('asin').orderBy('id').execute() as Promise<AmazonProductRef[]>;
}

/**
 * Writes refreshed retailer data. Name and images change only when the retailer sent them; the price keys of
 * the products and of their category rows follow the new price. Run it in a transaction (a batch is all or
 * nothing).
 */
export async function applyRetailerData(ex: Executor, writes: readonly RetailerWrite[], nowIso: string) {
  for (const { productIds, update } of writes) {
    if (productIds.length === 0) continue;
    const keys = priceKeys(update.priceCents);
    await ex
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
      .where('id', 'in', [...productIds])
      .execute();
    await ex
      .updateTable('product_categories')
      .set(keys)
      .where('product_id', 'in', [...productIds])
      .execute();
    await ex
      .updateTable('product_gift_tags')
      .set(keys)
      .where('product_id', 'in', [...productIds])
      .execute();
  }
}
