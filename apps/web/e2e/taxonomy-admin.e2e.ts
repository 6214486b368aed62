import { ADMIN_TEXT, type Category, type Product } from '@dd/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLEAN_FULL_PAGE, loadLazyImages, openPath, screenshotBoth, TAKE_SCREENSHOTS } from './support/browser';
import { readCards } from './support/cards';
import { adminMember, gradientPng, screenshotBothAs, signedInPage, type Member } from './support/member-session';
import { useSite } from './support/site';
import { apiGet, apiIds } from './support/site-api';

const site = useSite();
let admin: Member;

beforeAll(async () => {
  admin = await adminMember(site);
});

const main = (page: Page) => page.locator('main');

/** Waits until the main area's product cards are exactly `ids`, in order. */
async function waitForCards(page: Page, ids: string[]): Promise<void> {
  await expect
    .poll(async () => (await readCards(main(page))).map((c) => c.id), { timeout: 10_000, interval: 100 })
    .toEqual(ids);
  await page.locator('main [aria-busy="true"]').waitFor({ state: 'detached' });
}

async function openAdminPage(): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await site.newContext();
  const page = await signedInPage(context, admin);
  await page.goto('/admin-products');
  await page.getByRole('heading', { level: 1, name: 'Products & Categories' }).waitFor();
  return { page, close: () => context.close() };
}

interface CategoryFields {
  name: string;
  description: string;
  /** A PNG file: its name and bytes. */
  image: { name: string; buffer: Buffer };
}

/** Fills the "Add a category" form and sends it once the chosen image's preview shows. */
async function addCategory(form: Locator, fields: CategoryFields): Promise<void> {
  await form.getByLabel('Category name').fill(fields.name);
  await form.getByLabel('Description').fill(fields.description);
  await form.getByLabel('Category image').setInputFiles({ ...fields.image, mimeType: 'image/png' });
  await form.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
  await form.getByRole('button', { name: 'Add category' }).click();
}

