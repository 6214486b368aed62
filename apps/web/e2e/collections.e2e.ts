import type { Product, ProductPage } from '@dd/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  loadLazyImages,
  newWatchedPage,
  openPath,
  PHONE,
  screenshot,
  TAKE_SCREENSHOTS,
} from './support/browser';
import { readCards as readProductCards } from './support/cards';
import { expectOnly404Loads, watchFailedResponses } from './support/errors';
import { layoutShiftOfLoad, recordLayoutShifts } from './support/layout-shift';
import { useSite } from './support/site';
import { apiGet, apiIds } from './support/site-api';

/** The built-in collections of storefront spec section 3. */
const SPEC_COLLECTIONS: Array<[string, string]> = [
  ['tech', 'Tech That Slaps'],
  ['gaming', 'Gaming Gear'],
  ['health', 'Health & Wellness'],
  ['mom', 'For Mom'],
  ['fathers-day', 'For Dad'],
  ['meme-gifts', 'Meme Lord Approved'],
  ['tiktok', 'TikTok Made Me Buy It'],
  ['beauty', 'Glow-Up Goodies'],
  ['home', 'Home Finds'],
  ['kitchen', 'Kitchen Chaos'],
  ['outdoors', 'Touch Grass Gang'],
  ['toys', 'Dopamine Dealers'],
  ['partner', 'Partner Picks'],
  ['clothing', 'Fresh Fits'],
  ['alcohol', 'Alcohol You Later'],
];

const site = useSite();

interface Card {
  id: string;
  name: string;
  /** Source badges on the card ('Amazon' or 'Other Retailer'). */
  badges: string[];
  /** The price as shown: a number, or null for 'Not available'. */
  price: number | null | undefined;
}

/** What each product card in the page's main area shows. */
async function readCards(page: Page): Promise<Card[]> {
  return (await readProductCards(page.locator('main'))).map(({ id, name, texts }) => {
    const price = texts.find((t) => /^\$[\d,]+\.\d{2}$/.test(t) || t === 'Not available');
    return {
      id,
      name,
      badges: texts.filter((t) => t === 'Amazon' || t === 'Other Retailer'),
      price: price === undefined ? undefined : price === 'Not available' ? null : Number(price.replace(/[$,]/g, '')),
    };
  });
}

/** Waits until the page's product cards are exactly `ids`, in order (fails after the timeout). */
async function waitForCards(page: Page, ids: string[]): Promise<Card[]> {
  await expect
    .poll(async () => (await readCards(page)).map((c) => c.id), { timeout: 10_000, interval: 100 })
    .toEqual(ids);
  await page.locator('main [aria-busy="true"]').waitFor({ state: 'detached' });
  return readCards(page);
}

const h1 = (page: Page, name: string): Locator => page.getByRole('heading', { level: 1, name, exact: true });

