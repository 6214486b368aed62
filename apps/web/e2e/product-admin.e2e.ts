import { ADMIN_TEXT, type AdminListProduct, type AdminProductListResponse } from '@dd/contracts';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../../server/test/test-app.js';
import { PHONE, viewportScreenshot, TAKE_SCREENSHOTS } from './support/browser';
import { withoutHttpStatus } from './support/errors';
import { adminMember, screenshotBothAs, signIn, type Member } from './support/member-session';
import { openPlayer } from './support/players';
import { useSite } from './support/site';

/** The generated Amazon links must carry the configured tag, not the seed catalogue's. */
const TAG = 'e2e-drops-20';
const site = useSite({ AFFILIATE_TAG: TAG });

const AMAZON = { id: 'e2e-glow-duck', asin: 'B0E2EDUCK1', newAsin: 'B0E2EDUCK2', name: 'E2E Glow Duck' };
const OTHER = {
  id: 'e2e-lava-lamp',
  name: 'E2E Lava Lamp',
  renamed: 'E2E Lava Lamp Deluxe',
  url: 'https://shop.example/lava-lamp',
  price: '24.50',
  image: '/catalog/placeholder.svg',
};

let admin: Member;

beforeAll(async () => {
  admin = await adminMember(site);
});

/** The admin product list as the server has it now. */
async function serverProducts(): Promise<AdminListProduct[]> {
  const res = await fetch(new URL('/admin/products', site.baseUrl), {
    headers: { 'x-admin-password': TEST_ADMIN_PASSWORD },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as AdminProductListResponse).products;
}

/** Where /go/{id} sends a visitor. */
async function dealTarget(id: string): Promise<string | null> {
  const res = await fetch(new URL(`/go/${encodeURIComponent(id)}`, site.baseUrl), { redirect: 'manual' });
  expect(res.status, `/go/${id}`).toBe(302);
  return res.headers.get('location');
}

const main = (page: Page) => page.locator('main');
/** The form control labelled `label` (not a region that happens to share the name). */
const field = (page: Page, label: string) =>
  main(page).getByLabel(label, { exact: true }).and(page.locator('input, textarea'));
const editorForm = (page: Page) =>
  main(page).locator('form[aria-label="Add product"], form[aria-label="Edit product"]');
const row = (page: Page, id: string): Locator => main(page).locator(`li[data-product-id="${id}"]`);

/** Opens /admin signed in as the admin; the password form shows. */
async function openAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await main(page).getByRole('heading', { name: 'Admin Password' }).waitFor();
}

/** Finds the product by `search` in the list and opens it in the editor. */
async function openEditor(page: Page, search: string, product: { id: string; name: string }): Promise<void> {
  await field(page, 'Search products').fill(search);
  await row(page, product.id)
    .getByRole('button', { name: `Edit ${product.name}` })
    .click();
  await main(page)
    .getByRole('heading', { name: `Edit: ${product.name}` })
    .waitFor();
}

async function unlock(page: Page, password = TEST_ADMIN_PASSWORD): Promise<void> {
  await field(page, 'Admin Password').fill(password);
  await main(page).getByRole('button', { name: 'Unlock product admin' }).click();
}

async function unlocked(page: Page): Promise<void> {
  await openAdmin(page);
  await unlock(page);
  await main(page).getByRole('heading', { name: 'Products', exact: true }).waitFor();
  await main(page).locator('li[data-product-id]').first().waitFor();
}

async function submitForm(page: Page, label: 'Add product' | 'Save changes'): Promise<void> {
  await editorForm(page).getByRole('button', { name: label }).click();
}

async function expectTexts(scope: Locator, texts: string[]): Promise<void> {
  for (const text of texts) await scope.getByText(text, { exact: true }).first().waitFor();
}

/**
 * Adds with the editor empty: it shows the rules every product has (an ID, a name), its kind's `rules`, and that
 * the form is invalid. Returns the form.
 */
async function submitEmpty(page: Page, rules: string[]): Promise<Locator> {
  await submitForm(page, 'Add product');
  const form = editorForm(page);
  await expectTexts(form, [ADMIN_TEXT.customIdRequired, ADMIN_TEXT.nameRequired, ...rules, ADMIN_TEXT.formInvalid]);
  return form;
}

