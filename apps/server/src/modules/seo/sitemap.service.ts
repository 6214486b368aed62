import { COLLECTIONS, SUBCOLLECTIONS, type BlogPost } from '@dd/contracts';
import type { Clock } from '../../platform/clock.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import { absoluteUrl, type SiteInfo } from './page-meta.js';
import { buildSitemapXml, SITEMAP_MAX_URLS, type SitemapEntry } from './sitemap.js';
import { sitemapStaticPaths } from './static-pages.js';

export interface SitemapProduct {
  id: string;
  /** When it last changed, ISO-8601. */
  lastmod: string;
}

export interface SitemapServiceDeps {
  /** Up to `max` products, newest first. */
  products: (max: number) => Promise<SitemapProduct[]>;
  posts: () => readonly BlogPost[];
  /** Ids of the categories admins added (their pages are collections too). */
  customCategories?: () => Promise<string[]>;
  clock: Clock;
  site: SiteInfo;
  maxUrls?: number;
}

/** Crawlers fetch the sitemap rarely; rebuilding it at most every ten minutes is plenty. */
const SITEMAP_TTL_MS = 10 * 60 * 1000;

/** Pages first, then collections and posts, then as many products as the URL limit leaves room for. */
export class SitemapService {
  private readonly cache: TtlCache<string>;

  constructor(private readonly deps: SitemapServiceDeps) {
    this.cache = new TtlCache(SITEMAP_TTL_MS, 1, deps.clock);
  }

  async xml(): Promise<string> {
    const cached = this.cache.get('sitemap');
    if (cached) return cached;
    const xml = await this.build();
    this.cache.set('sitemap', xml);
    return xml;
  }

  private async build(): Promise<string> {
    const { site } = this.deps;
    const max = this.deps.maxUrls ?? SITEMAP_MAX_URLS;
    const url = (path: string) => absoluteUrl(site, path);
    const custom = (await this.deps.customCategories?.()) ?? [];
    const fixed: SitemapEntry[] = [
      ...sitemapStaticPaths().map((p) => ({ loc: url(p) })),
      ...COLLECTIONS.map((c) => ({ loc: url(`/collections/${encodeURIComponent(c.id)}`) })),
      ...custom.map((id) => ({ loc: url(`/collections/${encodeURIComponent(id)}`) })),
      ...SUBCOLLECTIONS.map((s) => ({
        loc: url(`/collections/${encodeURIComponent(s.parentId)}/${encodeURIComponent(s.id)}`),
      })),
      ...this.deps.posts().map((p) => ({ loc: url(`/blog/${encodeURIComponent(p.slug)}`), lastmod: p.date })),
    ];
    const room = Math.max(0, max - fixed.length);
    const products = room > 0 ? await this.deps.products(room) : [];
    const entries = [
      ...fixed,
      ...products.map((p) => ({ loc: url(`/product/${encodeURIComponent(p.id)}`), lastmod: p.lastmod })),
    ];
    return buildSitemapXml(entries, max);
  }
}
