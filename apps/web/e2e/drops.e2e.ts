import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Product, ProductPage } from '@dd/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLEAN_FULL_PAGE, openPath, screenshotBoth, TAKE_SCREENSHOTS } from './support/browser';
import { readCards as readProductCards } from './support/cards';
import { outboxFiles } from './support/outbox';
import { useSite } from './support/site';
import { apiGet } from './support/site-api';

const SUCCESS = "You're in! Check your email for fresh drops.";
/** The page's first batch (the API's default page size). */
const FIRST_PAGE = 24;

const site = useSite();

/** Product ids and names of the cards in the page's main area, in order. */
async function readCards(page: Page): Promise<Array<{ id: string; name: string }>> {
  return (await readProductCards(page.locator('main'))).map(({ id, name }) => ({ id, name }));
}

const emlFiles = () => outboxFiles(site.server.config.outboxDir);

describe('drops page', () => {
  it('lists products newest first and loads more until all are shown', async () => {
    const context = await site.newContext();
    const { page, errors } = await openPath(context, '/drops');
    await page.getByRole('heading', { level: 1, name: 'Fresh Drops', exact: true }).waitFor();
    await page.locator('main article').first().waitFor();

    const first = await readCards(page);
    expect(first).toHaveLength(FIRST_PAGE);
    const newest = await apiGet<ProductPage>(site, `/api/products?sort=newest&limit=${FIRST_PAGE}`);
    expect(first.map((c) => c.name)).toEqual(newest.items.map((p) => p.name));
    expect(first.map((c) => c.id)).toEqual(newest.items.map((p) => p._id));

    // Load more appends the next page below, keeping what was shown.
    const loadMore = page.getByRole('button', { name: 'Load more', exact: true });
    await loadMore.click();
    await page
      .locator('main article')
      .nth(2 * FIRST_PAGE - 1)
      .waitFor();
    const second = await readCards(page);
    expect(second.slice(0, FIRST_PAGE)).toEqual(first);
    const two = await apiGet<ProductPage>(site, `/api/products?sort=newest&limit=${2 * FIRST_PAGE}`);
    expect(second.map((c) => c.id)).toEqual(two.items.map((p) => p._id));

    // Until the whole catalog is on the page, newest dropDate first.
    const catalog = await apiGet<Product[]>(site, '/products');
    while ((await readCards(page)).length < catalog.length) {
      const before = (await readCards(page)).length;
      await loadMore.click();
      await page.locator('main article').nth(before).waitFor();
    }
    await loadMore.waitFor({ state: 'detached' });
    const all = await readCards(page);
    expect(all).toHaveLength(catalog.length);
    expect(new Set(all.map((c) => c.id)).size).toBe(catalog.length);
    const dates = new Map(catalog.map((p) => [p._id, Date.parse(p.dropDate)]));
    const times = all.map((c) => dates.get(c.id) as number);
    expect(times.every((t) => Number.isFinite(t))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect(errors).toEqual([]);
    await context.close();
  });

  it("subscribes through the 'Never Miss a Drop' form and sends a welcome e-mail", async () => {
    const context = await site.newContext();
    const { page, errors } = await openPath(context, '/drops');
    const section = page.locator('section').filter({
      has: page.getByRole('heading', { name: 'Never Miss a Drop', exact: true }),
    });
    await section.waitFor();

    const email = `drops-${Date.now()}@example.com`;
    const before = emlFiles();
    expect(await section.getByText(SUCCESS).count()).toBe(0);
    await section.getByRole('textbox', { name: 'Email address' }).fill(email);
    await section.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await section.getByText(SUCCESS).waitFor();
    expect(await section.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe('');

    await expect.poll(() => emlFiles().length, { timeout: 5000 }).toBe(before.length + 1);
    const added = emlFiles().find((f) => !before.includes(f)) as string;
    const eml = readFileSync(path.join(site.server.config.outboxDir, added), 'utf8');
    expect(eml).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm'));

    expect(errors).toEqual([]);
    await context.close();
  });

  it.runIf(TAKE_SCREENSHOTS)('takes screenshots at 1280 and 390', async () => {
    const ready = async (page: Page) => {
      await page
        .locator('main article')
        .nth(FIRST_PAGE - 1)
        .waitFor();
      await page.getByRole('heading', { name: 'Never Miss a Drop' }).waitFor();
    };
    await screenshotBoth(site.browser, site.baseUrl, '/drops', 'drops', ready, CLEAN_FULL_PAGE);
  });
});
