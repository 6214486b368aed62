import { EASTER_EGG_PRODUCT_IDS, formatPrice, type Product } from '@dd/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLEAN_FULL_PAGE,
  DESKTOP,
  newWatchedPage,
  openPath,
  PHONE,
  screenshot,
  screenshotBoth,
  viewportScreenshot,
  TAKE_SCREENSHOTS,
} from './support/browser';
import { productIdOf } from './support/cards';
import { expectOnly404Loads, watchFailedResponses } from './support/errors';
import { registerMember } from './support/member-session';
import { openPlayer } from './support/players';
import { useSite } from './support/site';
import { apiGet } from './support/site-api';

const DISCLOSURE = 'As an Amazon Associate we earn from qualifying purchases.';
const WISHLIST_LOGIN = 'You need to login to your account to have a wishlist';
const EGG_TEXT =
  "You found a scavenger hunt item! You've earned a bonus entry to our giveaway! Screenshot this message and DM the brand on social media!";
const EGGS: readonly string[] = EASTER_EGG_PRODUCT_IDS;

const site = useSite();
let catalog: Product[];
/** A product with three or more images, one with a single image, and an easter egg product. */
let multi: Product;
let single: Product;
let egg: Product;

beforeAll(async () => {
  catalog = await apiGet<Product[]>(site, '/products');
  const plain = catalog.filter((p) => !EGGS.includes(p._id));
  multi = plain.find((p) => p.images.length >= 3) as Product;
  single = plain.find((p) => p.images.length === 1) as Product;
  egg = catalog.find((p) => p._id === EGGS[0]) as Product;
  expect(multi, 'a seed product with 3+ images').toBeDefined();
  expect(single, 'a seed product with one image').toBeDefined();
  expect(egg, 'the first easter egg product').toBeDefined();
});

const productPath = (p: Product) => `/product/${encodeURIComponent(p._id)}`;

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes share any area (touching edges do not count). */
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function openProduct(context: BrowserContext, product: Product): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPath(context, productPath(product));
  await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();
  return { page, errors };
}

const carousel = (page: Page, product: Product) =>
  page.getByRole('region', { name: `Images of ${product.name}`, exact: true });

/** The carousel's current image: its alt text and source. */
async function shownImage(page: Page, product: Product): Promise<{ alt: string | null; src: string | null }> {
  const img = carousel(page, product).locator('img');
  return { alt: await img.getAttribute('alt'), src: await img.getAttribute('src') };
}