describe('collections', () => {
  it('lists the 15 collections as cards', async () => {
    const context = await site.newContext();
    const { page, errors } = await openPath(context, '/collections');
    await h1(page, 'All Collections').waitFor();
    await page
      .locator('main')
      .getByText("Curated collections of the internet's weirdest finds", { exact: true })
      .waitFor();

    const cards = page.locator('main li a[href^="/collections/"]');
    expect(await cards.count()).toBe(15);
    const shown = await cards.evaluateAll((links) =>
      links.map((a) => [a.getAttribute('href') ?? '', a.querySelector('h2')?.textContent?.trim() ?? '']),
    );
    expect(shown).toEqual(SPEC_COLLECTIONS.map(([id, name]) => [`/collections/${id}`, name]));

    await cards.filter({ hasText: 'Tech That Slaps' }).click();
    await page.waitForURL((url) => url.pathname === '/collections/tech');
    await h1(page, 'Tech That Slaps').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a collection with retailer tabs: Amazon picks first, then other retailers', async () => {
    const context = await site.newContext();
    const { page, errors } = await openPath(context, '/collections/tech');
    await h1(page, 'Tech That Slaps').waitFor();

    const back = page.locator('main').getByRole('link', { name: 'All Collections', exact: true });
    expect(await back.getAttribute('href')).toBe('/collections');

    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Amazon Picks', 'Other Retailers']);
    const amazonTab = page.getByRole('tab', { name: 'Amazon Picks' });
    const otherTab = page.getByRole('tab', { name: 'Other Retailers' });
    expect(await amazonTab.getAttribute('aria-selected')).toBe('true');
    expect(await otherTab.getAttribute('aria-selected')).toBe('false');

    const amazonIds = await apiIds(site, 'collection=tech&source=amazon&sort=newest');
    expect(amazonIds.length).toBeGreaterThan(0);
    const amazonCards = await waitForCards(page, amazonIds);
    for (const c of amazonCards) expect(c.badges, c.name).toEqual(['Amazon']);

    await otherTab.click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'other');
    await page.getByRole('tab', { name: 'Other Retailers', selected: true }).waitFor();
    expect(await amazonTab.getAttribute('aria-selected')).toBe('false');
    const otherIds = await apiIds(site, 'collection=tech&source=other&sort=newest');
    expect(otherIds.length).toBeGreaterThan(0);
    const otherCards = await waitForCards(page, otherIds);
    for (const c of otherCards) expect(c.badges, c.name).toEqual(['Other Retailer']);

    // Back returns to the Amazon tab.
    await page.goBack();
    await page.getByRole('tab', { name: 'Amazon Picks', selected: true }).waitFor();
    await waitForCards(page, amazonIds);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sorts by 'Price: Low to High'", async () => {
    const context = await site.newContext();
    const { page, errors } = await openPath(context, '/collections/tech');
    const newest = await apiIds(site, 'collection=tech&source=amazon&sort=newest');
    await waitForCards(page, newest);

    const byPrice = await apiIds(site, 'collection=tech&source=amazon&sort=price-asc');
    // Otherwise this test could not tell a sorted list from an unsorted one.
    expect(byPrice).not.toEqual(newest);

    await page.locator('main').getByLabel('Sort').selectOption({ label: 'Price: Low to High' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
    const cards = await waitForCards(page, byPrice);
    const prices = cards.map((c) => c.price);
    expect(prices.every((p) => p !== undefined)).toBe(true);
    const known = prices.filter((p): p is number => typeof p === 'number');
    expect(known.length).toBeGreaterThan(1);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    // Products without a price come last.
    const firstMissing = prices.indexOf(null);
    if (firstMissing >= 0) expect(prices.slice(firstMissing).every((p) => p === null)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters the collection with the search box', async () => {
    const all = (await apiGet<ProductPage>(site, '/api/products?collection=tech&source=amazon&limit=100')).items;
    // A word from a title whose matches all carry it in their title, and that leaves some products out.
    let word = '';
    let matches: Product[] = [];
    const candidates = new Set(
      all.flatMap((p) => p.name.split(/[^A-Za-z]+/).filter((w) => w.length >= 5)).map((w) => w.toLowerCase()),
    );
    for (const w of candidates) {
      const found = // The collection page keeps its sort (newest) while it filters; a search alone sorts by relevance.
        (
          await apiGet<ProductPage>(
            site,
            `/api/products?collection=tech&source=amazon&sort=newest&q=${encodeURIComponent(w)}`,
          )
        ).items;
      if (found.length > 0 && found.length < all.length && found.every((p) => p.name.toLowerCase().includes(w))) {
        word = w;
        matches = found;
        break;
      }
    }
    expect(word, 'a usable search word').not.toBe('');

    const context = await site.newContext();
    const { page, errors } = await openPath(context, '/collections/tech');
    await waitForCards(
      page,
      all.map((p) => p._id),
    );

    await page.getByRole('searchbox', { name: 'Search Tech That Slaps' }).fill(word);
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    const cards = await waitForCards(
      page,
      matches.map((p) => p._id),
    );
    expect(cards.length).toBeLessThan(all.length);
    for (const c of cards) expect(c.name.toLowerCase()).toContain(word);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the partner collection without tabs, with its subcollection', async () => {
    const context = await site.newContext();
    const { page, errors } = await openPath(context, '/collections/partner');
    await h1(page, 'Partner Picks').waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await page.getByRole('tab').count()).toBe(0);
    await page.getByRole('heading', { level: 2, name: 'Subcollections', exact: true }).waitFor();

    // All its products, whatever the retailer.
    const partnerIds = await apiIds(site, 'collection=partner&sort=newest');
    const partnerCards = await waitForCards(page, partnerIds);
    expect(partnerCards.length).toBeGreaterThan(0);

    const sub = page.locator('main a[href="/collections/partner/shirtvskins"]');
    expect(await sub.count()).toBe(1);
    expect(await sub.getByRole('heading', { name: 'Shirt vs Skins' }).isVisible()).toBe(true);
    await sub.click();
    await page.waitForURL((url) => url.pathname === '/collections/partner/shirtvskins');

    await h1(page, 'Shirt vs Skins').waitFor();
    const logo = page.locator('main header').getByRole('img', { name: 'Shirt vs Skins logo', exact: true });
    await logo.waitFor();
    await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const subIds = await apiIds(site, 'collection=shirtvskins&sort=newest');
    expect(subIds.length).toBeGreaterThan(0);
    await waitForCards(page, subIds);

    const back = page.locator('main').getByRole('link', { name: 'Partner Picks', exact: true });
    expect(await back.getAttribute('href')).toBe('/collections/partner');
    await back.click();
    await page.waitForURL((url) => url.pathname === '/collections/partner');
    await h1(page, 'Partner Picks').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows not-found states for unknown collections and misplaced subcollections', async () => {
    const context = await site.newContext();
    const { page, errors } = await newWatchedPage(context);
    const notFound = watchFailedResponses(page);
    await page.goto('/collections/tech/shirtvskins');
    await page.locator('main').getByText('Subcollection not found', { exact: true }).waitFor();
    expect(await page.locator('main article').count()).toBe(0);

    await page.goto('/collections/nope');
    await page.locator('main').getByText('Collection not found', { exact: true }).waitFor();
    expect(await page.locator('main article').count()).toBe(0);

    // The server answers both addresses with a 404 page; that is the only thing the console reports.
    expect(notFound).toEqual(['404 /collections/tech/shirtvskins', '404 /collections/nope']);
    expect(errors.length).toBeGreaterThan(0);
    expectOnly404Loads(errors);
    await context.close();
  });

  it('loads the home page, a collection and a product page without moving their content (CLS <= 0.02)', async () => {
    const [first] = (await apiGet<ProductPage>(site, '/api/products?collection=tech&limit=1')).items;
    for (const viewport of [PHONE, DESKTOP]) {
      for (const path of ['/', '/collections/tech', `/product/${encodeURIComponent(first?._id ?? '')}`]) {
        const context = await site.newContext(viewport);
        await recordLayoutShifts(context);
        const { page, errors } = await newWatchedPage(context);
        await page.goto(path);
        const { total, shifts } = await layoutShiftOfLoad(page);
        expect(total, `${path} at ${viewport.width}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.02);
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });

  it('keeps the page still while a slow answer loads after an in-app navigation', async () => {
    // The loading states hold the place of what replaces them (card stand-ins, the gift finder's frame, a page
    // at least a screen tall), so neither the products nor the footer jump when the answers arrive.
    for (const path of ['/', '/collections/tech']) {
      const context = await site.newContext(PHONE);
      await recordLayoutShifts(context);
      const { page, errors } = await newWatchedPage(context);
      await page.goto('/about');
      await page.waitForLoadState('networkidle');
      await page.route('**/api/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.evaluate((to) => {
        window.__layoutShifts = [];
        // The router's own navigation, as a link would start it.
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.locator('main article').first().waitFor();
      const { total, shifts } = await layoutShiftOfLoad(page);
      expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.02);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('fits a phone: products in the first screen of a collection, the gift finder folded, dense collection rows', async () => {
    const context = await site.newContext(PHONE);
    const { page, errors } = await newWatchedPage(context);
    // Idle network: the server-rendered page is hydrated, so the tap below is handled.
    await page.goto('/collections/tech', { waitUntil: 'networkidle' });
    await h1(page, 'Tech That Slaps').waitFor();
    const first = page.locator('main article').first();
    await first.waitFor();
    const top = (await first.boundingBox())?.y ?? Infinity;
    // At least the top half of the first row of products shows before any scrolling.
    expect(top + 150, 'first product card within the first screen').toBeLessThanOrEqual(PHONE.height);

    // The gift finder waits behind one button, and opens on a tap.
    const toggle = page.locator('main').getByRole('button', { name: 'Gift finder' });
    const finder = page.locator('main').getByRole('region', { name: 'Gift finder' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await finder.isVisible()).toBe(false);
    await toggle.click();
    await finder.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    // All 15 collections in a dense list: about a tenth of a phone screen each, not half of one.
    await page.goto('/collections');
    await h1(page, 'All Collections').waitFor();
    const cards = page.locator('main li a[href^="/collections/"]');
    expect(await cards.count()).toBe(15);
    const heights = await cards.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
    for (const height of heights) expect(height).toBeLessThanOrEqual(120);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.runIf(TAKE_SCREENSHOTS)('takes screenshots at 1280 and 390', async () => {
    const shots: Array<[string, string, string]> = [
      ['collections', '/collections', 'All Collections'],
      ['collection-tech', '/collections/tech', 'Tech That Slaps'],
      ['collection-partner', '/collections/partner', 'Partner Picks'],
      ['subcollection', '/collections/partner/shirtvskins', 'Shirt vs Skins'],
    ];
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await site.newContext(viewport);
      const { page, errors } = await newWatchedPage(context);
      for (const [name, path, title] of shots) {
        await page.goto(path);
        await h1(page, title).waitFor();
        if (name !== 'collections') await page.locator('main article').first().waitFor();
        await loadLazyImages(page);
        await screenshot(page, name);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