/** Nothing of the password may leave memory: no storage, no URL. */
async function expectPasswordNowhere(page: Page): Promise<void> {
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(TEST_ADMIN_PASSWORD);
  expect(page.url()).not.toContain(TEST_ADMIN_PASSWORD);
}

describe('admin product page', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await openPlayer(site, admin));
  });

  afterAll(async () => {
    await context.close();
  });

  it('asks for the admin password, refuses a wrong one and opens the list with the right one', async () => {
    await openAdmin(page);
    await main(page).getByRole('button', { name: 'Unlock product admin' }).click();
    await main(page).getByText(ADMIN_TEXT.passwordRequired, { exact: true }).waitFor();

    await unlock(page, 'not-the-password');
    const refused = main(page).locator('form[aria-label="Admin password login"] [role="alert"]');
    await refused.waitFor();
    expect((await refused.textContent())?.trim()).toBeTruthy();
    expect(await main(page).locator('li[data-product-id]').count()).toBe(0);

    await unlock(page);
    await main(page).getByRole('heading', { name: 'Products', exact: true }).waitFor();
    const listed = await serverProducts();
    await row(page, listed[0]?.id ?? '').waitFor();
    await expectPasswordNowhere(page);
    // The wrong password's 401 is the only failed load.
    expect(withoutHttpStatus(errors, 401)).toEqual([]);
  });

  it('adds an Amazon product from an ASIN and a name, its affiliate link generated with the tag', async () => {
    const form = await submitEmpty(page, [ADMIN_TEXT.asinRequired]);

    await field(page, 'Product ID (Custom)').fill(AMAZON.id);
    await field(page, 'Amazon ASIN').fill(AMAZON.asin);
    await field(page, 'Product name/title').fill(AMAZON.name);
    await form.getByText(`https://www.amazon.com/dp/${AMAZON.asin}`).waitFor();
    await submitForm(page, 'Add product');
    const saved = form.getByRole('status').filter({ hasText: 'Product added' });
    await saved.waitFor();
    const generated = `https://www.amazon.com/dp/${AMAZON.asin}?tag=${TAG}`;
    await saved.getByText(generated).waitFor();
    await row(page, AMAZON.id).waitFor();
    // The form is empty again, ready for the next product.
    expect(await field(page, 'Product ID (Custom)').inputValue()).toBe('');

    expect(await dealTarget(AMAZON.id)).toBe(generated);
    const shop = await context.newPage();
    await shop.goto(`/product/${AMAZON.id}`);
    await shop.getByRole('heading', { name: AMAZON.name }).waitFor();
    expect(await shop.getByRole('link', { name: /View Deal/ }).getAttribute('href')).toBe(`/go/${AMAZON.id}`);
    await shop.close();
  });

  it("adds another retailer's product after showing each of its rules", async () => {
    await field(page, 'Other retailer').check();
    const form = await submitEmpty(page, [
      ADMIN_TEXT.productUrlRequired,
      ADMIN_TEXT.priceAboveZero,
      ADMIN_TEXT.imageUrlRequired,
    ]);
    expect(await form.getByText(ADMIN_TEXT.asinRequired).count()).toBe(0);
    const price = field(page, 'Price (USD)');
    // Text with a decimal keypad: '5,00' reaches the form as typed (issue 27 §5a).
    expect(await price.getAttribute('inputmode')).toBe('decimal');

    await field(page, 'Product ID (Custom)').fill(OTHER.id);
    await field(page, 'Product name/title').fill(OTHER.name);
    await field(page, 'Product URL').fill(OTHER.url);
    await price.fill(OTHER.price);
    await field(page, 'Image URL').fill(OTHER.image);
    await form.getByLabel('Home Finds').check();
    await submitForm(page, 'Add product');
    await form.getByRole('status').filter({ hasText: 'Product added' }).waitFor();
    await row(page, OTHER.id).getByText('Other Retailer').waitFor();

    expect(await dealTarget(OTHER.id)).toBe(OTHER.url);
    const stored = (await serverProducts()).find((p) => p.id === OTHER.id);
    expect(JSON.parse(stored?.frontendData ?? '{}')).toMatchObject({ price: 24.5, categories: ['home'] });
  });

  it('edits a product, switching between edit and add mode, and the storefront shows the change', async () => {
    await openEditor(page, OTHER.id, OTHER);
    expect(await field(page, 'Product URL').inputValue()).toBe(OTHER.url);
    expect(await field(page, 'Price (USD)').inputValue()).toBe(OTHER.price);
    await field(page, 'Product name/title').fill(OTHER.renamed);

    // Add mode and back: the unsaved edit is still there.
    await main(page).getByRole('tab', { name: 'Add product' }).click();
    await main(page).getByRole('heading', { name: 'Add a product' }).waitFor();
    await main(page).getByRole('tab', { name: 'Edit product' }).click();
    expect(await field(page, 'Product name/title').inputValue()).toBe(OTHER.renamed);

    await submitForm(page, 'Save changes');
    await editorForm(page).getByRole('status').filter({ hasText: 'Product updated' }).waitFor();
    await row(page, OTHER.id).getByText(OTHER.renamed).waitFor();

    const shop = await context.newPage();
    await shop.goto(`/product/${OTHER.id}`);
    await shop.getByRole('heading', { name: OTHER.renamed }).waitFor();
    await shop.close();
  });

  it("changes an Amazon product's ASIN: the old record is replaced by one with the new ASIN", async () => {
    await openEditor(page, AMAZON.asin, AMAZON);
    // Generated from the old ASIN, so it is not carried over to the new one.
    expect(await field(page, 'Affiliate URL').inputValue()).toBe('');
    await field(page, 'Amazon ASIN').fill(AMAZON.newAsin);
    await editorForm(page)
      .getByText(/replaces this product by a new one under the new ASIN/)
      .waitFor();
    await submitForm(page, 'Save changes');
    await editorForm(page).getByRole('status').filter({ hasText: 'Product updated' }).waitFor();

    const products = await serverProducts();
    expect(products.filter((p) => p.asin === AMAZON.asin)).toEqual([]);
    const replaced = products.filter((p) => p.asin === AMAZON.newAsin);
    expect(replaced).toHaveLength(1);
    const current = replaced[0] as AdminListProduct;
    expect(current.title).toBe(AMAZON.name);
    expect(await dealTarget(current.id)).toBe(`https://www.amazon.com/dp/${AMAZON.newAsin}?tag=${TAG}`);
    await field(page, 'Search products').fill(AMAZON.newAsin);
    await row(page, current.id).waitFor();
    await main(page).getByRole('button', { name: 'Cancel editing' }).click();
    await main(page).getByRole('heading', { name: 'Add a product' }).waitFor();
  });

  it('deletes a product after confirming, and the storefront no longer has it', async () => {
    await field(page, 'Search products').fill(OTHER.id);
    await row(page, OTHER.id)
      .getByRole('button', { name: `Delete ${OTHER.renamed}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete product' });
    await dialog.getByText(ADMIN_TEXT.deleteConfirm).waitFor();
    // Cancelling keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await serverProducts()).some((p) => p.id === OTHER.id)).toBe(true);

    await row(page, OTHER.id)
      .getByRole('button', { name: `Delete ${OTHER.renamed}` })
      .click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await main(page).getByText(`Deleted “${OTHER.renamed}”.`).waitFor();
    await row(page, OTHER.id).waitFor({ state: 'detached' });
    expect((await serverProducts()).some((p) => p.id === OTHER.id)).toBe(false);

    const shop = await context.newPage();
    await shop.goto(`/product/${OTHER.id}`);
    await shop.getByText('Product not found').first().waitFor();
    await shop.close();
    await field(page, 'Search products').fill('');
  });

  it('says why refreshing all Amazon data failed when no retailer API is configured', async () => {
    await main(page).getByRole('button', { name: 'Refresh all Amazon data' }).click();
    const notice = main(page).getByRole('alert').filter({ hasText: ADMIN_TEXT.refreshAllFailed });
    await notice.getByText(ADMIN_TEXT.retailerNotConfigured).waitFor();
  });

  it('refreshes one Amazon product and reloads the list 5 seconds later', async () => {
    // A configured retailer, as the server would answer it.
    await page.route('**/admin/refresh-product/*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          message: 'Refreshed 1 of 1 product.',
          requested: 1,
          updated: 1,
          failed: [],
        }),
      }),
    );
    const first = main(page)
      .locator('li[data-product-id]')
      .filter({ has: page.getByRole('button', { name: /^Refresh / }) })
      .first();
    await first.getByRole('button', { name: /^Refresh / }).click();
    await first.getByRole('status').getByText('Refreshed 1 of 1 product.', { exact: false }).waitFor();
    await main(page)
      .getByText(/The list reloads in \d seconds?\./)
      .waitFor();
    const started = Date.now();
    await page.waitForRequest((r) => new URL(r.url()).pathname === '/admin/products' && r.method() === 'GET', {
      timeout: 8000,
    });
    expect(Date.now() - started).toBeGreaterThan(2500);
    await page.unroute('**/admin/refresh-product/*');
  });

  it('logs out: the password, the list and the forms are gone', async () => {
    await field(page, 'Product name/title').fill('Half-typed product');
    await main(page).getByRole('button', { name: 'Log out' }).click();
    await main(page).getByRole('heading', { name: 'Admin Password' }).waitFor();
    expect(await main(page).locator('li[data-product-id]').count()).toBe(0);
    expect(await field(page, 'Admin Password').inputValue()).toBe('');
    await expectPasswordNowhere(page);

    // Logging in again starts from an empty form.
    await unlock(page);
    await main(page).getByRole('heading', { name: 'Products', exact: true }).waitFor();
    expect(await field(page, 'Product name/title').inputValue()).toBe('');
    expect(withoutHttpStatus(errors, 401).filter((e) => !e.includes('status of 503'))).toEqual([]);
  });

  it('goes back to the password form when the password stops working', async () => {
    await page.route('**/refresh-products', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: ADMIN_TEXT.wrongPassword }),
      }),
    );
    await main(page).getByRole('button', { name: 'Refresh all Amazon data' }).click();
    await main(page).getByText(ADMIN_TEXT.passwordSessionError, { exact: true }).waitFor();
    await main(page).getByRole('heading', { name: 'Admin Password' }).waitFor();
    await page.unroute('**/refresh-products');
    // Still signed in to the site: only the admin password is forgotten.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(admin.token);
  });
});

describe('admin product page from a suggestion', () => {
  it('opens the add form with the suggested name and link after the password', async () => {
    const { context, page, errors } = await site.openPage(PHONE);
    await signIn(page, admin);
    // What the suggestions screen's navigate('/admin', { state: { prefill } }) leaves in the history entry.
    await page.evaluate(() => {
      const prefill = { name: 'Suggested Sock', affiliateUrl: 'https://shop.example/sock', source: 'other' };
      window.history.replaceState({ usr: { prefill }, key: 'e2e', idx: 0 }, '', '/admin');
    });
    await page.reload();
    await page.getByText('the suggestion “Suggested Sock”', { exact: false }).waitFor();
    await unlock(page);
    await main(page).getByRole('heading', { name: 'Add a product' }).waitFor();
    expect(await field(page, 'Product name/title').inputValue()).toBe('Suggested Sock');
    expect(await field(page, 'Product URL').inputValue()).toBe('https://shop.example/sock');
    expect(await field(page, 'Other retailer').isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.runIf(TAKE_SCREENSHOTS)('admin product page screenshots', () => {
  it('shows the password form', async () => {
    await screenshotBothAs(site, admin, '/admin', 'admin-products-login', openAdminReady);
  });

  it('shows the list and the form, without sideways scrolling on a phone', async () => {
    await screenshotBothAs(site, admin, '/admin', 'admin-products', async (page) => {
      await unlocked(page);
      await noSidewaysScroll(page);
    });
  });

  it('shows the form messages and the delete confirmation', async () => {
    await screenshotBothAs(site, admin, '/admin', 'admin-products-errors', async (page) => {
      await unlocked(page);
      await field(page, 'Other retailer').check();
      await submitForm(page, 'Add product');
      await editorForm(page).getByText(ADMIN_TEXT.formInvalid).waitFor();
      await noSidewaysScroll(page);
    });
    const { context, page } = await site.openPage(PHONE);
    await signIn(page, admin);
    await unlocked(page);
    await main(page)
      .locator('li[data-product-id]')
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    await page.getByRole('dialog').getByText(ADMIN_TEXT.deleteConfirm).waitFor();
    await viewportScreenshot(page, 'admin-products-delete');
    await context.close();
  });
});

async function openAdminReady(page: Page): Promise<void> {
  await main(page).getByRole('heading', { name: 'Admin Password' }).waitFor();
  await noSidewaysScroll(page);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(width);
}