describe('product page', () => {
  it('cycles through several images with wrapping arrows', async () => {
    const context = await site.newContext();
    const { page, errors } = await openProduct(context, multi);
    const n = multi.images.length;
    const region = carousel(page, multi);
    const next = region.getByRole('button', { name: 'Next image' });
    const previous = region.getByRole('button', { name: 'Previous image' });
    expect(await next.isVisible()).toBe(true);
    expect(await previous.isVisible()).toBe(true);

    expect(await shownImage(page, multi)).toEqual({ alt: `${multi.name}, image 1 of ${n}`, src: multi.images[0] });
    await next.click();
    await region.getByAltText(`${multi.name}, image 2 of ${n}`, { exact: true }).waitFor();
    expect((await shownImage(page, multi)).src).toBe(multi.images[1]);

    await previous.click();
    await region.getByAltText(`${multi.name}, image 1 of ${n}`, { exact: true }).waitFor();
    // Previous from the first image wraps to the last.
    await previous.click();
    await region.getByAltText(`${multi.name}, image ${n} of ${n}`, { exact: true }).waitFor();
    expect((await shownImage(page, multi)).src).toBe(multi.images[n - 1]);
    // And next from the last back to the first.
    await next.click();
    await region.getByAltText(`${multi.name}, image 1 of ${n}`, { exact: true }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows no arrows for a product with one image', async () => {
    const context = await site.newContext();
    const { page, errors } = await openProduct(context, single);
    const region = carousel(page, single);
    const img = region.getByAltText(single.name, { exact: true });
    await img.waitFor();
    expect(await img.getAttribute('src')).toBe(single.images[0]);
    expect(await region.getByRole('button', { name: 'Next image' }).count()).toBe(0);
    expect(await region.getByRole('button', { name: 'Previous image' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('links View Deal to /go/{id}, which redirects to the affiliate URL; shows the disclosure', async () => {
    const context = await site.newContext();
    const { page, errors } = await openProduct(context, multi);

    const deal = page.getByRole('link', { name: /^View Deal/ }).first();
    expect(await deal.isVisible()).toBe(true);
    const href = await deal.getAttribute('href');
    expect(href).toBe(`/go/${encodeURIComponent(multi._id)}`);
    expect(await deal.getAttribute('target')).toBe('_blank');
    const rel = ((await deal.getAttribute('rel')) ?? '').split(/\s+/);
    expect(rel).toContain('sponsored');
    expect(rel).toContain('noopener');

    const res = await page.request.get(href ?? '', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(multi.affiliateUrl);
    expect(multi.affiliateUrl).toMatch(/^https:\/\//);

    // On the product page itself, not only in the footer (the text follows an info icon).
    const disclosure = page.locator('main').getByText(DISCLOSURE);
    expect(await disclosure.isVisible()).toBe(true);
    expect((await disclosure.textContent())?.trim().endsWith(DISCLOSURE)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a phone the title, price and 'View Deal' in its first screen, over an eager main image", async () => {
    // The longest name among the products with a price: the most lines of title above the price.
    const longest = catalog
      .filter((p) => p.price !== null && !EGGS.includes(p._id))
      .reduce((a, b) => (b.name.length > a.name.length ? b : a));
    const context = await site.newContext(PHONE);
    const { page, errors } = await openProduct(context, longest);
    const main = page.locator('main');
    const bottoms = {
      title: main.getByRole('heading', { level: 1, name: longest.name, exact: true }),
      price: main.getByText(formatPrice(longest.price), { exact: true }).first(),
      // The first: the cards of 'More from' below have their own.
      deal: main.getByRole('link', { name: /^View Deal/ }).first(),
    };
    for (const [what, locator] of Object.entries(bottoms)) {
      const box = await locator.boundingBox();
      if (!box) throw new Error(`${what} is not shown`);
      expect(box.y + box.height, `${what} ends within the first ${PHONE.height} px`).toBeLessThanOrEqual(PHONE.height);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const img = carousel(page, longest).locator('img');
    expect(await img.getAttribute('fetchpriority')).toBe('high');
    expect(await img.getAttribute('loading')).not.toBe('lazy');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks a visitor to log in for the wishlist', async () => {
    const context = await site.newContext();
    const { page, errors } = await openProduct(context, single);
    const prompt = page.locator('main').getByText(WISHLIST_LOGIN, { exact: true });
    expect(await prompt.count()).toBe(0);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await prompt.waitFor();
    expect(await prompt.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the '+2 points' of a wishlist add beside the heart, clear of 'Price checked…' and Gamble", async () => {
    const checked = catalog.find((p) => p.price !== null && p.lastUpdated && !EGGS.includes(p._id));
    if (!checked) throw new Error('a seed product with a checked price');
    for (const viewport of [DESKTOP, PHONE]) {
      // A new member each time: only a first add pays points.
      const member = await registerMember(site, 'bubble');
      const { context, page, errors } = await openPlayer(site, member, viewport);
      await page.goto(productPath(checked));
      const priceChecked = page.locator('main').getByText(/^Price checked /);
      await priceChecked.waitFor();
      await page.getByRole('button', { name: 'Add to wishlist' }).click();
      const bubble = page.locator('main').getByRole('status').filter({ hasText: '+2 points' });
      await bubble.waitFor();
      // Measured where it comes to rest, once its entrance has played.
      await bubble.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)).then(() => true));
      const b = await bubble.boundingBox();
      const others = {
        priceChecked: await priceChecked.boundingBox(),
        gamble: await page.getByRole('button', { name: /Gamble/ }).boundingBox(),
      };
      if (!b) throw new Error('the bubble has no box');
      for (const [what, box] of Object.entries(others)) {
        if (!box) throw new Error(`${what} is not shown`);
        expect(overlaps(b, box), `'+2 points' overlaps ${what} at ${viewport.width}`).toBe(false);
      }
      expect(b.x >= 0 && b.x + b.width <= viewport.width).toBe(true);
      await viewportScreenshot(page, 'product-points-bubble');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('gambles to a different product', async () => {
    const context = await site.newContext();
    const { page, errors } = await openProduct(context, single);
    const from = productPath(single);
    await page.getByRole('button', { name: /Gamble/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/') && url.pathname !== from);
    const id = productIdOf(new URL(page.url()).pathname);
    expect(id).not.toBe(single._id);
    const landed = catalog.find((p) => p._id === id);
    expect(landed, id).toBeDefined();
    await page.getByRole('heading', { level: 1, name: landed?.name, exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Product not found and how many products there are for an unknown id', async () => {
    const { count } = await apiGet<{ count: number }>(site, '/api/products/count');
    expect(count).toBe(catalog.length);
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await site.newContext(viewport);
      const { page, errors } = await newWatchedPage(context);
      const failed = watchFailedResponses(page);
      await page.goto('/product/does-not-exist');
      await page.locator('main').getByText('Product not found', { exact: true }).waitFor();
      await page.locator('main').getByText(`We have ${count} products to explore.`, { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: /^View Deal/ }).count()).toBe(0);
      // The page answers 404 with the not-found state in it (the server asked for the product); nothing else fails.
      expect(failed).toEqual(['404 /product/does-not-exist']);
      expectOnly404Loads(errors);
      await screenshot(page, 'product-not-found');
      await context.close();
    }
  });

  it('hides a gift on an easter egg product that opens a 5-second giveaway message once', async () => {
    const context = await site.newContext();
    const { page, errors } = await openProduct(context, egg);
    const gift = page.getByRole('button', { name: 'Something is hidden here: open the gift' });
    expect(await gift.isVisible()).toBe(true);

    await gift.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const opened = Date.now();
    expect(await dialog.getByText(EGG_TEXT, { exact: true }).isVisible()).toBe(true);
    expect(await gift.count()).toBe(0);

    await dialog.waitFor({ state: 'detached', timeout: 8000 });
    const openFor = Date.now() - opened;
    expect(openFor).toBeGreaterThanOrEqual(4500);
    expect(openFor).toBeLessThan(7000);
    expect(await gift.count()).toBe(0);

    const found = await page.evaluate(() => window.localStorage.getItem('foundEasterEggs'));
    expect(JSON.parse(found ?? '[]')).toContain(egg._id);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: egg.name, exact: true }).waitFor();
    // The small egg message shows once on the next visit.
    await page.getByRole('status').filter({ hasText: 'Egg already found' }).waitFor();
    await carousel(page, egg).locator('img').first().waitFor();
    expect(await gift.count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The others are still hidden where they were.
    const other = catalog.find((p) => p._id === EGGS[1]) as Product;
    await page.goto(productPath(other));
    await page.getByRole('heading', { level: 1, name: other.name, exact: true }).waitFor();
    expect(await gift.isVisible()).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'No Image' when the product image fails to load", async () => {
    const context = await site.newContext();
    const { page, errors } = await newWatchedPage(context);
    await page.route('**/catalog/products/**', (route) => route.abort());
    await page.goto(productPath(single));
    await page.getByRole('heading', { level: 1, name: single.name, exact: true }).waitFor();
    const region = carousel(page, single);
    await region.getByText('No Image', { exact: true }).waitFor();
    expect(await region.getByRole('img', { name: single.name, exact: true }).textContent()).toBe('No Image');
    expect(await region.locator('img').count()).toBe(0);
    // The only errors are the aborted image loads.
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) expect(e).toMatch(/Failed to load resource/);
    await context.close();
  });

  it.runIf(TAKE_SCREENSHOTS)('takes screenshots at 1280 and 390', async () => {
    const ready = async (page: Page) => {
      await page.getByRole('heading', { level: 1, name: multi.name, exact: true }).waitFor();
      await page.getByRole('heading', { name: /More from/ }).waitFor();
    };
    await screenshotBoth(site.browser, site.baseUrl, productPath(multi), 'product', ready, CLEAN_FULL_PAGE);
  });
});
