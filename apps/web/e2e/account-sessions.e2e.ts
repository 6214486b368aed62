import { SESSIONS_TEXT, type LoginResponse } from '@dd/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { registerMember, signIn, type Member } from './support/member-session';
import { useSite } from './support/site';

const site = useSite();

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Another session of `member`, as a phone's login would make it. */
async function phoneLogin(member: Member): Promise<Member> {
  const res = await fetch(new URL('/api/auth/login', site.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': SAFARI_IPHONE },
    body: JSON.stringify({ username: member.username, password: member.password }),
  });
  expect(res.status).toBe(200);
  const session = (await res.json()) as LoginResponse;
  return { ...member, token: session.token, user: session.user };
}

const profileStatus = async (token: string) =>
  (await fetch(new URL('/api/auth/profile', site.baseUrl), { headers: { authorization: `Bearer ${token}` } })).status;

/** Resolves once the page's push socket said `ready`; `closed` once that socket is gone. */
function watchSocket(page: Page): { ready: Promise<void>; closed: Promise<void> } {
  let markReady = () => {};
  let markClosed = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const closed = new Promise<void>((resolve) => (markClosed = resolve));
  page.on('websocket', (ws) => {
    ws.on('framereceived', (frame) => {
      if (String(frame.payload).includes('"ready"')) markReady();
    });
    ws.on('close', () => markClosed());
  });
  return { ready, closed };
}

describe('signed-in devices', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`at ${viewport.width} px: one device signs another out, whose tab logs out at once`, async () => {
      const member = await registerMember(site, 'devices');
      const phone = await phoneLogin(member);

      // The phone's tab, open on the home page with its push socket up.
      const phoneTab = await site.openPage(viewport);
      await signIn(phoneTab.page, phone);
      const socket = watchSocket(phoneTab.page);
      await phoneTab.page.goto('/');
      await socket.ready;

      // This browser logs in through the form and opens its settings.
      const { context, page, errors } = await site.openPage(viewport);
      await page.goto('/login');
      const form = page.getByRole('form', { name: 'Log in' });
      await form.getByRole('textbox', { name: 'Username or email' }).fill(member.username);
      await form.getByLabel('Password', { exact: true }).fill(member.password);
      await form.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto('/settings');

      const section = page.getByRole('region', { name: SESSIONS_TEXT.title });
      const list = section.getByRole('list', { name: SESSIONS_TEXT.title });
      await list.getByRole('listitem').nth(2).waitFor();
      expect(await list.getByRole('listitem').count()).toBe(3);
      const current = list.getByRole('listitem').filter({ hasText: SESSIONS_TEXT.thisDevice });
      await expect.poll(() => current.textContent()).toContain('Chrome on Linux');
      expect(await current.getByRole('button').count()).toBe(0);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await screenshot(page, 'settings-sessions');

      const signOutPhone = section.getByRole('button', { name: `${SESSIONS_TEXT.signOut}: Safari on iPhone` });
      await signOutPhone.click();
      await signOutPhone.waitFor({ state: 'detached' });
      // The phone's socket closes with 4401 and its tab logs out without a reload.
      await socket.closed;
      await phoneTab.page.waitForFunction(() => localStorage.getItem('token') === null, null, { timeout: 2_000 });
      expect(await profileStatus(phone.token)).toBe(401);

      await section.getByRole('button', { name: SESSIONS_TEXT.signOutOthers }).click();
      await section
        .getByRole('status')
        .filter({ hasText: SESSIONS_TEXT.othersSignedOut(1) })
        .waitFor();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
      expect(await section.getByRole('button', { name: SESSIONS_TEXT.signOutOthers }).count()).toBe(0);
      expect(await profileStatus(member.token)).toBe(401);
      await screenshot(page, 'settings-sessions-after');

      expect(errors).toEqual([]);
      await Promise.all([context.close(), phoneTab.context.close()]);
    });
  }
});
