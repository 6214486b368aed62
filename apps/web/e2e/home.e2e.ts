import type { Product, ProductPage } from '@dd/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLEAN_FULL_PAGE, openPath, screenshotBoth, TAKE_SCREENSHOTS } from './support/browser';
import { productIdOf, readCards } from './support/cards';
import { useSite } from './support/site';
import { apiGet } from './support/site-api';

const HEADLINE = "Discover the Internet's Weirdest, Dopest Products";
const TAGLINE = "We don't sell anything. We just show you what to buy.";

const site = useSite();

const openHome = (context: BrowserContext) => openPath(context, '/');

const freshSection = (page: Page) => page.locator('section[aria-labelledby="fresh-title"]');
const trendingSection = (page: Page) => page.locator('section[aria-labelledby="trending-title"]');
const luckySection = (page: Page) => page.locator('section[aria-labelledby="lucky-title"]');

describe('home page', () => {
  it('shows the headline, the tagline and 12 fresh Amazon finds, newest first', async () => {
    const context = await site.newContext();
    const { page, errors } = await openHome(context);

    const h1 = page.getByRole('heading', { level: 1 });
    await h1.waitFor();
    expect((await h1.textContent())?.replace(/\s+/g, ' ').trim()).toBe(HEADLINE);
    // In the hero, under the headline (the footer repeats the tagline).
    const hero = page.locator('section').filter({ has: h1 });
    expect(await hero.getByText(TAGLINE, { exact: true }).isVisible()).toBe(true);
    await page.getByRole('heading', { name: "Today's Fresh Finds" }).waitFor();

    const fresh = freshSection(page);
    await fresh.locator('article').first().waitFor();
    const cards = await readCards(fresh);
    expect(cards).toHaveLength(12);

    // The server's own answer for the spec's rule...
    const expected = await apiGet<ProductPage>(site, '/api/products?source=amazon&sort=newest&limit=12');
    expect(cards.map((c) => c.id)).toEqual(expected.items.map((p) => p._id));
    expect(cards.map((c) => c.name)).toEqual(expected.items.map((p) => p.name));

    // ...checked against the whole catalog: Amazon only, dropDate descending, nothing newer left out.
    const all = await apiGet<Product[]>(site, '/products');
    const byId = new Map(all.map((p) => [p._id, p]));
    const shown = cards.map((c) => byId.get(c.id) as Product);
    expect(shown.every((p) => p.source === 'amazon')).toBe(true);
    for (const card of cards) expect(card.texts).toContain('Amazon');
    const times = shown.map((p) => Date.parse(p.dropDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const oldestShown = Math.min(...times);
    const leftOut = all.filter((p) => p.source === 'amazon' && !cards.some((c) => c.id === p._id));
    expect(leftOut.every((p) => Date.parse(p.dropDate) <= oldestShown)).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows 8 trending Amazon products, each with its viral badge', async () => {
    const context = await site.newContext();
    const { page, errors } = await openHome(context);

    await page.getByRole('heading', { name: 'Trending Now' }).waitFor();
    const trending = trendingSection(page);
    await trending.locator('article').first().waitFor();
    const cards = await readCards(trending);
    expect(cards).toHaveLength(8);
    expect(new Set(cards.map((c) => c.id)).size).toBe(8);

    const all = await apiGet<Product[]>(site, '/products');
    const byId = new Map(all.map((p) => [p._id, p]));
    for (const [i, card] of cards.entries()) {
      const product = byId.get(card.id);
      expect(product, card.id).toBeDefined();
      expect(product?.source).toBe('amazon');
      expect(product?.viralFactor).not.toBe('');
      // The badge is on the card itself, visibly.
      const badge = trending
        .locator('article')
        .nth(i)
        .getByText(product?.viralFactor ?? '', { exact: true });
      expect(await badge.isVisible(), card.name).toBe(true);
    }

    expect(errors).toEqual([]);
    await context.close();
  });

  it('spins for 2 seconds, then shows a result card with an affiliate link', async () => {
    const context = await site.newContext();
    const { page, errors } = await openHome(context);
    const lucky = luckySection(page);
    await page.getByRole('heading', { name: 'Feeling Lucky?' }).waitFor();

    const spin = lucky.getByRole('button', { name: 'Spin the Wheel' });
    await spin.scrollIntoViewIfNeeded();
    const started = Date.now();
    await spin.click();
    const spinning = lucky.getByRole('button', { name: 'Spinning...' });
    await spinning.waitFor();
    expect(await spinning.isDisabled()).toBe(true);

    const result = lucky.locator('article');
    await result.waitFor({ timeout: 5000 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(4500);
    expect(await lucky.getByRole('button', { name: 'Spin Again' }).isEnabled()).toBe(true);

    const productHref = await result.locator('a[href^="/product/"]').getAttribute('href');
    expect(productHref).toMatch(/^\/product\/.+/);
    const id = productIdOf(productHref ?? '');
    const product = await apiGet<Product>(site, `/api/products/${encodeURIComponent(id)}`);
    expect(await result.getByRole('heading').textContent()).toBe(product.name);

    const cop = result.getByRole('link', { name: /Cop This/ });
    expect(await cop.isVisible()).toBe(true);
    expect(await cop.getAttribute('href')).toBe(`/go/${encodeURIComponent(id)}`);
    expect(await cop.getAttribute('target')).toBe('_blank');
    const rel = ((await cop.getAttribute('rel')) ?? '').split(/\s+/);
    expect(rel).toContain('sponsored');
    expect(rel).toContain('noopener');

    // The card outside the links opens the product page.
    await result.locator('img, [role="img"]').first().click();
    await page.waitForURL((url) => url.pathname === `/product/${encodeURIComponent(id)}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('rolls the dice and lands on a random product page', async () => {
    const context = await site.newContext();
    const { page, errors } = await openHome(context);
    const dice = page.getByRole('button', { name: 'Roll the dice for a random product' });
    await dice.waitFor();
    await page.locator('main').getByText('Tap the dice for a random find').waitFor();

    const started = Date.now();
    // The dice floats up and down forever, so it is never 'stable': click it where it is.
    await dice.click({ force: true });
    await page.locator('main').getByText('Rolling...', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.waitForURL((url) => url.pathname.startsWith('/product/'), { timeout: 5000 });
    const elapsed = Date.now() - started;
    // More than 10 ticks of 100 ms, then 200 ms.
    expect(elapsed).toBeGreaterThanOrEqual(1200);
    expect(elapsed).toBeLessThan(4000);

    const id = productIdOf(new URL(page.url()).pathname);
    const product = await apiGet<Product>(site, `/api/products/${encodeURIComponent(id)}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it.runIf(TAKE_SCREENSHOTS)('takes screenshots at 1280 and 390', async () => {
    const ready = async (page: Page) => {
      await freshSection(page).locator('article').nth(11).waitFor();
      await trendingSection(page).locator('article').nth(7).waitFor();
      await page.getByRole('region', { name: 'Newsletter' }).waitFor();
    };
    await screenshotBoth(site.browser, site.baseUrl, '/', 'home', ready, CLEAN_FULL_PAGE);
  });
});