describe('admin catalogue', () => {
  it('initializes missing gift categories', async () => {
    await site.server.db.kysely.deleteFrom('gift_categories').where('id', 'in', ['wedding', 'luxury']).execute();
    const { page, close } = await openAdminPage();
    await main(page).getByText('2 gift categories are missing: wedding, luxury.').waitFor();
    await main(page).getByRole('button', { name: 'Initialize gift categories' }).click();
    await main(page).getByText('Gift categories ready: 2 created.').waitFor();
    await main(page).getByText('All set: 7 recipients, 7 occasions and 4 price bands.', { exact: false }).waitFor();
    expect(await main(page).getByRole('button', { name: 'Initialize gift categories' }).count()).toBe(0);
    await close();
  });

  it('checks the category form with the spec messages before sending it', async () => {
    const { page, close } = await openAdminPage();
    const form = page.getByRole('form', { name: 'Add a category' });
    await form.getByLabel('Category name').fill('x'.repeat(31));
    await form.getByLabel('Description').fill('Too short');
    await form.getByRole('button', { name: 'Add category' }).click();
    await form.getByText(ADMIN_TEXT.categoryNameTooLong).waitFor();
    await form.getByText(ADMIN_TEXT.categoryDescriptionTooShort).waitFor();
    await form.getByText(ADMIN_TEXT.invalidImage).waitFor();

    const product = page.getByRole('form', { name: 'Add a product' });
    await product.getByRole('button', { name: 'Add product' }).click();
    await product.getByText(ADMIN_TEXT.categoryRequired).waitFor();
    await product.getByText(ADMIN_TEXT.nameRequired).waitFor();
    await close();
  });

  it('adds a category with a real PNG and a product in it; both show on the storefront', async () => {
    const { page, close } = await openAdminPage();
    const form = page.getByRole('form', { name: 'Add a category' });
    await addCategory(form, {
      name: 'Desk Jungle',
      description: 'Tiny plants and planters that survive any office.',
      image: { name: 'jungle.png', buffer: gradientPng(480, 320) },
    });
    await form.getByText('Category “Desk Jungle” added.').waitFor();
    expect(await form.getByLabel('Category name').inputValue()).toBe('');

    // Listed with its image, served re-encoded from /media.
    const listed = main(page)
      .getByRole('link', { name: /Desk Jungle/ })
      .getByRole('img', { name: 'Desk Jungle image' });
    await listed.waitFor();
    await expect.poll(() => listed.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const categories = await apiGet<Category[]>(site, '/api/categories');
    expect(categories.at(-1)).toMatchObject({ _id: 'desk-jungle', name: 'Desk Jungle', builtIn: false });

    const product = page.getByRole('form', { name: 'Add a product' });
    await product.getByLabel('Product name').fill('Moss Ball Aquarium');
    await product.getByLabel('Product description').fill('A jar of happy moss balls.');
    await product.getByLabel('Price ($)').fill('18.50');
    await product.getByLabel('Category').selectOption({ label: 'Desk Jungle' });
    await product.getByRole('checkbox', { name: 'For Mom' }).check();
    await product.getByRole('checkbox', { name: 'Birthday' }).check();
    await product
      .getByLabel('Product image')
      .setInputFiles({ name: 'moss.png', mimeType: 'image/png', buffer: gradientPng(400, 400) });
    await product.getByLabel('Retailer URL (optional)').fill('https://shop.example/moss');
    await product.getByRole('button', { name: 'Add product' }).click();
    await product.getByText('Product “Moss Ball Aquarium” added.').waitFor();
    expect(await product.getByLabel('Product name').inputValue()).toBe('');

    const [added] = (await apiGet<{ items: Product[] }>(site, '/api/products?collection=desk-jungle')).items;
    expect(added).toMatchObject({ name: 'Moss Ball Aquarium', price: 18.5, categories: ['desk-jungle'] });
    expect(await apiIds(site, 'collection=desk-jungle&recipient=for-mom&occasion=birthday&priceBand=under-25')).toEqual(
      [added?._id],
    );

    // A visitor sees the category as a card on /collections and its product on its page.
    await page.goto('/collections');
    const card = main(page).locator('a[href="/collections/desk-jungle"]');
    await card.getByRole('heading', { name: 'Desk Jungle' }).waitFor();
    await card.click();
    await page.getByRole('heading', { level: 1, name: 'Desk Jungle' }).waitFor();
    await waitForCards(page, [added?._id ?? '']);
    expect(await page.title()).toContain('Desk Jungle');
    await close();
  });

  it('shows the server’s message when the server refuses (duplicate category)', async () => {
    const { page, close } = await openAdminPage();
    const form = page.getByRole('form', { name: 'Add a category' });
    await addCategory(form, {
      name: 'desk jungle',
      description: 'Same name, other case: refused.',
      image: { name: 'again.png', buffer: gradientPng(64, 64) },
    });
    await form.getByRole('alert').getByText(ADMIN_TEXT.categoryExists).waitFor();

    // A file that only pretends to be a PNG gets past the browser's type check; the server refuses it.
    await form.getByLabel('Category name').fill('Fake Pictures');
    await form
      .getByLabel('Category image')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await form.getByRole('button', { name: 'Add category' }).click();
    await form.getByRole('alert').getByText(ADMIN_TEXT.invalidImage).waitFor();
    await close();
  });

  it("says 'Please log in first' when the session is gone", async () => {
    const { page, close } = await openAdminPage();
    await page.evaluate(() => localStorage.removeItem('token'));
    await main(page).getByRole('form', { name: 'Add a category' }).waitFor();
    const form = page.getByRole('form', { name: 'Add a category' });
    await addCategory(form, {
      name: 'No Token',
      description: 'Nobody is signed in any more.',
      image: { name: 'x.png', buffer: gradientPng(32, 32) },
    });
    await form.getByRole('alert').getByText(ADMIN_TEXT.loginFirst).waitFor();
    await close();
  });
});

describe('gift finder', () => {
  it('narrows a collection by price band and recipient, keeps it in the URL, and clears', async () => {
    const base = 'collection=mom&source=amazon&sort=newest';
    const all = await apiIds(site, base);
    const cheap = await apiIds(site, `${base}&priceBand=under-50`);
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.length).toBeLessThan(all.length);
    const none = await apiIds(site, `${base}&recipient=for-kids`);
    expect(none).toEqual([]);

    const context = await site.newContext();
    const { page, errors } = await openPath(context, '/collections/mom');
    await waitForCards(page, all);
    const finder = main(page).getByRole('region', { name: 'Gift finder' });
    await finder.getByLabel('Budget').selectOption({ label: 'Under $50' });
    await page.waitForURL((url) => url.searchParams.get('priceBand') === 'under-50');
    await waitForCards(page, cheap);

    await finder.getByLabel("Who's it for?").selectOption({ label: 'For Kids' });
    await page.waitForURL((url) => url.searchParams.get('recipient') === 'for-kids');
    await main(page).getByText('No gifts match For Kids · Under $50.').waitFor();
    expect(await main(page).locator('article').count()).toBe(0);

    // Back undoes the last choice.
    await page.goBack();
    await waitForCards(page, cheap);
    expect(await finder.getByLabel("Who's it for?").inputValue()).toBe('');

    await finder.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.search.includes('priceBand'));
    await waitForCards(page, all);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens with the filters of a shared link, and finds gifts across all collections on /collections', async () => {
    const occasion = 'anniversary';
    const matching = await apiIds(site, `occasion=${occasion}&priceBand=under-100&sort=newest`);
    expect(matching.length).toBeGreaterThan(0);

    const context = await site.newContext();
    const { page, errors } = await openPath(context, `/collections?occasion=${occasion}&priceBand=under-100`);
    const finder = main(page).getByRole('region', { name: 'Gift finder' });
    expect(await finder.getByLabel('Occasion').inputValue()).toBe(occasion);
    await waitForCards(page, matching);
    // The collection cards stay above the results.
    expect(await main(page).locator('li a[href^="/collections/"]').count()).toBeGreaterThanOrEqual(15);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('screenshots', () => {
  it.runIf(TAKE_SCREENSHOTS)('takes /admin-products and a collection with the finder at 1280 and 390', async () => {
    await screenshotBothAs(site, admin, '/admin-products', 'admin-catalogue', async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Products & Categories' }).waitFor();
      await page.getByText('All set:', { exact: false }).waitFor();
      await page.getByRole('img', { name: 'Desk Jungle image' }).waitFor();
    });
    await screenshotBoth(
      site.browser,
      site.baseUrl,
      '/collections/mom?priceBand=under-50',
      'collection-gift-finder',
      async (page) => {
        await page.getByRole('region', { name: 'Gift finder' }).waitFor();
        await page.locator('main article').first().waitFor();
        await loadLazyImages(page);
      },
      CLEAN_FULL_PAGE,
    );
    await screenshotBoth(
      site.browser,
      site.baseUrl,
      '/collections?recipient=for-dad',
      'collections-gift-finder',
      async (page) => {
        await page.locator('main article').first().waitFor();
      },
      CLEAN_FULL_PAGE,
    );
  });
});
