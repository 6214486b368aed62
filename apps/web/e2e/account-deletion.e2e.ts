import { ACCOUNT_DELETION_TEXT as TEXT } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot, viewportScreenshot, watchErrors } from './support/browser';
import { withoutHttpStatus } from './support/errors';
import { registerMember, signedInPage } from './support/member-session';
import { useSite } from './support/site';

const site = useSite();

/** A thread of the member's, through the API: it must outlive the account as 'Deleted member'. */
async function postThread(token: string): Promise<number> {
  const res = await fetch(new URL('/api/forum/threads', site.baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Still here after I leave', content: 'My words stay.' }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { thread: { id: number } }).thread.id;
}

describe('deleting the account from the settings page', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`confirms with the password, logs out, goes home with a notice; the posts stay (${viewport.width} px)`, async () => {
      const member = await registerMember(site, 'leaver');
      const threadId = await postThread(member.token);
      const context = await newContext(site.browser, site.baseUrl, viewport);
      const page = await signedInPage(context, member);
      const errors = watchErrors(page);
      await page.goto('/settings');
      const section = page.getByRole('region', { name: TEXT.title });
      await section.getByRole('button', { name: TEXT.open }).click();

      // The confirm step names what goes and what stays.
      const dialog = page.getByRole('dialog', { name: TEXT.confirmTitle });
      await dialog.waitFor({ state: 'visible' });
      for (const line of [...TEXT.goes, ...TEXT.stays, TEXT.staysHeading]) {
        await dialog.getByText(line, { exact: true }).waitFor({ state: 'visible' });
      }
      const confirm = dialog.getByRole('button', { name: TEXT.confirm });
      expect(await confirm.isDisabled()).toBe(true);
      await viewportScreenshot(page, 'account-deletion-confirm');

      // A wrong password deletes nothing and says so.
      await dialog.getByLabel(TEXT.passwordLabel, { exact: true }).fill('not my password');
      await confirm.click();
      await dialog.getByRole('alert').getByText(TEXT.wrongPassword).waitFor({ state: 'visible' });
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(member.token);

      // Cancel closes the step; the right password deletes.
      await dialog.getByRole('button', { name: TEXT.cancel }).click();
      await dialog.waitFor({ state: 'detached' });
      await section.getByRole('button', { name: TEXT.open }).click();
      await dialog.getByLabel(TEXT.passwordLabel, { exact: true }).fill(member.password);
      await dialog.getByRole('button', { name: TEXT.confirm }).click();
      await page.getByRole('status').getByText(TEXT.done).waitFor({ state: 'visible' });
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await viewportScreenshot(page, 'account-deletion-home');

      // The old session is gone; the thread stays with its author shown as 'Deleted member'.
      const me = await fetch(new URL('/api/auth/profile', site.baseUrl), {
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(me.status).toBe(401);
      await page.goto(`/forum/thread/${threadId}`);
      await page.getByRole('heading', { name: 'Still here after I leave' }).waitFor({ state: 'visible' });
      await page.getByRole('main').getByText(TEXT.deletedMember).first().waitFor({ state: 'visible' });
      expect(await page.getByRole('main').getByText(member.username).count()).toBe(0);
      // No link to a profile that is gone.
      expect(await page.getByRole('main').getByRole('link', { name: TEXT.deletedMember }).count()).toBe(0);
      await screenshot(page, 'account-deletion-thread');

      expect(withoutHttpStatus(errors, 400)).toEqual([]);
      await context.close();
    });
  }
});
