import { createHash } from 'node:crypto';
import {
  amazonAffiliateUrl,
  CATEGORY_IDS,
  PRICE_BANDS,
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
import { decodeCursor, encodeCursor, searchTokens, type Cursor, type ListSort } from './catalog.cursor.js';
import {
  inputToRow,
  rowToProduct,
  type AmazonProductRef,
  type ProductInput,
  type RetailerWrite,
} from './catalog.mapper.js';
import * as repo from './catalog.repository.js';
import type { RandomFilter } from './catalog.repository.js';

/** The admin catalogue's ids a list query checks: categories admins added, and gift categories by type. */
export interface CatalogTaxonomy {
  customCategories: string[];
  giftTypes: Map<string, string>;
}

export interface CatalogServiceDeps {
  db: TransactionRunner;
  clock: Clock;
  /** Read from the catalogue, which owns the categories and gift categories. */
  taxonomy: () => Promise<CatalogTaxonomy>;
  affiliateTag: string;
  random?: () => number;
  /** How long a list page may be served from memory; 0 turns the cache off. */
  listCacheTtlMs?: number;
}

type ListQuery = Omit<ProductListQuery, 'sort'> & { sort?: ListSort | undefined };

interface FullListCache {
  body: JsonBody;
  etag: string;
  at: number;
}

/** How long another instance's writes may take to show in the full list. */
const FULL_LIST_TTL_MS = 60_000;
/** How long the admin catalogue's category and gift category ids are trusted from memory. */
const TAXONOMY_TTL_MS = 30_000;

interface Taxonomy {
  customCategories: Set<string>;
  giftTypes: Map<string, string>;
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

  /** Replaces a product's gift tags (the catalogue checks the ids first). */
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

  /** Forgets cached lists after any catalog write on this instance. */
  invalidate(): void {
    this.fullList = null;
    this.taxonomy = null;
    this.pages.clear();
  }

  /** Custom category ids and gift category types, read at most every TAXONOMY_TTL_MS (and after any write here). */
  private async loadTaxonomy(): Promise<Taxonomy> {
    const nowMs = this.deps.clock.now().getTime();
    if (this.taxonomy && nowMs - this.taxonomy.at < TAXONOMY_TTL_MS) return this.taxonomy;
    const { customCategories, giftTypes } = await this.deps.taxonomy();
    this.taxonomy = { customCategories: new Set(customCategories), giftTypes, at: nowMs };
    return this.taxonomy;
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
    const body = JsonBody.of(await this.loadPage(query));
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
    const tokens = query.q ? searchTokens(query.q) : [];
    const sort: ListSort = query.sort ?? (tokens.length > 0 ? 'relevance' : 'newest');
    if (sort === 'relevance' && tokens.length === 0) throw badRequest('Relevance order needs a search query');
    let cursor: Cursor | null = null;
    if (query.cursor) {
      cursor = decodeCursor(query.cursor, sort);
      if (!cursor) throw badRequest('Invalid cursor');
    }
    const rows = await repo.list(this.k, this.deps.db.engine, {
      ...(query.collection !== undefined ? { category: query.collection } : {}),
      ...(query.source ? { source: query.source } : {}),
      viral: query.viral === 'true',
      tokens,
      ...(giftTags.length > 0 ? { giftTags } : {}),
      ...(band?.minCents !== undefined ? { priceMinCents: band.minCents } : {}),
      ...(band?.belowCents !== undefined ? { priceBelowCents: band.belowCents } : {}),
      sort,
      cursor,
      limit: query.limit + 1,
    });
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
    return { items: await this.toProducts(page), nextCursor };
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
