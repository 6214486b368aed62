import type { PointsBalanceResponse, Product, ProductPage, WishlistResponse } from '@dd/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE, viewportScreenshot, watchErrors } from './support/browser';
import { expectOnly404Loads, withoutHttpStatus } from './support/errors';
import { memberApi, registerMember, screenshotBothAs, signedInPage, type Member } from './support/member-session';
import { holdRequests } from './support/held-requests';
import { openPlayer } from './support/players';
import { useSite } from './support/site';
import { apiGet } from './support/site-api';

const LOGIN_REQUIRED = 'You must be logged in to view your wishlist.';
const NOT_PUBLIC = 'This wishlist does not exist or is not public.';
const UPDATE_FAILED = 'Failed to update wishlist';
const EMPTY = 'Your wishlist is empty';

const site = useSite();
let products: Product[];
let owner: Member;

beforeAll(async () => {
  const page = await apiGet<ProductPage>(site, '/api/products?limit=6&sort=newest');
  products = page.items;
  expect(products.length).toBeGreaterThanOrEqual(4);
  owner = await registerMember(site, 'wisher');
});

const productPath = (p: Product) => `/product/${encodeURIComponent(p._id)}`;

/** The product page's heart, named by what a click does. */
const heartOf = (page: Page): Locator =>
  page.locator('main').getByRole('button', { name: /^(Add to|Remove from) wishlist$/ });

/** Waits until the heart has read the member's list and shows `pressed`. */
async function expectHeart(page: Page, pressed: boolean): Promise<void> {
  const heart = heartOf(page);
  await page.waitForFunction((want) => {
    const b = Array.from(document.querySelectorAll('main button[aria-pressed]')).find((el) =>
      /wishlist$/.test(el.getAttribute('aria-label') ?? ''),
    );
    return b?.getAttribute('aria-busy') === 'false' && b.getAttribute('aria-pressed') === String(want);
  }, pressed);
  expect(await heart.getAttribute('aria-label')).toBe(pressed ? 'Remove from wishlist' : 'Add to wishlist');
}

async function ownList(member: Member): Promise<WishlistResponse> {
  return memberApi<WishlistResponse>(site, member, `/api/wishlist/${member.id}`);
}

