import { createHash } from 'node:crypto';
import {
  amazonAffiliateUrl,
  CATEGORY_IDS,
  COLLECTION_SUMMARIES,
  PRICE_BANDS,
  SUBCOLLECTIONS,
  SUGGESTED_COLLECTIONS_MAX,
  SUGGESTED_PRODUCTS_MAX,
  type SearchSuggestions,
  type Product,
  type ProductListQuery,
  type ProductPage,
} from '@dd/contracts';
import type { ProductRow } from '../../db/database.js';
import type { Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { JsonBody } from '../../platform/json-body.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import type { EventPublisher } from '../../realtime/bus.js';
import { decodeCursor, encodeCursor, type Cursor, type ListSort } from './catalog.cursor.js';
import {
  inputToRow,
  rowToProduct,
  type AmazonProductRef,
  type ProductInput,
  type RetailerWrite,
} from './catalog.mapper.js';
import * as repo from './catalog.repository.js';
import type { RandomFilter, SearchTerm } from './catalog.repository.js';
import { nameMatchesAll, searchTerms, termMatchesName, wordsOf } from './catalog.search-terms.js';

/** The admin taxonomy's ids a list query checks: categories admins added, and gift categories by type. */
export interface CatalogTaxonomy {
  customCategories: string[];
  /** Custom categories' names by id (search matches them). */
  customCategoryNames: Map<string, string>;
  giftTypes: Map<string, string>;
  /** Gift categories' names by id (search matches the recipient and occasion ones). */
  giftNames: Map<string, string>;
}

/** Gift category types a product is tagged with (price bands are not tags). */
const TAGGED_GIFT_TYPES = new Set(['recipient', 'occasion']);

/** The built-in collections and subcollections by name, for search. */
const BUILT_IN_NAMES: ReadonlyArray<{ id: string; name: string }> = [...COLLECTION_SUMMARIES, ...SUBCOLLECTIONS];

/** The bus topic on which instances tell each other that the catalog changed. */
export const CATALOG_TOPIC = 'catalog';

export interface CatalogServiceDeps {
  db: TransactionRunner;
  clock: Clock;
  /** Read from the taxonomy, which owns the categories and gift categories. */
  taxonomy: () => Promise<CatalogTaxonomy>;
  affiliateTag: string;
  random?: () => number;
  /** How long a list page may be served from memory; 0 turns the cache off. */
  listCacheTtlMs?: number;
  /** Tells the other instances to forget their cached lists too. */
  events?: EventPublisher;
}

type ListQuery = Omit<ProductListQuery, 'sort'> & { sort?: ListSort | undefined };

interface FullListCache {
  body: JsonBody;
  etag: string;
  at: number;
}

/** How long another instance's writes may take to show in the full list. */
const FULL_LIST_TTL_MS = 60_000;
/** How long the admin taxonomy's category and gift category ids are trusted from memory. */
const TAXONOMY_TTL_MS = 30_000;

interface Taxonomy {
  customCategories: Set<string>;
  customCategoryNames: Map<string, string>;
  giftTypes: Map<string, string>;
  giftNames: Map<string, string>;
  at: number;
}

export class CatalogService {
  private fullList: FullListCache | null = null;
  private readonly rng: () => number;
  private readonly pages: TtlCache<JsonBody>;
  private taxonomy: Taxonomy | null = null;

  constructor(private readonly deps: CatalogServiceDeps) {
    this.rng = deps.random ?? Math.random;
    this.pages = new TtlCache(deps.listCacheTtlMs ?? 0, 2000, deps.clock);
  }

  private get k() {
    return this.deps.db.kysely;
  }

  /** Listed rows carry their category ids already: no second query. */
  private listedProducts(rows: repo.ListedRow[]): Product[] {
    const now = this.deps.clock.now();
    return rows.map((r) => rowToProduct(r, repo.listedCategories(r), now));
  }

  private async toProducts(rows: ProductRow[], tx?: Tx): Promise<Product[]> {
    const cats = await repo.categoriesOf(
      tx?.db ?? this.k,
      rows.map((r) => r.id),
    );
    const now = this.deps.clock.now();
    return rows.map((r) => rowToProduct(r, cats.get(r.id) ?? [], now));
  }

  /** A catalog write in the caller's unit of work (or its own); cached lists are forgotten once it commits. */
  private write<T>(work: (tx: Tx) => Promise<T>, outer?: Tx): Promise<T> {
    return this.deps.db.transaction(async (tx) => {
      tx.afterCommit(() => this.invalidate());
      return work(tx);
    }, outer);
  }

  /** Inserts or fully replaces a product with its categories. */
  save(input: ProductInput, tx?: Tx): Promise<void> {
    const row = inputToRow(input, this.deps.clock.now().toISOString());
    return this.write((t) => repo.upsert(t.db, row, input.categories), tx);
  }

  /** Inserts a new product; false (and nothing written) when its id is taken. */
  create(input: ProductInput, tx?: Tx): Promise<boolean> {
    const row = inputToRow(input, this.deps.clock.now().toISOString());
    return this.write((t) => repo.insert(t.db, row, input.categories), tx);
  }

  /** Deletes a product; false when there was none. */
  remove(id: string, tx?: Tx): Promise<boolean> {
    return this.write((t) => repo.deleteById(t.db, id), tx);
  }

  /** The product with this id, else the product with this ASIN (the admin routes take either). */
  async findByIdOrAsin(key: string, tx?: Tx): Promise<Product | null> {
    const ex = tx?.db ?? this.k;
    const row = (await repo.findById(ex, key)) ?? (await repo.findByAsin(ex, key));
    return row ? ((await this.toProducts([row], tx))[0] ?? null) : null;
  }

  /** Replaces a product's gift tags (the taxonomy checks the ids first). */
  setGiftTags(productId: string, tagIds: readonly string[], tx?: Tx): Promise<void> {
    return this.write((t) => repo.replaceGiftTags(t.db, productId, tagIds), tx);
  }

  /** Adds gift tags to many products (seeding); pairs already there are kept. */
  addGiftTags(pairs: ReadonlyArray<{ productId: string; tagId: string }>): Promise<void> {
    return this.write((t) => repo.addGiftTags(t.db, pairs));
  }

  /** Each product's gift tag ids, in no particular order; products without tags are absent. */
  giftTagsOf(productIds: string[]): Promise<Map<string, string[]>> {
    return repo.giftTagsOf(this.k, productIds);
  }

  /** Amazon products with an ASIN: every one, or those carrying one of `asins`. */
  amazonProducts(asins?: readonly string[]): Promise<AmazonProductRef[]> {
    return repo.amazonProducts(this.k, asins);
  }

  /** Writes a batch of refreshed retailer data in one transaction: every product of it changes, or none. */
  applyRetailerData(writes: readonly RetailerWrite[]): Promise<void> {
    const nowIso = this.deps.clock.now().toISOString();
    return this.write((t) => repo.applyRetailerData(t.db, writes, nowIso));
  }

  /** After any catalog write: forgets the cached lists here, and on every other instance through the bus. */
  invalidate(): void {
    this.forgetCachedLists();
    void this.deps.events?.publish(CATALOG_TOPIC, { type: 'catalog.changed' });
  }

  /** Forgets this instance's cached lists (another instance wrote to the catalog). */
  forgetCachedLists(): void {
    this.fullList = null;
    this.taxonomy = null;
    this.pages.clear();
  }

  /** Custom category ids and gift category types, read at most every TAXONOMY_TTL_MS (and after any write here). */
  private async loadTaxonomy(): Promise<Taxonomy> {
    const nowMs = this.deps.clock.now().getTime();
    if (this.taxonomy && nowMs - this.taxonomy.at < TAXONOMY_TTL_MS) return this.taxonomy;
    const t = await this.deps.taxonomy();
    this.taxonomy = { ...t, customCategories: new Set(t.customCategories), at: nowMs };
    return this.taxonomy;
  }

  /** The search words, each with the collections and gift categories whose names it matches. */
  private async searchTermsOf(q: string): Promise<SearchTerm[]> {
    const words = searchTerms(q);
    if (words.length === 0) return [];
    const taxonomy = await this.loadTaxonomy();
    const categories = [...BUILT_IN_NAMES, ...[...taxonomy.customCategoryNames].map(([id, name]) => ({ id, name }))];
    const gifts = [...taxonomy.giftNames].filter(([id]) => TAGGED_GIFT_TYPES.has(taxonomy.giftTypes.get(id) ?? ''));
    return words.map((word) => ({
      word,
      categoryIds: categories.filter((c) => termMatchesName(word, c.name)).map((c) => c.id),
      giftTagIds: gifts.filter(([, name]) => termMatchesName(word, name)).map(([id]) => id),
    }));
  }

  /** What the search box suggests: the best matching products and the collections named like the text. */
  async suggestions(q: string): Promise<SearchSuggestions> {
    const terms = await this.searchTermsOf(q);
    if (terms.length === 0) return { products: [], collections: [] };
    const rows = await repo.list(this.k, this.deps.db.engine, {
      terms,
      sort: 'relevance',
      cursor: null,
      limit: SUGGESTED_PRODUCTS_MAX,
    });
    const products = this.listedProducts(rows).map((p) => ({
      _id: p._id,
      name: p.name,
      imageUrl: p.imageUrl,
      price: p.price,
    }));
    const words = terms.map((t) => t.word);
    const taxonomy = await this.loadTaxonomy();
    const collections = [
      ...COLLECTION_SUMMARIES.map((c) => ({ id: c.id, name: c.name, emoji: c.emoji, href: `/collections/${c.id}` })),
      ...[...taxonomy.customCategoryNames].map(([id, name]) => ({ id, name, emoji: '🛍️', href: `/collections/${id}` })),
    ]
      .filter((c) => nameMatchesAll(words, c.name))
      .slice(0, SUGGESTED_COLLECTIONS_MAX);
    return { products, collections };
  }

  /** The spec's GET /products: every product, normalised, served from a cached body. */
  async fullListBody(): Promise<{ body: JsonBody; etag: string }> {
    const nowMs = this.deps.clock.now().getTime();
    if (this.fullList && nowMs - this.fullList.at < FULL_LIST_TTL_MS) return this.fullList;
    const [rows, cats] = await Promise.all([repo.findAll(this.k), repo.categoriesOf(this.k)]);
    const now = this.deps.clock.now();
    const body = JsonBody.of(rows.map((r) => rowToProduct(r, cats.get(r.id) ?? [], now)));
    const etag = `"${createHash('sha1').update(body.raw).digest('base64url')}"`;
    this.fullList = { body, etag, at: nowMs };
    return this.fullList;
  }

  async list(query: ListQuery): Promise<ProductPage> {
    return (await this.listBody(query)).parse<ProductPage>();
  }

  /** One list page, serialised (and compressed on demand); hot pages are served from memory for `listCacheTtlMs`. */
  async listBody(query: ListQuery): Promise<JsonBody> {
    const key = JSON.stringify([
      query.collection,
      query.source,
      query.sort,
      query.q,
      query.viral,
      query.recipient,
      query.occasion,
      query.priceBand,
      query.cursor,
      query.limit,
    ]);
    const cached = this.pages.get(key);
    if (cached) return cached;
    const page = await this.loadPage(query);
    if (!this.pages.enabled) return JsonBody.once(page);
    const body = JsonBody.of(page);
    this.pages.set(key, body);
    return body;
  }

  private async loadPage(query: ListQuery): Promise<ProductPage> {
    const giftFiltered = query.recipient !== undefined || query.occasion !== undefined;
    const custom = query.collection !== undefined && !CATEGORY_IDS.includes(query.collection);
    const taxonomy = custom || giftFiltered ? await this.loadTaxonomy() : null;
    if (custom && !taxonomy?.customCategories.has(query.collection as string)) {
      throw notFound('Collection not found');
    }
    // A recipient or occasion that is not a gift category of that type matches nothing.
    if (
      (query.recipient !== undefined && taxonomy?.giftTypes.get(query.recipient) !== 'recipient') ||
      (query.occasion !== undefined && taxonomy?.giftTypes.get(query.occasion) !== 'occasion')
    ) {
      return { items: [], nextCursor: null };
    }
    const giftTags = [query.recipient, query.occasion].filter((t): t is string => t !== undefined);
    const band = query.priceBand ? PRICE_BANDS[query.priceBand] : undefined;
    const searching = query.q !== undefined && wordsOf(query.q).length > 0;
    const terms = searching ? await this.searchTermsOf(query.q as string) : [];
    const sort: ListSort = query.sort ?? (searching ? 'relevance' : 'newest');
    if (sort === 'relevance' && !searching) throw badRequest('Relevance order needs a search query');
    // Only stop words ('the', 'for'): nothing to look for, so nothing matches (on either engine).
    if (searching && terms.length === 0) return { items: [], nextCursor: null, total: 0 };
    let cursor: Cursor | null = null;
    if (query.cursor) {
      cursor = decodeCursor(query.cursor, sort);
      if (!cursor) throw badRequest('Invalid cursor');
    }
    const filter = {
      ...(query.collection !== undefined ? { category: query.collection } : {}),
      ...(query.source ? { source: query.source } : {}),
      viral: query.viral === 'true',
      terms,
      ...(giftTags.length > 0 ? { giftTags } : {}),
      ...(band?.minCents !== undefined ? { priceMinCents: band.minCents } : {}),
      ...(band?.belowCents !== undefined ? { priceBelowCents: band.belowCents } : {}),
    };
    const [rows, total] = await Promise.all([
      repo.list(this.k, this.deps.db.engine, { ...filter, sort, cursor, limit: query.limit + 1 }),
      searching ? repo.countMatching(this.k, this.deps.db.engine, filter) : Promise.resolve(undefined),
    ]);
    const hasMore = rows.length > query.limit;
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    let nextCursor: string | null = null;
    if (hasMore && last) {
      if (sort === 'relevance') {
        nextCursor = encodeCursor({ o: (cursor && 'o' in cursor ? cursor.o : 0) + page.length });
      } else {
        const key = sort === 'newest' ? last.drop_date : sort === 'price-asc' ? last.price_asc : last.price_desc;
        nextCursor = encodeCursor({ k: key, id: last.id });
      }
    }
    const items = this.listedProducts(page);
    return total === undefined ? { items, nextCursor } : { items, nextCursor, total };
  }

  async get(id: string): Promise<Product> {
    const product = await this.find(id);
    if (!product) throw notFound('Product not found');
    return product;
  }

  async find(id: string, tx?: Tx): Promise<Product | null> {
    const row = await repo.findById(tx?.db ?? this.k, id);
    return row ? ((await this.toProducts([row], tx))[0] ?? null) : null;
  }

  exists(id: string, tx?: Tx): Promise<boolean> {
    return repo.exists(tx?.db ?? this.k, id);
  }

  /** The products of these ids that exist, by id. */
  async findMany(ids: string[]): Promise<Map<string, Product>> {
    const rows = await repo.findByIds(this.k, [...new Set(ids)]);
    return new Map((await this.toProducts(rows)).map((p) => [p._id, p]));
  }

  sitemapEntries(max: number): Promise<Array<{ id: string; lastmod: string }>> {
    return repo.sitemapEntries(this.k, max);
  }

  count(): Promise<number> {
    return repo.count(this.k);
  }

  /**
   * A random product outside `excludeIds` (the spinner's recent picks). When every product is
   * excluded the history resets: any product may come, and `historyReset` says so.
   */
  async random(filter: RandomFilter): Promise<{ product: Product; historyReset: boolean }> {
    let historyReset = false;
    let n = await repo.countWhere(this.k, filter);
    let effective = filter;
    if (n === 0 && filter.excludeIds && filter.excludeIds.length > 0) {
      effective = { ...filter, excludeIds: [] };
      historyReset = true;
      n = await repo.countWhere(this.k, effective);
    }
    if (n === 0) throw notFound('No products available');
    const row = await repo.atOffset(this.k, effective, Math.floor(this.rng() * n));
    if (!row) throw notFound('No products available');
    const [product] = await this.toProducts([row]);
    return { product: product as Product, historyReset };
  }

  /** `count` distinct random picks (Fisher-Yates over the matching ids). */
  async sample(filter: Omit<RandomFilter, 'excludeIds'>, count: number): Promise<Product[]> {
    const ids = await repo.ids(this.k, filter);
    for (let i = ids.length - 1; i > 0 && i >= ids.length - count; i--) {
      const j = Math.floor(this.rng() * (i + 1));
      [ids[i], ids[j]] = [ids[j] as string, ids[i] as string];
    }
    const picked = ids.slice(Math.max(0, ids.length - count));
    const rows = (await Promise.all(picked.map((id) => repo.findById(this.k, id)))).filter(
      (r): r is ProductRow => r !== undefined,
    );
    return this.toProducts(rows);
  }

  /** Records an outbound click and answers where to send the visitor. */
  async outbound(productId: string, visitorId: string): Promise<string> {
    const row = await repo.findById(this.k, productId);
    if (!row) throw notFound('Product not found');
    const target = this.affiliateTarget(row);
    if (!target) throw notFound('This product has no retailer link');
    await repo.recordClick(this.k, {
      productId,
      source: row.source,
      visitorId,
      at: this.deps.clock.now().toISOString(),
    });
    return target;
  }

  private affiliateTarget(row: ProductRow): string | null {
    const url = row.affiliate_url;
    if (/^https?:\/\//i.test(url)) return url;
    if (row.source === 'amazon' && row.asin) return amazonAffiliateUrl(row.asin, this.deps.affiliateTag);
    return null;
  }
}
