import { describe, expect, it, vi } from 'vitest';
import { COLLECTIONS, type BlogPost } from '@dd/contracts';
import { TestClock } from '../../../test/test-clock.js';
import { SitemapService, type SitemapProduct } from './sitemap.service.js';
import { sitemapStaticPaths } from './static-pages.js';

const site = { publicUrl: 'https://drops.example', siteName: 'Dopamine Drops' };
const post = { slug: 'hello', date: '2025-01-02' } as BlogPost;
const allProducts: SitemapProduct[] = Array.from({ length: 100 }, (_, i) => ({
  id: `p${i}`,
  lastmod: '2025-01-01T00:00:00.000Z',
}));

function service(maxUrls?: number) {
  const clock = new TestClock(new Date(0));
  const products = vi.fn(async (max: number) => allProducts.slice(0, max));
  const svc = new SitemapService({
    products,
    posts: () => [post],
    clock,
    site,
    ...(maxUrls ? { maxUrls } : {}),
  });
  return { svc, products, advance: (ms: number) => void clock.advance(ms) };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('SitemapService', () => {
  it('lists pages, collections, the subcollection, posts and products', async () => {
    const urls = locs(await service().svc.xml());
    const fixed = sitemapStaticPaths().length + COLLECTIONS.length + 1 + 1;
    expect(urls).toHaveLength(fixed + 100);
    expect(urls).toContain('https://drops.example/');
    expect(urls).toContain('https://drops.example/collections/partner/shirtvskins');
    expect(urls).toContain('https://drops.example/blog/hello');
    expect(urls).toContain('https://drops.example/product/p99');
  });

  it('lists the categories admins added as collection pages', async () => {
    const svc = new SitemapService({
      products: async () => [],
      posts: () => [],
      customCategories: async () => ['desk-toys'],
      clock: new TestClock(new Date(0)),
      site,
    });
    expect(locs(await svc.xml())).toContain('https://drops.example/collections/desk-toys');
  });

  it('caps the URLs, keeping the fixed pages and asking only for the products that fit', async () => {
    const fixed = sitemapStaticPaths().length + COLLECTIONS.length + 2;
    const { svc, products } = service(fixed + 7);
    const urls = locs(await svc.xml());
    expect(urls).toHaveLength(fixed + 7);
    expect(products).toHaveBeenCalledWith(7);
    expect(urls.at(-1)).toBe('https://drops.example/product/p6');
  });

  it('rebuilds only after its cache time', async () => {
    const { svc, products, advance } = service();
    await svc.xml();
    await svc.xml();
    expect(products).toHaveBeenCalledTimes(1);
    advance(11 * 60 * 1000);
    await svc.xml();
    expect(products).toHaveBeenCalledTimes(2);
  });
});
