import { readFile } from 'node:fs/promises';
import {
  ADMIN_TEXT,
  type AdminStats,
  type AdminSubscribersResponse,
  type AdminSuggestionsResponse,
  type Product,
  type ProductPage,
} from '@dd/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../../server/test/test-app.js';
import { screenshot } from './support/browser';
import { watchFailedResponses } from './support/errors';
import {
  adminMember,
  registerMember,
  screenshotBothAs,
  signIn,
  signedInPage,
  type Member,
} from './support/member-session';
import { useSite } from './support/site';
import { apiCall, apiGet } from './support/site-api';
import { expectMemberSentHome } from './support/admin-pages';

const site = useSite();

let admin: Member;
let shopper: Member;
let clicked: Product;
let otherClicked: Product;

async function post(urlPath: string, body: unknown): Promise<void> {
  const res = await fetch(new URL(urlPath, site.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, `${urlPath}: ${await res.clone().text()}`).toBeLessThan(300);
}

/** An outbound click the way a visitor makes one: through /go/{id}. */
async function clickOut(product: Product): Promise<void> {
  const res = await fetch(new URL(`/go/${encodeURIComponent(product._id)}`, site.baseUrl), { redirect: 'manual' });
  expect(res.status).toBe(302);
}

beforeAll(async () => {
  admin = await adminMember(site);
  shopper = await registerMember(site, 'shopper');

  [clicked] = (await apiGet<ProductPage>(site, '/api/products?limit=1&sort=newest&source=amazon')).items as [Product];
  [otherClicked] = (await apiGet<ProductPage>(site, '/api/products?limit=1&sort=newest&source=other')).items as [
    Product,
  ];
  await clickOut(clicked);
  await clickOut(clicked);
  await clickOut(otherClicked);

  await post('/api/newsletter', { email: 'fan@example.com' });
  await post('/api/newsletter', { email: 'reader@example.com' });
  await post('/api/submit-product', { name: 'Moon Lamp', url: 'https://shop.example/moon-lamp' });
  await post('/api/submit-product', { name: 'Cat Piano', url: 'https://shop.example/cat-piano' });
});

const main = (page: Page) => page.locator('main');

/** Both widths, signed in as the admin, no console errors. */
function shootAdmin(urlPath: string, name: string, ready: (page: Page) => Promise<void>): Promise<void> {
  return screenshotBothAs(site, admin, urlPath, name, ready);
}

describe('admin screens: access', () => {
  it('sends a visitor to the login page, and back to the dashboard after logging in as admin', async () => {
    const { context, page, errors } = await site.openPage();
    const failed = watchFailedResponses(page);
    await page.goto('/admin-dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin-dashboard');
    await main(page).getByLabel('Username or email').fill('admin');
    await main(page).getByLabel('Password', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await main(page).getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/admin-dashboard');
    await main(page).getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("tells a member 'Access denied. Redirecting...' and takes them home", async () => {
    await expectMemberSentHome(site, shopper, '/admin-dashboard');
  });
});

describe('admin screens: data', () => {
  it('the dashboard counts the real rows, the outbound clicks included, and charts them', async () => {
    const stats = (await apiCall<AdminStats>(site, admin, 'GET', '/api/admin/stats')).body;
    expect(stats.clicksLast30Days).toBe(3);
    await shootAdmin('/admin-dashboard', 'admin-dashboard', async (page) => {
      const figure = (label: string) =>
        main(page)
          .getByRole('listitem')
          .filter({ has: page.getByText(label, { exact: true }) });
      await figure('Clicks (30 days)').getByText('3', { exact: true }).waitFor();
      await figure('Products').getByText(String(stats.products), { exact: true }).waitFor();
      await figure('Users').getByText(String(stats.users), { exact: true }).waitFor();
      await figure('Subscribers').getByText('2', { exact: true }).waitFor();
      await figure('Pending suggestions').getByText('2', { exact: true }).waitFor();
      await figure('Open reports').getByText('0', { exact: true }).waitFor();
      // The chart: one bar per day, today's the tallest.
      const chart = main(page).getByRole('img', { name: /^Clicks per day from .*: 3 clicks, most on / });
      await chart.waitFor();
      await chart.locator('.recharts-bar-rectangle path').first().waitFor();
    });
  });

  it('the click report shows the click per product, per retailer and per day, and checks the range', async () => {
    await shootAdmin('/admin-orders', 'admin-clicks', async (page) => {
      const rows = main(page).getByTestId('click-product-row');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(2);
      expect(await rows.first().textContent()).toContain(clicked.name);
      expect(await rows.first().textContent()).toMatch(/2\s*clicks/);
      expect(await rows.nth(1).textContent()).toContain(otherClicked.name);
      const totals = main(page).getByRole('list', { name: 'Totals' });
      expect((await totals.textContent())?.replace(/\s+/g, ' ')).toMatch(
        /Total clicks3.*Amazon2.*67%.*Other Retailer1.*33%/,
      );
      await main(page)
        .getByRole('img', { name: /^Clicks per day from / })
        .locator('.recharts-bar-rectangle path')
        .first()
        .waitFor();
    });

    const { context, page, errors } = await site.openPage();
    await signIn(page, admin);
    await page.goto('/admin-orders');
    await main(page).getByTestId('click-product-row').first().waitFor();
    await main(page).getByLabel('From', { exact: true }).fill('2026-02-10');
    await main(page).getByLabel('To', { exact: true }).fill('2026-02-01');
    await main(page).getByRole('button', { name: 'Show clicks' }).click();
    await main(page).getByRole('alert').filter({ hasText: ADMIN_TEXT.clickRangeInverted }).waitFor();
    // An old range: nothing was clicked then.
    await main(page).getByLabel('From', { exact: true }).fill('2020-01-01');
    await main(page).getByLabel('To', { exact: true }).fill('2020-01-31');
    await main(page).getByRole('button', { name: 'Show clicks' }).click();
    await main(page).getByText('No clicks in this range yet.').waitFor();
    expect(new URL(page.url()).search).toBe('?from=2020-01-01&to=2020-01-31');
    await screenshot(page, 'admin-clicks-empty');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('grants admin to a member and removes it, never on your own row', async () => {
    const context = await site.newContext();
    const page = await signedInPage(context, admin);
    await page.goto('/admin-users');
    // Rows by e-mail: a member without a display name shows the username once.
    const rowOf = (name: string) =>
      main(page)
        .getByTestId('admin-user-row')
        .filter({ hasText: name === 'admin' ? 'admin@localhost' : `${name}@example.com` });
    await rowOf('admin').waitFor();
    await rowOf('admin').getByText('That’s you').waitFor();
    expect(await rowOf('admin').getByRole('button').count()).toBe(0);

    await main(page).getByLabel('Search users').fill(shopper.username.toUpperCase());
    await page.waitForURL((url) => url.searchParams.get('q') === shopper.username.toUpperCase());
    await main(page).getByText('Page 1 of 1 · 1 user').waitFor();
    await rowOf(shopper.username)
      .getByRole('button', { name: `Make admin (${shopper.username})` })
      .click();
    await rowOf(shopper.username).getByText('Admin', { exact: true }).waitFor();
    expect((await apiCall(site, shopper, 'GET', '/api/admin/stats')).status).toBe(200);

    await rowOf(shopper.username)
      .getByRole('button', { name: `Remove admin (${shopper.username})` })
      .click();
    await rowOf(shopper.username).getByText('Member', { exact: true }).waitFor();
    expect((await apiCall(site, shopper, 'GET', '/api/admin/stats')).status).toBe(403);
    await context.close();

    await shootAdmin('/admin-users', 'admin-users', async (p) => {
      await p
        .locator('main')
        .getByTestId('admin-user-row')
        .filter({ hasText: `${shopper.username}@example.com` })
        .waitFor();
    });
  });

  it('unsubscribes a subscriber after confirming, filters by status and exports the CSV', async () => {
    const context = await site.newContext();
    const page = await signedInPage(context, admin);
    await page.goto('/admin-subscribers');
    const rowOf = (email: string) => main(page).getByTestId('admin-subscriber-row').filter({ hasText: email });
    await rowOf('fan@example.com').getByRole('button', { name: 'Unsubscribe fan@example.com' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsubscribe this address?' });
    await dialog.getByText('fan@example.com').waitFor();
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await rowOf('fan@example.com').getByText('Unsubscribed', { exact: true }).waitFor();
    expect(await rowOf('fan@example.com').getByRole('button').count()).toBe(0);
    const server = (await apiCall<AdminSubscribersResponse>(site, admin, 'GET', '/api/admin/subscribers?q=fan@')).body;
    expect(server.subscribers[0]?.status).toBe('unsubscribed');

    await main(page).getByRole('button', { name: 'Unsubscribed', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'unsubscribed');
    await main(page).getByText('Page 1 of 1 · 1 subscriber').waitFor();
    expect(await main(page).getByTestId('admin-subscriber-row').count()).toBe(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) as string, 'utf8');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('email,status,subscribed_at,unsubscribed_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^fan@example\.com,unsubscribed,\S+Z,\S+Z$/);
    await context.close();

    await shootAdmin('/admin-subscribers', 'admin-subscribers', async (p) => {
      await p.locator('main').getByTestId('admin-subscriber-row').filter({ hasText: 'reader@example.com' }).waitFor();
    });
  });

  it('dismisses a suggestion, and accepting one opens the product form prefilled', async () => {
    await shootAdmin('/admin-suggestions', 'admin-suggestions', async (p) => {
      await p.locator('main').getByTestId('admin-suggestion-row').filter({ hasText: 'Moon Lamp' }).waitFor();
    });

    const context = await site.newContext();
    const page = await signedInPage(context, admin);
    await page.goto('/admin-suggestions');
    const rowOf = (name: string) => main(page).getByTestId('admin-suggestion-row').filter({ hasText: name });
    await rowOf('Moon Lamp').getByRole('button', { name: 'Dismiss Moon Lamp' }).click();
    await rowOf('Moon Lamp').waitFor({ state: 'detached' });
    await main(page).getByRole('button', { name: 'Dismissed', exact: true }).click();
    await rowOf('Moon Lamp').waitFor();
    const dismissed = (
      await apiCall<AdminSuggestionsResponse>(site, admin, 'GET', '/api/admin/suggestions?status=dismissed')
    ).body;
    expect(dismissed.suggestions.map((s) => s.name)).toEqual(['Moon Lamp']);

    await main(page).getByRole('button', { name: 'Pending', exact: true }).click();
    await rowOf('Cat Piano').getByRole('button', { name: 'Accept Cat Piano' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
    expect(state).toEqual({
      prefill: { name: 'Cat Piano', affiliateUrl: 'https://shop.example/cat-piano', source: 'other' },
    });
    const accepted = (
      await apiCall<AdminSuggestionsResponse>(site, admin, 'GET', '/api/admin/suggestions?status=accepted')
    ).body;
    expect(accepted.suggestions.map((s) => s.name)).toEqual(['Cat Piano']);
    await context.close();

    await shootAdmin('/admin-suggestions?status=all', 'admin-suggestions-all', async (p) => {
      await p.locator('main').getByTestId('admin-suggestion-row').filter({ hasText: 'Cat Piano' }).waitFor();
    });
  });
});
