import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { outboxMails, waitForMails, type OutboxMail } from '../../server/test/outbox-mail.js';
import { PHONE, screenshotBoth, viewportScreenshot, watchRequests } from './support/browser';
import { withoutHttpStatus } from './support/errors';
import { useSite } from './support/site';
import { startTimeline } from './support/timeline';

const HINT = 'Create an account first to earn 100 points for subscribing!';
const SUCCESS = "You're in! Check your email for fresh drops.";
const UNSUBSCRIBED = 'You have been successfully unsubscribed from our newsletter.';
const INVALID_LINK = 'Invalid unsubscribe link. Please check your email and try again.';

const site = useSite();

/** Waits for the welcome mail to a given address to land in the outbox. */
async function waitForMail(to: string): Promise<OutboxMail> {
  const [mail] = await waitForMails(site.server.config.outboxDir, to);
  return mail as OutboxMail;
}

function mailsTo(to: string): number {
  return outboxMails(site.server.config.outboxDir).filter((m) => m.to === to).length;
}

function subscriber(email: string) {
  return site.server.db.kysely
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The e-mail's link points at PUBLIC_URL; the test site runs elsewhere, so only path and query are kept. */
function onTestSite(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function openModalFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Get Fresh Drops' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Fresh Drops' });
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

describe('newsletter', () => {
  const email = 'fresh.shopper@example.com';
  let unsubscribePath = '';

  it('subscribes from the header dialog, which closes itself 2 s after success, and mails a welcome', async () => {
    const { context, page, errors } = await site.openPage();
    await page.goto('/');
    const dialog = await openModalFromHeader(page);
    await dialog.getByText(HINT).waitFor({ state: 'visible' });
    await dialog.getByRole('link', { name: 'Create an account' }).waitFor({ state: 'visible' });
    // The dialog is fixed to the viewport, so the shot is of the viewport rather than the full page.
    await viewportScreenshot(page, 'newsletter-modal');

    expect(await subscriber(email)).toBeUndefined();
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    const closedAfter = await startTimeline(page, SUCCESS, { gone: '[role="dialog"][aria-label="Get Fresh Drops"]' });
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/newsletter') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: "I'm In" }).click();
    expect((await posted).status()).toBe(200);
    await dialog.getByText(SUCCESS).waitFor({ state: 'visible' });
    // Still open right after success, then gone about 2 s later without any click.
    expect(await dialog.isVisible()).toBe(true);
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
    const elapsed = await closedAfter();
    expect(elapsed).toBeGreaterThan(1800);
    expect(elapsed).toBeLessThan(3500);
    // Scroll is unlocked again.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    expect((await subscriber(email))?.status).toBe('subscribed');
    const mail = await waitForMail(email);
    expect(mail.headers.subject).toMatch(/Welcome/);
    expect(mail.text).toContain(email);
    const link = /https?:\/\/\S+\/unsubscribe\?\S+/.exec(mail.text)?.[0];
    expect(link, 'unsubscribe link in the text part').toBeDefined();
    const url = new URL(link as string);
    expect(url.pathname).toBe('/unsubscribe');
    expect(url.searchParams.get('email')).toBe(email);
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{20,}$/);
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https?:\/\/\S+\/api\/unsubscribe\/one-click\?\S*token=[\w-]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    unsubscribePath = onTestSite(link as string);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the dialog and the hint on a phone, opened from the menu', async () => {
    const { context, page, errors } = await site.openPage(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Get Fresh Drops' }).click();
    await menu.waitFor({ state: 'detached' });
    const dialog = page.getByRole('dialog', { name: 'Get Fresh Drops' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByText(HINT).waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: "I'm In" }).waitFor({ state: 'visible' });
    // The dialog is fixed to the viewport, so the shot is of the viewport rather than the full page.
    await viewportScreenshot(page, 'newsletter-modal');
    // The close button dismisses it.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("unsubscribes through the e-mail's link", async () => {
    expect(unsubscribePath, 'the welcome mail of the first test').not.toBe('');
    const { context, page, errors } = await site.openPage();
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/unsubscribe'));
    await page.goto(unsubscribePath);
    expect((await posted).status()).toBe(200);
    await page.getByText(UNSUBSCRIBED).waitFor({ state: 'visible' });
    const row = await subscriber(email);
    expect(row?.status).toBe('unsubscribed');
    expect(row?.unsubscribed_at).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();

    // The same link again still reads as done (shown at both widths).
    await screenshotBoth(site.browser, site.baseUrl, unsubscribePath, 'unsubscribe', async (p) => {
      await p.getByText(UNSUBSCRIBED).waitFor({ state: 'visible' });
    });
  });

  it('refuses a link without a token, without calling the server', async () => {
    const { context, page, errors } = await site.openPage();
    const calls = watchRequests(page, (r) => r.url().includes('/api/unsubscribe'));
    for (const target of ['/unsubscribe', '/unsubscribe?email=a%40b.co', '/unsubscribe?token=abc']) {
      await page.goto(target);
      await page.getByRole('alert').getByText(INVALID_LINK).waitFor({ state: 'visible' });
      expect(await page.getByText(UNSUBSCRIBED).count()).toBe(0);
    }
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('subscribes from the home page section, and a wrong token shows the server error and changes nothing', async () => {
    const address = 'a@b.co';
    const { context, page, errors } = await site.openPage();
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Newsletter' });
    const form = section.getByRole('form', { name: 'Get the weirdest drops in your inbox' });
    await form.scrollIntoViewIfNeeded();
    await section.getByText(HINT).waitFor({ state: 'visible' });
    await form.getByRole('textbox', { name: 'Email address' }).fill(address);
    await form.getByRole('button', { name: 'Count Me In' }).click();
    await section.getByRole('status').getByText(SUCCESS).waitFor({ state: 'visible' });
    await expect(form.getByRole('textbox', { name: 'Email address' }).inputValue()).resolves.toBe('');
    const before = await subscriber(address);
    expect(before?.status).toBe('subscribed');
    await waitForMail(address);
    expect(errors).toEqual([]);

    // A forged link: the server refuses it, the page shows the server's message, the row is untouched.
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/unsubscribe'));
    await page.goto('/unsubscribe?email=a@b.co&token=wrong');
    const response = await refused;
    expect(response.status()).toBe(400);
    const serverError = ((await response.json()) as { error: string }).error;
    expect(serverError).toBe(INVALID_LINK);
    await page.getByRole('alert').getByText(serverError).waitFor({ state: 'visible' });
    expect(await page.getByText(UNSUBSCRIBED).count()).toBe(0);
    expect(await subscriber(address)).toEqual(before);
    expect(mailsTo(address)).toBe(1);
    // Chromium reports the refused call (400) as a console error; that one is expected.
    expect(withoutHttpStatus(errors, 400)).toEqual([]);
    await context.close();
  });
});
