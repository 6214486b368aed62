import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, screenshotBoth, watchErrors } from './support/browser';
import { startSite, type RunningSite } from './support/test-server';

const DISCLOSURE = 'As an Amazon Associate we earn from qualifying purchases.';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function openPage(viewport = DESKTOP) {
  const context = await newContext(browser, site.baseUrl, viewport);
  // Fail in seconds, not after Playwright's 30 s default.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors = watchErrors(page);
  return { context, page, errors };
}

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

/**
 * Records, in the page's own clock, when `text` first appears and when `done()` first holds after
 * that; measuring in the page keeps the test runner's own delays out of the timing.
 */
type EndCondition = { gone: string } | { path: string };

async function startTimeline(page: Page, text: string, done: EndCondition): Promise<() => Promise<number>> {
  await page.evaluate(
    ({ text, done }) => {
      const marks: { shown?: number; done?: number } = {};
      (window as unknown as { __timeline: typeof marks }).__timeline = marks;
      // No eval: the site's CSP forbids it.
      const isDone = () =>
        'gone' in done ? document.querySelector(done.gone) === null : window.location.pathname === done.path;
      new MutationObserver(() => {
        const now = performance.now();
        if (marks.shown === undefined && document.body.textContent?.includes(text)) marks.shown = now;
        if (marks.shown !== undefined && marks.done === undefined && isDone()) marks.done = now;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { text, done },
  );
  return async () => {
    const marks = await page.evaluate(
      () => (window as unknown as { __timeline: { shown?: number; done?: number } }).__timeline,
    );
    expect(marks.shown, `"${text}" shown`).toBeDefined();
    expect(marks.done, 'end condition reached').toBeDefined();
    return (marks.done as number) - (marks.shown as number);
  };
}

describe('about page', () => {
  it('shows the hero, a founder card, the mission and the four values', async () => {
    const { context, page, errors } = await openPage();
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
      const { context, page, errors } = await openPage();
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
    const { context, page, errors } = await openPage();
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
    expect(await site.db.kysely.selectFrom('product_suggestions').selectAll().execute()).toEqual([]);

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

    const rows = await site.db.kysely.selectFrom('product_suggestions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Glow-in-the-dark rubber duck', url: productUrl, status: 'pending' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('other pages', () => {
  it('/test/:id shows the id from the URL', async () => {
    const { context, page, errors } = await openPage();
    await page.goto('/test/abc123');
    await page.getByRole('heading', { level: 1, name: 'Test Page' }).waitFor();
    expect(await page.getByTestId('product-id').innerText()).toBe('abc123');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("puts the product's name in the title, Open Graph and Product JSON-LD of its page", async () => {
    const { context, page } = await openPage();
    const product =
      (await site.db.kysely
        .selectFrom('products')
        .select(['id', 'name'])
        .where((eb) => eb.or([eb('name', 'like', '%&%'), eb('name', 'like', "%'%")]))
        .orderBy('id')
        .executeTakeFirst()) ??
      (await site.db.kysely.selectFrom('products').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow());
    const response = await page.request.get(`/product/${encodeURIComponent(product.id)}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(decodeEntities(title ?? '')).toContain(product.name);
    const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
    expect(decodeEntities(ogTitle ?? '')).toContain(product.name);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
    );
    const productLd = jsonLd.find((j) => j['@type'] === 'Product');
    expect(productLd?.name).toBe(product.name);

    // An unknown product is a 404 for crawlers too.
    expect((await page.request.get('/product/no-such-product')).status()).toBe(404);
    await context.close();
  });

  it('serves /sitemap.xml and /robots.txt', async () => {
    const { context, page } = await openPage();
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

  it('takes screenshots of about, terms, privacy and submit', async () => {
    const shots: [string, string, string][] = [
      ['/about', 'about', 'Community'],
      ['/terms', 'terms', 'Terms of Service'],
      ['/privacy', 'privacy', 'Privacy Policy'],
      ['/submit', 'submit', 'Submit a Product'],
    ];
    // Independent browser contexts, so the pages are taken side by side.
    await Promise.all(
      shots.map(([path, name, text]) =>
        screenshotBoth(browser, site.baseUrl, path, name, async (page) => {
          await page.getByRole('heading', { name: text, exact: true }).first().waitFor();
          await page.getByRole('contentinfo').waitFor();
        }),
      ),
    );
  });
});
