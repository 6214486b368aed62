import type { Locator, Page } from 'playwright-core';
import { CONFIRM_EMAIL_TEXT, EMAIL_SECTION_TEXT, fillText, PASSWORD_SECTION_TEXT, RECOVERY_TEXT } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { linkIn, waitForMails } from '../../server/test/outbox-mail.js';
import { DESKTOP, newWatchedPage, PHONE, screenshot, watchRequests } from './support/browser';
import { seriousAxeFindings } from './support/axe';
import { withoutHttpStatus } from './support/errors';
import { logIn, registerMember, signIn } from './support/member-session';
import { useSite } from './support/site';

const site = useSite();

const VIEWPORTS = [DESKTOP, PHONE];

/** The e-mail's link points at PUBLIC_URL, the site's own address here: path and query are kept. */
function onSite(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

function profileStatus(token: string): Promise<number> {
  return fetch(new URL('/api/auth/profile', site.baseUrl), { headers: { authorization: `Bearer ${token}` } }).then(
    (r) => r.status,
  );
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
/** Waits for the page's (or a section's) status message saying `text`. */
const statusSays = (scope: Page | Locator, text: string) => scope.getByRole('status').getByText(text).waitFor();

describe('account recovery', () => {
  it('resets a forgotten password from the login page with the e-mailed link, then logs in', async () => {
    for (const viewport of VIEWPORTS) {
      const member = await registerMember(site, 'forgetful');
      const context = await site.newContext(viewport);
      const { page, errors } = await newWatchedPage(context);
      await page.goto('/login');
      await page.getByRole('link', { name: RECOVERY_TEXT.forgotLink }).click();
      await page.waitForURL('**/forgot-password');
      const forgot = page.getByRole('form', { name: RECOVERY_TEXT.forgotTitle });
      await forgot.waitFor();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await forgot.getByRole('textbox', { name: 'Email' }).fill(member.user.email);
      await forgot.getByRole('button', { name: RECOVERY_TEXT.forgotSubmit }).press('Enter');
      await statusSays(page, RECOVERY_TEXT.forgotSent);
      await screenshot(page, 'forgot-password-sent');

      const [mail] = await waitForMails(site.server.config.outboxDir, member.user.email);
      const link = onSite(linkIn(mail!, `${site.baseUrl}/reset-password?token=`));
      await page.goto(link);
      const form = page.getByRole('form', { name: RECOVERY_TEXT.resetTitle });
      await form.getByLabel(RECOVERY_TEXT.newPassword, { exact: true }).fill('my new secret 1');
      await form.getByLabel(RECOVERY_TEXT.confirmNewPassword, { exact: true }).fill('my new secret 2');
      await form.getByRole('button', { name: RECOVERY_TEXT.resetSubmit }).click();
      await form.getByText('Passwords do not match').waitFor();
      await form.getByLabel(RECOVERY_TEXT.confirmNewPassword, { exact: true }).fill('my new secret 1');
      expect(await seriousAxeFindings(page)).toEqual([]);
      await screenshot(page, 'reset-password-form');
      await form.getByRole('button', { name: RECOVERY_TEXT.resetSubmit }).click();
      await statusSays(page, RECOVERY_TEXT.resetDone);
      expect(await profileStatus(member.token)).toBe(401);
      await screenshot(page, 'reset-password-done');

      await page.getByRole('main').getByRole('link', { name: RECOVERY_TEXT.logIn }).click();
      await page.waitForURL('**/login');
      const login = page.getByRole('form', { name: 'Log in' });
      await login.getByRole('textbox', { name: 'Username or email' }).fill(member.username);
      await login.getByLabel('Password', { exact: true }).fill('my new secret 1');
      await login.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      expect(await profileStatus((await storedToken(page)) ?? '')).toBe(200);

      // The link was spent: opening it again says so.
      await page.goto(link);
      await page.getByLabel(RECOVERY_TEXT.newPassword, { exact: true }).fill('another secret 1');
      await page.getByLabel(RECOVERY_TEXT.confirmNewPassword, { exact: true }).fill('another secret 1');
      await page.getByRole('button', { name: RECOVERY_TEXT.resetSubmit }).click();
      await page.getByRole('alert').getByText(RECOVERY_TEXT.invalidResetLink).waitFor();
      await page.getByRole('link', { name: RECOVERY_TEXT.requestNewLink }).waitFor();
      expect(withoutHttpStatus(errors, 400)).toEqual([]);
      await context.close();
    }
  });

  it('changes the password and the e-mail address on the settings page', async () => {
    for (const viewport of VIEWPORTS) {
      const member = await registerMember(site, 'settler');
      const elsewhere = await logIn(site, member.username, member.password);
      const context = await site.newContext(viewport);
      const { page, errors } = await newWatchedPage(context);
      await signIn(page, member);
      await page.goto('/settings');

      const password = page.getByRole('region', { name: PASSWORD_SECTION_TEXT.title });
      await password.getByLabel(PASSWORD_SECTION_TEXT.current, { exact: true }).fill('not my password');
      await password.getByLabel(RECOVERY_TEXT.newPassword, { exact: true }).fill('settings secret 1');
      await password.getByLabel(RECOVERY_TEXT.confirmNewPassword, { exact: true }).fill('settings secret 1');
      await password.getByRole('button', { name: PASSWORD_SECTION_TEXT.submit }).click();
      await password.getByRole('alert').getByText(PASSWORD_SECTION_TEXT.wrongPassword).waitFor();
      await password.getByLabel(PASSWORD_SECTION_TEXT.current, { exact: true }).fill(member.password);
      await password.getByRole('button', { name: PASSWORD_SECTION_TEXT.submit }).click();
      await statusSays(password, PASSWORD_SECTION_TEXT.done);
      expect(await profileStatus(elsewhere.token)).toBe(401);
      expect(await profileStatus(member.token)).toBe(200);

      const email = page.getByRole('region', { name: EMAIL_SECTION_TEXT.title });
      await email.getByText(member.user.email).waitFor();
      const newEmail = `new-${member.user.id}@example.com`;
      await email.getByRole('textbox', { name: EMAIL_SECTION_TEXT.newEmail }).fill(newEmail);
      await email.getByLabel(EMAIL_SECTION_TEXT.password, { exact: true }).fill('settings secret 1');
      await email.getByRole('button', { name: EMAIL_SECTION_TEXT.submit }).click();
      await statusSays(email, fillText(EMAIL_SECTION_TEXT.sent, { email: newEmail }));
      expect(await seriousAxeFindings(page)).toEqual([]);
      await screenshot(page, 'settings-password-email');

      const [mail] = await waitForMails(site.server.config.outboxDir, newEmail);
      const confirms = watchRequests(page, (r) => r.url().endsWith('/api/account/email/confirm'));
      await page.goto(onSite(linkIn(mail!, `${site.baseUrl}/confirm-email?token=`)));
      await statusSays(page, fillText(CONFIRM_EMAIL_TEXT.done, { email: newEmail }));
      expect(await seriousAxeFindings(page)).toEqual([]);
      await screenshot(page, 'confirm-email-done');
      expect(confirms).toHaveLength(1);
      // The stored user carries the address: it is read again.
      await page.waitForFunction((email) => localStorage.getItem('user')?.includes(email), newEmail);
      await page.getByRole('main').getByRole('link', { name: CONFIRM_EMAIL_TEXT.toSettings }).click();
      await page.getByRole('region', { name: EMAIL_SECTION_TEXT.title }).getByText(newEmail).waitFor();
      expect(withoutHttpStatus(errors, 400)).toEqual([]);
      await context.close();
    }
  });
});
