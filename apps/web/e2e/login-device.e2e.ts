import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, screenshot } from './support/browser';
import { registerMember } from './support/member-session';
import { atBothWidths } from './support/both-widths';
import { useSite } from './support/site';

const site = useSite();

const DEVICE_TOKEN = /^\d+\.\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

const stored = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), device: localStorage.getItem('device_token') }));

/** Logs in through the form; the body the page sent. */
async function logInByForm(page: Page, username: string, password: string): Promise<Record<string, unknown>> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'Username or email' }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  const sent = page.waitForRequest((r: Request) => r.url().endsWith('/api/auth/login'));
  await form.getByRole('button', { name: 'Log In' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  await page.waitForURL((url) => url.pathname === '/');
  return body;
}

async function logOut(page: Page, phone: boolean): Promise<void> {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  }
  await page.waitForFunction(() => localStorage.getItem('token') === null);
}

describe('the device token', () => {
  it('is kept from a login, through logout, and sent with the next login, which renews it', async () => {
    const member = await registerMember(site, 'device');
    await atBothWidths({ site }, async (page, viewport) => {
      const first = await logInByForm(page, member.username, member.password);
      expect(first).toEqual({ username: member.username, password: member.password });
      const afterLogin = await stored(page);
      expect(afterLogin.device).toMatch(DEVICE_TOKEN);

      await logOut(page, viewport === PHONE);
      expect(await stored(page)).toEqual({ token: null, device: afterLogin.device });

      await page.goto('/login');
      await screenshot(page, 'login-device');
      const second = await logInByForm(page, member.username, member.password);
      expect(second).toEqual({ username: member.username, password: member.password, device_token: afterLogin.device });
      const renewed = await stored(page);
      expect(renewed.token).not.toBeNull();
      expect(renewed.device).toMatch(DEVICE_TOKEN);
      expect(renewed.device).not.toBe(afterLogin.device);
    });
  });
});