describe('wishlist', () => {
  let shareUrl = '';
  const hearted = () => products[0] as Product;

  it('asks a visitor to log in', async () => {
    const { context, page, errors } = await site.openPage(PHONE);
    await page.goto('/wishlist');
    await page.getByText(LOGIN_REQUIRED).waitFor();
    const login = page.locator('main').getByRole('link', { name: 'Log In' });
    expect(await login.getAttribute('href')).toBe('/login?next=%2Fwishlist');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts empty, with a nudge to the collections and the points a product earns', async () => {
    await screenshotBothAs(site, owner, '/wishlist', 'wishlist-empty', async (page) => {
      await page.getByText(EMPTY).waitFor();
      await page.getByText(/earns you 2 points/).waitFor();
      expect(await page.locator('main').getByRole('link', { name: 'Browse collections' }).getAttribute('href')).toBe(
        '/collections',
      );
      // No list yet, so nothing to make public.
      expect(await page.getByRole('switch').count()).toBe(0);
    });
  });

  it('adds a product with the heart at once, pays 2 points, and remembers it after a reload', async () => {
    const { context, page, errors } = await openPlayer(site, owner);
    await page.goto(productPath(hearted()));
    await expectHeart(page, false);

    // A slow server: the heart fills before the answer comes.
    const release = await holdRequests(page, '**/api/wishlist/add');
    await heartOf(page).click();
    await page.locator('main').getByRole('button', { name: 'Remove from wishlist', pressed: true }).waitFor();
    release();
    await page.locator('main').getByRole('status').filter({ hasText: '+2 points' }).waitFor();
    await page.unroute('**/api/wishlist/add');
    await heartOf(page).scrollIntoViewIfNeeded();
    await viewportScreenshot(page, 'wishlist-heart-points');

    const list = await ownList(owner);
    expect(list.items.map((i) => i.product_id)).toEqual([hearted()._id]);
    expect(list.wishlist?.is_public).toBe(false);
    const balance = await memberApi<PointsBalanceResponse>(site, owner, '/api/points/balance');
    expect(balance.total_points).toBe(2);

    await page.reload();
    await expectHeart(page, true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('puts the heart back and says so when the update fails', async () => {
    const { context, page, errors } = await openPlayer(site, owner);
    const other = products[1] as Product;
    await page.route('**/api/wishlist/add', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(productPath(other));
    await expectHeart(page, false);
    await heartOf(page).click();
    const alert = page.locator('main').getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toContain(UPDATE_FAILED);
    await expectHeart(page, false);

    // The server's own message comes first.
    await page.unroute('**/api/wishlist/add');
    await page.route('**/api/wishlist/add', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Product not found' }),
      }),
    );
    await heartOf(page).click();
    await page.locator('main').getByRole('alert').filter({ hasText: 'Product not found' }).waitFor();
    await expectHeart(page, false);
    expect((await ownList(owner)).items.map((i) => i.product_id)).toEqual([hearted()._id]);
    expect(withoutHttpStatus(withoutHttpStatus(errors, 503), 404)).toEqual([]);
    await context.close();
  });

  it('counts a failed check as not on the list', async () => {
    const { context, page } = await openPlayer(site, owner);
    await page.route(`**/api/wishlist/${owner.id}`, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(productPath(hearted()));
    await heartOf(page).waitFor();
    await page.waitForFunction(() => document.querySelector('main button[aria-pressed][aria-busy="false"]') !== null);
    expect(await heartOf(page).getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('lists the products on /wishlist, private at first', async () => {
    // Two more, added the way the heart adds them.
    for (const p of products.slice(1, 3)) await memberApi(site, owner, '/api/wishlist/add', { product_id: p._id });
    await screenshotBothAs(site, owner, '/wishlist', 'wishlist-items', async (page) => {
      const grid = page.getByRole('list', { name: 'Wishlist products' });
      await grid.waitFor();
      for (const p of products.slice(0, 3)) {
        await grid.getByRole('heading', { name: p.name, exact: true }).waitFor();
      }
      const toggle = page.getByRole('switch', { name: 'Public wishlist' });
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      expect(await page.getByRole('textbox', { name: 'Share link' }).count()).toBe(0);
    });
  });

  it('makes the list public and shows a share link that copies', async () => {
    const context = await site.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.baseUrl });
    const page = await signedInPage(context, owner);
    const errors = watchErrors(page);
    await page.goto('/wishlist');
    const toggle = page.getByRole('switch', { name: 'Public wishlist' });
    await toggle.click();
    await page.getByRole('switch', { name: 'Public wishlist', checked: true }).waitFor();
    const link = page.getByRole('textbox', { name: 'Share link' });
    await link.waitFor();

    const list = await ownList(owner);
    expect(list.wishlist?.is_public).toBe(true);
    shareUrl = `${site.baseUrl}/wishlist/share/${list.wishlist?.share_slug ?? ''}`;
    expect(await link.inputValue()).toBe(shareUrl);

    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Link copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    // The system share sheet is offered exactly where the browser has one.
    const canShare = await page.evaluate(() => typeof navigator.share === 'function');
    expect(await page.getByRole('button', { name: 'Share', exact: true }).count()).toBe(canShare ? 1 : 0);
    expect(errors).toEqual([]);
    await context.close();

    await screenshotBothAs(site, owner, '/wishlist', 'wishlist-public', async (p) => {
      await p.getByRole('textbox', { name: 'Share link' }).waitFor();
    });
  });

  it('opens the share link for a logged-out visitor, with a way to make their own', async () => {
    const path = new URL(shareUrl).pathname;
    await screenshotBothAs(site, null, path, 'wishlist-share', async (page) => {
      await page.getByRole('heading', { level: 1, name: `${owner.username}'s Wishlist` }).waitFor();
      const grid = page.getByRole('list', { name: `${owner.username}'s wishlist products` });
      await grid.getByRole('heading', { name: hearted().name, exact: true }).waitFor();
      expect(await page.getByRole('button', { name: /Remove/ }).count()).toBe(0);
      expect(await page.getByRole('link', { name: `${owner.username}'s profile` }).getAttribute('href')).toBe(
        `/user/${owner.id}`,
      );
      expect(await page.getByRole('link', { name: 'Make your own wishlist' }).getAttribute('href')).toBe('/register');
    });
  });

  it('shows an item whose product is gone as Product not found', async () => {
    const { context, page } = await openPlayer(site, owner, PHONE);
    await page.route(`**/api/wishlist/${owner.id}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as WishlistResponse;
      body.items.push({ id: 999, product_id: 'gone-product', added_at: new Date().toISOString(), product: null });
      await route.fulfill({ response, json: body });
    });
    await page.goto('/wishlist');
    const grid = page.getByRole('list', { name: 'Wishlist products' });
    await grid.getByRole('heading', { name: 'Product not found', exact: true }).waitFor();
    await grid.getByRole('button', { name: 'Remove Product not found from wishlist' }).waitFor();
    await context.close();
  });

  it('makes the list private again, after which the share link no longer opens', async () => {
    const { context, page } = await openPlayer(site, owner);
    await page.goto('/wishlist');
    await page.getByRole('switch', { name: 'Public wishlist', checked: true }).click();
    await page.getByRole('switch', { name: 'Public wishlist', checked: false }).waitFor();
    await page.getByRole('textbox', { name: 'Share link' }).waitFor({ state: 'detached' });
    expect((await ownList(owner)).wishlist?.is_public).toBe(false);
    await context.close();

    const visitor = await site.openPage(PHONE);
    await visitor.page.goto(new URL(shareUrl).pathname);
    await visitor.page.getByText(NOT_PUBLIC).waitFor();
    expect(await visitor.page.getByRole('list', { name: /wishlist products/ }).count()).toBe(0);
    expectOnly404Loads(visitor.errors);
    await visitor.context.close();
    await screenshotBothAs(
      site,
      null,
      new URL(shareUrl).pathname,
      'wishlist-share-private',
      (p) => p.getByText(NOT_PUBLIC).waitFor(),
      true,
    );
  });

  it('removes items until the list is empty again', async () => {
    const { context, page, errors } = await openPlayer(site, owner);
    await page.goto('/wishlist');
    const grid = page.getByRole('list', { name: 'Wishlist products' });
    await grid.waitFor();
    for (const p of products.slice(0, 3)) {
      await grid.getByRole('button', { name: `Remove ${p.name} from wishlist` }).click();
      await grid.getByRole('heading', { name: p.name, exact: true }).waitFor({ state: 'detached' });
    }
    await page.getByText(EMPTY).waitFor();
    expect((await ownList(owner)).items).toEqual([]);
    // Removing and adding again pays nothing more.
    await page.goto(productPath(hearted()));
    await expectHeart(page, false);
    await heartOf(page).click();
    await expectHeart(page, true);
    const balance = await memberApi<PointsBalanceResponse>(site, owner, '/api/points/balance');
    expect(balance.total_points).toBe(6);
    expect(await page.getByText('+2 points').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when a remove or a privacy change fails', async () => {
    const { context, page } = await openPlayer(site, owner);
    await page.route('**/api/wishlist/remove', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/wishlist');
    const grid = page.getByRole('list', { name: 'Wishlist products' });
    await grid.getByRole('button', { name: `Remove ${hearted().name} from wishlist` }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to remove item from wishlist.' }).waitFor();
    await grid.getByRole('heading', { name: hearted().name, exact: true }).waitFor();

    await page.route('**/api/wishlist/toggle-public', (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByRole('switch', { name: 'Public wishlist' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to update wishlist privacy.' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Public wishlist' }).getAttribute('aria-checked')).toBe('false');
    await context.close();
  });
});
