import type { ProductPage } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPath, PHONE, viewportScreenshot } from './support/browser';
import { useSite } from './support/site';
import { apiGet } from './support/site-api';

const site = useSite();

describe('search', () => {
  it('suggests collections and products while typing, by keyboard, in the header', async () => {
    const context = await site.newContext(DESKTOP);
    const { page, errors } = await openPath(context, '/');
    const input = page.locator('header').getByLabel('Search products');
    await input.click();
    const answered = page.waitForResponse((r) => r.url().includes('/api/search/suggestions?q=dads'));
    await input.pressSequentially('dads', { delay: 30 });
    await answered;
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.getByRole('option', { name: /For Dad/ }).waitFor();
    // Only collections named like the words: 'Dopamine Dealers' matched 'd', not 'dads'.
    await listbox.getByRole('option', { name: /Dopamine Dealers/ }).waitFor({ state: 'detached' });
    expect(await page.locator('header').getByRole('combobox', { name: 'Search products' }).count()).toBe(1);
    expect(await listbox.getByRole('option').count()).toBeGreaterThan(1);
    await viewportScreenshot(page, 'search-suggestions-1280');

    // Arrow down makes the first option (the collection) active; Enter opens it.
    await input.press('ArrowDown');
    const activeId = await input.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${activeId}"]`).getAttribute('aria-selected')).toBe('true');
    await input.press('Enter');
    await page.waitForURL('**/collections/fathers-day');
    expect(await listbox.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("counts the results of 'gift for dad', with the suggestions fitting a phone", async () => {
    const api = await apiGet<ProductPage>(site, '/api/products?q=gift%20for%20dad&sort=relevance&limit=1');
    expect(api.total).toBeGreaterThan(1);
    const context = await site.newContext(PHONE);
    const { page, errors } = await openPath(context, '/search?q=gift%20for%20dad');
    await page
      .getByRole('status')
      .filter({ hasText: `${api.total} results` })
      .waitFor();

    const input = page.getByRole('combobox', { name: 'Search products' });
    await input.fill('kitchen');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.getByRole('option', { name: /Kitchen Chaos/ }).waitFor();
    const box = await listbox.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await viewportScreenshot(page, 'search-suggestions-390');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    await input.press('Escape');
    expect(await listbox.isVisible()).toBe(false);
    expect(await input.getAttribute('aria-expanded')).toBe('false');

    // Enter (the phone keyboard's Search key) shows the results with the list closed over them, focus kept.
    await input.fill('lamp');
    await listbox.getByRole('option', { name: /Goose Lamp/ }).waitFor();
    await input.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Results for "lamp"' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: / results?$/ })
      .waitFor();
    expect(await listbox.isVisible()).toBe(false);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await viewportScreenshot(page, 'search-submitted-390');

    // Typing again shows it again; a tap outside the box closes it.
    await input.press('Backspace');
    await listbox.waitFor();
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('heading', { level: 1 }).click();
    await listbox.waitFor({ state: 'hidden' });
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });
});
