import {
  NOTIFICATION_PREFERENCES_TEXT,
  NOTIFICATIONS_TEXT,
  type CardMatchVersion,
  type JoinCardQueueResponse,
  type NotificationPreferences,
  type UnreadCountResponse,
} from '@dd/contracts';
import type { Page, ViewportSize } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe';
import { DESKTOP, PHONE, screenshot, viewportScreenshot } from './support/browser';
import { registerMembers, signIn, type Member } from './support/member-session';
import { useSite } from './support/site';
import { apiCall } from './support/site-api';

const site = useSite();

/** Resolves once the page's push socket said `ready` (watch before the page navigates). */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"ready"')) resolve();
      });
    });
  });
}

async function unreadOf(member: Member): Promise<number> {
  const res = await apiCall<UnreadCountResponse>(site, member, 'GET', '/api/notifications/unread-count');
  expect(res.status).toBe(200);
  return res.body.unread;
}

async function readAll(member: Member): Promise<void> {
  expect((await apiCall(site, member, 'POST', '/api/notifications/read', { all: true })).status).toBe(200);
}

/** `member` signed in on `path` at `viewport`, with the push socket up: what happens next arrives by push only. */
async function openLive(member: Member, path: string, viewport: ViewportSize) {
  const opened = await site.openPage(viewport);
  await signIn(opened.page, member);
  const ready = socketReady(opened.page);
  await opened.page.goto(path);
  await ready;
  return opened;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByTestId('notification-badge');

/** Pairs two members through the async queue, as the lobby does: the first waits, the second's join pairs them. */
async function asyncMatch(a: Member, b: Member): Promise<number> {
  const first = await apiCall<JoinCardQueueResponse>(site, a, 'POST', '/api/card/join-async-queue', {});
  expect(first.body).toEqual({ status: 'waiting' });
  const second = await apiCall<JoinCardQueueResponse>(site, b, 'POST', '/api/card/join-async-queue', {});
  expect('matchId' in second.body, JSON.stringify(second.body)).toBe(true);
  return (second.body as { matchId: number }).matchId;
}

describe('notifications', () => {
  it("an async turn ends: the other player's bell shows 1 within a second, and its item opens the match", async () => {
    const [a, b] = await registerMembers(site, ['turn_a', 'turn_b']);
    const matchId = await asyncMatch(a, b);
    const version = await apiCall<CardMatchVersion>(site, a, 'GET', `/api/card/matches/${matchId}/version`);
    const [mover, waiter] = version.body.turn === a.id ? [a, b] : [b, a];
    // The pairing may have told the waiter already: that is read, so the bell starts at nothing.
    await readAll(waiter);

    const { context, page, errors } = await openLive(waiter, '/about', DESKTOP);
    await bell(page).waitFor();
    expect(await badge(page).count()).toBe(0);

    expect((await apiCall(site, mover, 'POST', '/api/card/end-turn', { matchId, playerId: mover.id })).status).toBe(
      200,
    );
    // Push, not polling (every 30 s): the badge has it within a second.
    await page.getByRole('button', { name: NOTIFICATIONS_TEXT.bellLabelUnread(1) }).waitFor({ timeout: 1_000 });
    expect(await badge(page).textContent()).toBe('1');

    await bell(page).click();
    const dropdown = page.getByRole('dialog', { name: NOTIFICATIONS_TEXT.title });
    const item = dropdown.getByRole('link', { name: /It's your turn/ });
    await item.waitFor();
    expect(await item.getAttribute('href')).toContain(`/card-game/${matchId}`);
    await item.click();
    await page.waitForURL(`**/card-game/${matchId}`);
    await expect.poll(() => unreadOf(waiter)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a new follower: the bell, the dropdown and the page at 390 and 1280 px, and the settings saved', async () => {
    const [star, ...fans] = await registerMembers(site, ['star', 'fan_phone', 'fan_desk']);
    for (const [viewport, fan] of [
      [PHONE, fans[0]],
      [DESKTOP, fans[1]],
    ] as const) {
      const { context, page, errors } = await openLive(star, '/notifications', viewport);
      await bell(page).waitFor();
      await page.getByRole('heading', { level: 1, name: NOTIFICATIONS_TEXT.title }).waitFor();
      const headerBefore = await page.locator('header').first().boundingBox();
      const bellBefore = await bell(page).boundingBox();

      expect((await apiCall(site, fan, 'POST', '/api/follow', { user_id: star.id, follow: true })).status).toBe(200);
      await page.getByRole('button', { name: NOTIFICATIONS_TEXT.bellLabelUnread(1) }).waitFor({ timeout: 1_000 });
      // The page on screen reads the list again by push too.
      const following = new RegExp(`${fan.username} started following you`);
      const list = page.getByRole('list', { name: NOTIFICATIONS_TEXT.listLabel });
      await list.getByRole('link', { name: following }).waitFor();
      await viewportScreenshot(page, 'notifications-header');
      await screenshot(page, 'notifications-page');

      // The badge moves nothing: the header and the bell keep their boxes; on a phone the bell is beside the menu.
      expect(await page.locator('header').first().boundingBox()).toEqual(headerBefore);
      expect(await bell(page).boundingBox()).toEqual(bellBefore);
      if (viewport === PHONE) {
        const menu = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
        expect((menu?.x ?? 0) - ((bellBefore?.x ?? 0) + (bellBefore?.width ?? 0))).toBeLessThanOrEqual(8);
      }

      await bell(page).click();
      const dropdown = page.getByRole('dialog', { name: NOTIFICATIONS_TEXT.title });
      await dropdown.getByRole('link', { name: following }).waitFor();
      expect(await bell(page).getAttribute('aria-expanded')).toBe('true');
      expect(await seriousAxeFindings(page)).toEqual([]);
      await viewportScreenshot(page, 'notifications-dropdown');
      // Escape closes it and gives the focus back to the bell.
      await page.keyboard.press('Escape');
      await dropdown.waitFor({ state: 'detached' });
      expect(await bell(page).evaluate((el) => el === document.activeElement)).toBe(true);

      // A tap elsewhere closes it too.
      await bell(page).click();
      await dropdown.waitFor();
      await page.mouse.click(5, viewport.height - 5);
      await dropdown.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/notifications');

      // Opening the item goes to the follower's profile and reads it.
      await bell(page).click();
      await dropdown.getByRole('link', { name: following }).click();
      await page.waitForURL(`**/user/${fan.id}`);
      await page.getByRole('button', { name: NOTIFICATIONS_TEXT.bellLabel, exact: true }).waitFor();
      expect(await unreadOf(star)).toBe(0);

      await page.goto('/settings/notifications');
      const inApp = page
        .getByRole('group', { name: 'New followers' })
        .getByRole('checkbox', { name: NOTIFICATION_PREFERENCES_TEXT.inAppColumn });
      expect(await inApp.isChecked()).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await screenshot(page, 'notification-settings');
      if (viewport === PHONE) {
        await inApp.uncheck();
        await page.getByRole('button', { name: NOTIFICATION_PREFERENCES_TEXT.save }).click();
        await page.getByRole('status').filter({ hasText: NOTIFICATION_PREFERENCES_TEXT.saved }).waitFor();
        const saved = await apiCall<NotificationPreferences>(site, star, 'GET', '/api/notifications/preferences');
        expect(saved.body.kinds['follow.new']).toEqual({ in_app: false, email: false });
        // Back on for the desktop round.
        await inApp.check();
        await page.getByRole('button', { name: NOTIFICATION_PREFERENCES_TEXT.save }).click();
        await page.getByRole('status').filter({ hasText: NOTIFICATION_PREFERENCES_TEXT.saved }).waitFor();
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
