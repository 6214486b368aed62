import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@dd/contracts';
import type { ProductInput } from '../catalog/catalog.mapper.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { escapeHtml } from '../../platform/escape-html.js';
import { STATIC_PAGES } from './static-pages.js';

const PUBLIC_URL = 'https://drops.example';
const webDist = mkdtempSync(path.join(tmpdir(), 'dd-web-'));
const blogDir = mkdtempSync(path.join(tmpdir(), 'dd-blog-'));
let ctx: TestContext;

const product = (over: Partial<ProductInput> & { id: string }): ProductInput => ({
  name: `Product ${over.id}`,
  description: 'A fine product.',
  price: 10,
  imageUrl: `/catalog/${over.id}.svg`,
  images: [],
  affiliateUrl: `https://retailer.example/${over.id}`,
  categories: ['tech'],
  source: 'amazon',
  dropDate: '2025-05-01T12:00:00.000Z',
  ...over,
});

beforeAll(async () => {
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8"><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(blogDir, 'gift-guide.md'),
    "---\ntitle: 'The Gift Guide'\ndate: '2025-05-20'\nexcerpt: 'Gifts for everyone.'\nimage: /blog-images/gift-guide.svg\nauthor: Maya\n---\n\nText.\n",
  );
  ctx = await createTestApp({ env: { WEB_DIST: webDist, BLOG_DIR: blogDir, PUBLIC_URL } });
  await ctx.app.deps.catalog.save(
    product({
      id: 'glow-cube',
      name: 'Glow Cube',
      description: `A cube that glows in the dark. ${'It is very bright. '.repeat(20)}`,
      price: 24.99,
      images: ['/catalog/glow-cube.svg', 'https://cdn.example/glow-2.png'],
      availability: 'In Stock',
    }),
  );
  await ctx.app.deps.catalog.save(product({ id: 'no-price', name: 'Mystery Box', price: null, source: 'other' }));
  await ctx.app.deps.catalog.save(
    product({ id: 'evil', name: 'Evil </script><script>alert(1)</script> "quote"', description: '<b>bold</b> & co' }),
  );
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
  rmSync(blogDir, { recursive: true, force: true });
});

const page = (url: string) => ctx.app.inject({ method: 'GET', url });
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
/** The page at `url`, which must answer `status` under the title `expected`; its HTML. */
async function pageTitled(url: string, status: number, expected: string): Promise<string> {
  const res = await page(url);
  expect(res.statusCode, url).toBe(status);
  expect(title(res.body), url).toBe(expected);
  return res.body;
}
function jsonLd(html: string): Record<string, unknown> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.[1] ?? '') as Record<string, unknown>;
}

