import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotBoth, TAKE_SCREENSHOTS } from './support/browser';
import { jsonLdOf } from './support/html';
import { useSite } from './support/site';
import { startTimeline } from './support/timeline';

const DISCLOSURE = 'As an Amazon Associate we earn from qualifying purchases.';

const site = useSite();

const squash = async (scope: Locator) => (await scope.innerText()).replace(/\s+/g, ' ');

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('about page', () => {
  it('shows the hero, a founder card, the mission and the four values', async () => {
    const { context, page, errors } = await site.openPage();
    await page.goto('/about');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1 }).waitFor();
    await main.getByText('Meet the founder').waitFor({ state: 'visible' });
    const founder = main.locator('section').filter({ hasText: 'Meet the founder' });
    expect(await founder.getByRole('heading', { level: 2 }).innerText()).toMatch(/\w+ \w+/);
    await main.getByText('Our mission').waitFor({ state: 'visible' });
    const mission = main.locator('section').filter({ hasText: 'Our mission' });
    expect((await squash(mission)).length).toBeGreaterThan(200);

    const values = main.getByRole('heading', { level: 3 });
    expect(await values.allInnerTexts()).toEqual(['Authenticity', 'Transparency', 'Discovery', 'Community']);
    for (const value of await values.all()) {
      const text = await value.locator('xpath=following-sibling::p').innerText();
      expect(text.length).toBeGreaterThan(40);
    }
    expect(await page.title()).toMatch(/About/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('legal pages', () => {
  for (const [path, title] of [
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
  ] as const) {
    it(`${path} is dated March 14, 2025 and covers the newsletter, affiliate links and data`, async () => {
      const { context, page, errors } = await site.openPage();
      await page.goto(path);
      const article = page.getByRole('main').getByRole('article');
      await article.getByRole('heading', { level: 1, name: title }).waitFor();
      const text = await squash(article);
      expect(text).toContain('Last updated: March 14, 2025');
      // Newsletter: opt-in, left by the e-mail's unsubscribe link.
      expect(text).toMatch(/newsletter[^.]*opt-in/i);
      expect(text).toMatch(/unsubscribe link/i);
      // Affiliate links are disclosed, in the article itself (not only the footer).
      expect(text).toContain(DISCLOSURE);
      // No direct sales; only the e-mail address is collected; anonymous analytics.
      expect(text).toMatch(/(do not|don't) sell/i);
      expect(text).toMatch(/only personal information we collect is your e-mail address/i);
      expect(text).toMatch(/analytics are anonymous/i);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('submit a product', () => {
  it('validates, then stores a pending suggestion, thanks the visitor and returns home after 2 s', async () => {
    const { context, page, errors } = await site.openPage();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/submit-product')) posts.push(r.method());
    });
    await page.goto('/submit');
    await page.getByRole('heading', { level: 1, name: 'Submit a Product' }).waitFor();
    const name = page.getByRole('textbox', { name: 'Product name' });
    const url = page.getByRole('textbox', { name: 'Product URL' });
    const send = page.getByRole('button', { name: 'Submit Product' });

    // Empty: both fields complain.
    await send.click();
    await page.getByText('Product name is required').waitFor({ state: 'visible' });
    await page.getByText('Product URL is required').waitFor({ state: 'visible' });
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await url.getAttribute('aria-invalid')).toBe('true');

    // A name but not a URL.
    await name.fill('Glow-in-the-dark rubber duck');
    await url.fill('not a url');
    await send.click();
    await page.getByText('Please enter a valid URL (http or https)').waitFor({ state: 'visible' });
    expect(await page.getByText('Product name is required').count()).toBe(0);
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    await url.fill('ftp://example.com/duck');
    await send.click();
    await page.getByText('Please enter a valid URL (http or https)').waitFor({ state: 'visible' });
    expect(posts).toEqual([]);
    expect(await site.server.db.kysely.selectFrom('product_suggestions').selectAll().execute()).toEqual([]);

    // Valid.
    const productUrl = 'https://example.com/products/glow-duck';
    await url.fill(productUrl);
    const redirectedAfter = await startTimeline(page, 'Thanks! We will take a look.', { path: '/' });
    const response = page.waitForResponse((r) => r.url().endsWith('/api/submit-product'));
    await send.click();
    expect((await response).ok()).toBe(true);
    await page.getByRole('status').getByText('Thanks! We will take a look.').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/submit');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 5000 });
    await page.getByRole('heading', { level: 1, name: /Discover the Internet/ }).waitFor();
    const elapsed = await redirectedAfter();
    expect(elapsed).toBeGreaterThan(1800);
    expect(elapsed).toBeLessThan(3500);
    expect(posts).toEqual(['POST']);

    const rows = await site.server.db.kysely.selectFrom('product_suggestions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Glow-in-the-dark rubber duck', url: productUrl, status: 'pending' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('other pages', () => {
  it('/test/:id shows the id from the URL', async () => {
    const { context, page, errors } = await site.openPage();
    await page.goto('/test/abc123');
    await page.getByRole('heading', { level: 1, name: 'Test Page' }).waitFor();
    expect(await page.getByTestId('product-id').innerText()).toBe('abc123');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("puts the product's name in the title, Open Graph and Product JSON-LD of its page", async () => {
    const { context, page } = await site.openPage();
    const product =
      (await site.server.db.kysely
        .selectFrom('products')
        .select(['id', 'name'])
        .where((eb) => eb.or([eb('name', 'like', '%&%'), eb('name', 'like', "%'%")]))
        .orderBy('id')
        .executeTakeFirst()) ??
      (await site.server.db.kysely
        .selectFrom('products')
        .select(['id', 'name'])
        .orderBy('id')
        .executeTakeFirstOrThrow());
    const response = await page.request.get(`/product/${encodeURIComponent(product.id)}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(decodeEntities(title ?? '')).toContain(product.name);
    const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
    expect(decodeEntities(ogTitle ?? '')).toContain(product.name);
    const productLd = jsonLdOf(html).find((j) => j['@type'] === 'Product');
    expect(productLd?.name).toBe(product.name);

    // An unknown product is a 404 for crawlers too.
    expect((await page.request.get('/product/no-such-product')).status()).toBe(404);
    await context.close();
  });

  it('serves /sitemap.xml and /robots.txt', async () => {
    const { context, page } = await site.openPage();
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    expect(xml).toMatch(/<loc>[^<]*\/about<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/blog\/fathers-day-gifts-2025<\/loc>/);
    const robots = await page.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
    await context.close();
  });

  it.runIf(TAKE_SCREENSHOTS)('takes screenshots of about, terms, privacy and submit', async () => {
    const shots: [string, string, string][] = [
      ['/about', 'about', 'Community'],
      ['/terms', 'terms', 'Terms of Service'],
      ['/privacy', 'privacy', 'Privacy Policy'],
      ['/submit', 'submit', 'Submit a Product'],
    ];
    // Independent browser contexts, so the pages are taken side by side.
    await Promise.all(
      shots.map(([path, name, text]) =>
        screenshotBoth(site.browser, site.baseUrl, path, name, async (page) => {
          await page.getByRole('heading', { name: text, exact: true }).first().waitFor();
          await page.getByRole('contentinfo').waitFor();
        }),
      ),
    );
  });
});
