import { createHash } from 'node:crypto';
import {
  amazonAffiliateUrl,
  CATEGORY_IDS,
  PRICE_BANDS,
  type Product,
  type ProductListQuery,
  type ProductPage,
} from '@dd/contracts';
import type { Clock } from '../../platform/clock.js';
import { AppError, notFound } from '../../platform/errors.js';
import { JsonBody } from '../../platform/json-body.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import { decodeCursor, encodeCursor, searchTokens, type Cursor, type ListSort } from './catalog.cursor.js';
import type { ProductInput } from './catalog.mapper.js';
import { rowToProduct } from './catalog.mapper.js';
import type { CatalogRepository, RandomFilter } from './catalog.repository.js';
import type { ProductRow } from '../../db/database.js';

export interface CatalogServiceDeps {
  repo: CatalogRepository;
  clock: Clock;
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

  private async toProducts(rows: ProductRow[]): Promise<Product[]> {
    const cats = await this.deps.repo.categoriesOf(rows.map((r) => r.id));
    const now = this.deps.clock.now();
    return rows.map((r) => rowToProduct(r, cats.get(r.id) ?? [], now));
  }

  async save(input: ProductInput): Promise<void> {
    await this.deps.repo.upsert(input, this.deps.clock.now().toISOString());
    this.invalidate();
  }

  /** Deletes a product; false when there was none. */
  async remove(id: string): Promise<boolean> {
    const removed = await this.deps.repo.deleteById(id);
    if (removed) this.invalidate();
    return removed;
  }

  /** The product with this id, else the product with this ASIN (the admin routes take either). */
  async findByIdOrAsin(key: string): Promise<Product | null> {
    const row = (await this.deps.repo.findById(key)) ?? (await this.deps.repo.findByAsin(key));
    return row ? ((await this.toProducts([row]))[0] ?? null) : null;
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
    const [custom, giftTypes] = await Promise.all([
      this.deps.repo.customCategoryIds(),
      this.deps.repo.giftCategoryTypes(),
    ]);
    this.taxonomy = { customCategories: new Set(custom), giftTypes, at: nowMs };
    return this.taxonomy;
  }

  /** The spec's GET /products: every product, normalised, served from a cached body. */
  async fullListBody(): Promise<{ body: JsonBody; etag: string }> {
    const nowMs = this.deps.clock.now().getTime();
    if (this.fullList && nowMs - this.fullList.at < FULL_LIST_TTL_MS) return this.fullList;
    const [rows, cats] = await Promise.all([this.deps.repo.findAll(), this.deps.repo.allCategories()]);
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
    if (sort === 'relevance' && tokens.length === 0)
      throw new AppError(400, 'validation', 'Relevance order needs a search query');
    let cursor: Cursor | null = null;
    if (query.cursor) {
      cursor = decodeCursor(query.cursor, sort);
      if (!cursor) throw new AppError(400, 'validation', 'Invalid cursor');
    }
    const rows = await this.deps.repo.list({
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
    const row = await this.deps.repo.findById(id);
    if (!row) throw notFound('Product not found');
    const [product] = await this.toProducts([row]);
    return product as Product;
  }

  async find(id: string): Promise<Product | null> {
    const row = await this.deps.repo.findById(id);
    return row ? ((await this.toProducts([row]))[0] ?? null) : null;
  }

  exists(id: string): Promise<boolean> {
    return this.deps.repo.exists(id);
  }

  /** The products of these ids that exist, by id. */
  async findMany(ids: string[]): Promise<Map<string, Product>> {
    const rows = await this.deps.repo.findByIds([...new Set(ids)]);
    return new Map((await this.toProducts(rows)).map((p) => [p._id, p]));
  }

  sitemapEntries(max: number): Promise<Array<{ id: string; lastmod: string }>> {
    return this.deps.repo.sitemapEntries(max);
  }

  count(): Promise<number> {
    return this.deps.repo.count();
  }

  /**
   * A random product outside `excludeIds` (the spinner's recent picks). When every product is
   * excluded the history resets: any product may come, and `historyReset` says so.
   */
  async random(filter: RandomFilter): Promise<{ product: Product; historyReset: boolean }> {
    let historyReset = false;
    let n = await this.deps.repo.countWhere(filter);
    let effective = filter;
    if (n === 0 && filter.excludeIds && filter.excludeIds.length > 0) {
      effective = { ...filter, excludeIds: [] };
      historyReset = true;
      n = await this.deps.repo.countWhere(effective);
    }
    if (n === 0) throw notFound('No products available');
    const row = await this.deps.repo.atOffset(effective, Math.floor(this.rng() * n));
    if (!row) throw notFound('No products available');
    const [product] = await this.toProducts([row]);
    return { product: product as Product, historyReset };
  }

  /** `count` distinct random picks (Fisher-Yates over the matching ids). */
  async sample(filter: Omit<RandomFilter, 'excludeIds'>, count: number): Promise<Product[]> {
    const ids = await this.deps.repo.ids(filter);
    for (let i = ids.length - 1; i > 0 && i >= ids.length - count; i--) {
      const j = Math.floor(this.rng() * (i + 1));
      [ids[i], ids[j]] = [ids[j] as string, ids[i] as string];
    }
    const picked = ids.slice(Math.max(0, ids.length - count));
    const rows = (await Promise.all(picked.map((id) => this.deps.repo.findById(id)))).filter(
      (r): r is ProductRow => r !== undefined,
    );
    return this.toProducts(rows);
  }

  /** Records an outbound click and answers where to send the visitor. */
  async outbound(productId: string, visitorId: string): Promise<string> {
    const row = await this.deps.repo.findById(productId);
    if (!row) throw notFound('Product not found');
    const target = this.affiliateTarget(row);
    if (!target) throw notFound('This product has no retailer link');
    await this.deps.repo.recordClick({
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