describe('product pages', () => {
  it('render title, description, canonical, Open Graph and Product JSON-LD', async () => {
    const res = await page('/product/glow-cube');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(title(html)).toBe('Glow Cube | Dopamine Drops');
    const description = meta(html, 'description') ?? '';
    expect(description.startsWith('A cube that glows in the dark.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/glow-cube">`);
    expect(meta(html, 'og:title')).toBe('Glow Cube');
    expect(meta(html, 'og:description')).toBe(description);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/product/glow-cube`);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/catalog/glow-cube.svg`);
    expect(jsonLd(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Glow Cube',
      image: [`${PUBLIC_URL}/catalog/glow-cube.svg`, 'https://cdn.example/glow-2.png'],
      offers: {
        '@type': 'Offer',
        price: '24.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${PUBLIC_URL}/product/glow-cube`,
      },
    });
  });

  it('leave the price out of the offer when it is unknown', async () => {
    const ld = jsonLd((await page('/product/no-price')).body);
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      url: `${PUBLIC_URL}/product/no-price`,
      availability: 'https://schema.org/InStock',
    });
  });

  it('escape names and descriptions, and JSON-LD cannot break out of its script', async () => {
    const html = (await page('/product/evil')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(title(html)).toBe(
      'Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quote&quot; | Dopamine Drops',
    );
    expect(meta(html, 'description')).toBe('&lt;b&gt;bold&lt;/b&gt; &amp; co');
    expect(jsonLd(html).name).toBe('Evil </script><script>alert(1)</script> "quote"');
  });

  it('answer 404 with a "Product not found" title for an unknown product', async () => {
    const res = await page('/product/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(title(res.body)).toBe('Product not found | Dopamine Drops');
    expect(meta(res.body, 'robots')).toBe('noindex');
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('collection and blog pages', () => {
  it('render every collection and the subcollection', async () => {
    for (const c of COLLECTIONS) {
      await pageTitled(`/collections/${c.id}`, 200, `${c.name} | Dopamine Drops`.replace(/&/g, '&amp;'));
    }
    const sub = await page('/collections/partner/shirtvskins');
    expect(sub.statusCode).toBe(200);
    expect(title(sub.body)).toContain('Partner Picks');
  });

  it('answer 404 for unknown collections and a subcollection under the wrong parent', async () => {
    await pageTitled('/collections/nope', 404, 'Collection not found | Dopamine Drops');
    await pageTitled('/collections/tech/shirtvskins', 404, 'Subcollection not found | Dopamine Drops');
  });

  it('render a blog post as a BlogPosting, and 404 for an unknown one', async () => {
    const html = await pageTitled('/blog/gift-guide', 200, 'The Gift Guide | Dopamine Drops');
    expect(meta(html, 'og:type')).toBe('article');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'The Gift Guide',
      datePublished: '2025-05-20',
      image: `${PUBLIC_URL}/blog-images/gift-guide.svg`,
      author: { '@type': 'Person', name: 'Maya' },
    });
    await pageTitled('/blog/nope', 404, 'Blog Post Not Found | Dopamine Drops');
  });
});

describe('other app routes', () => {
  // Every page of the table with a fixed head, its parameters filled in (page-route.unit.test.ts maps the rest).
  const pages = STATIC_PAGES.map((p) => ({
    url: p.pattern.replace(/:\w+/g, '5'),
    title: escapeHtml(`${p.title} | Dopamine Drops`),
  }));

  it('answer 200 with their own title and a description', async () => {
    for (const expected of pages) {
      const html = await pageTitled(expected.url, 200, expected.title);
      expect(meta(html, 'description'), expected.url).toBeTruthy();
    }
  });

  it('match with a query or a trailing slash', async () => {
    for (const [url, expected] of [
      ['/unsubscribe?email=a%40b.c&token=x', 'Unsubscribe'],
      ['/search?q=glow', 'Search'],
      ['/card-match?matchId=5', 'Card Battle'],
      ['/about/', 'About Us'],
    ] as const) {
      await pageTitled(url, 200, `${expected} | Dopamine Drops`);
    }
  });

  it('keep private screens out of the index and give public ones a canonical URL', async () => {
    expect(meta((await page('/profile')).body, 'robots')).toBe('noindex');
    expect(meta((await page('/admin-dashboard')).body, 'robots')).toBe('noindex');
    const drops = (await page('/drops?utm_source=x')).body;
    expect(meta(drops, 'robots')).toBeUndefined();
    expect(drops).toContain(`<link rel="canonical" href="${PUBLIC_URL}/drops">`);
  });

  it('answer 404 with the app shell for an unknown path', async () => {
    for (const url of ['/nope', '/product', '/collections/tech/a/b', '/about/team']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('carry a Content-Security-Policy', async () => {
    const res = await page('/product/glow-cube');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('GET /sitemap.xml', () => {
  it('lists home, static pages, every collection, the subcollection, products and posts with absolute URLs', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locs.every((l) => l.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/about`,
        `${PUBLIC_URL}/drops`,
        `${PUBLIC_URL}/blog`,
        `${PUBLIC_URL}/collections`,
        ...COLLECTIONS.map((c) => `${PUBLIC_URL}/collections/${c.id}`),
        `${PUBLIC_URL}/collections/partner/shirtvskins`,
        `${PUBLIC_URL}/product/glow-cube`,
        `${PUBLIC_URL}/product/no-price`,
        `${PUBLIC_URL}/product/evil`,
        `${PUBLIC_URL}/blog/gift-guide`,
      ]),
    );
    expect(locs.some((l) => l.includes('/admin') || l.includes('/login'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe('GET /robots.txt', () => {
  it('allows all, keeps crawlers off the API, outbound links and admin, and names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    for (const line of ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /go/', 'Disallow: /admin']) {
      expect(lines).toContain(line);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
