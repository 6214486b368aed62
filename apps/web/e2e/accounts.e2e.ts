import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  newContext,
  PHONE,
  screenshot,
  viewportScreenshot,
  watchErrors,
  watchRequests,
} from './support/browser';
import { withoutHttpStatus } from './support/errors';
import { atBothWidths } from './support/both-widths';
import { useSite } from './support/site';
import { startTimeline } from './support/timeline';

const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
const INVALID_LOGIN = 'Invalid username or password';
const LOGGED_OUT_REWARDS = 'Please log in to view your rewards.';
const NEWSLETTER_SUCCESS = "You're in! Check your email for fresh drops.";

const site = useSite();

interface Member {
  username: string;
  email: string;
  password: string;
}

/** The subscribed member the first tests register, log out and log in again. */
const member: Member = { username: 'points_fan', email: 'points.fan@example.com', password: 'correct horse 42' };
/** The token of member's first session, revoked by the logout test. */
let firstToken = '';

async function fillRegisterForm(page: Page, who: Member, options: { newsletter: boolean; confirm?: string }) {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'Username' }).fill(who.username);
  await form.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByLabel('Confirm password', { exact: true }).fill(options.confirm ?? who.password);
  if (options.newsletter) await form.getByRole('checkbox', { name: 'Sign me up for awesome deals!' }).check();
  return form;
}

async function fillLoginForm(page: Page, username: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'Username or email' }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  return form;
}

const header = (page: Page) => page.getByRole('banner');

/** The desktop header's account links for a logged-in member. */
async function expectHeaderLoggedIn(page: Page, name: string) {
  await header(page)
    .getByRole('link', { name: `Profile: ${name}` })
    .waitFor({ state: 'visible' });
  await header(page).getByRole('button', { name: 'Logout' }).waitFor({ state: 'visible' });
  await header(page).getByRole('link', { name: 'Wishlist' }).waitFor({ state: 'visible' });
  expect(await header(page).getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
}

async function expectHeaderLoggedOut(page: Page) {
  await header(page).getByRole('link', { name: 'Login', exact: true }).waitFor({ state: 'visible' });
  await header(page).getByRole('link', { name: 'Sign Up' }).waitFor({ state: 'visible' });
  expect(await header(page).getByRole('button', { name: 'Logout' }).count()).toBe(0);
}

/** The balance the points circle shows, e.g. "1,234". */
async function shownBalance(page: Page): Promise<string> {
  const circle = page.getByTestId('points-balance');
  await circle.getByText('POINTS', { exact: true }).waitFor({ state: 'visible' });
  return (await circle.locator('span').first().textContent()) ?? '';
}

async function stored(page: Page): Promise<{ token: string | null; user: string | null }> {
  return page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
}

function profileStatus(token: string): Promise<number> {
  return fetch(new URL('/api/auth/profile', site.baseUrl), { headers: { authorization: `Bearer ${token}` } }).then(
    (r) => r.status,
  );
}

/** The site at `path` in a new context at `viewport`, logged in with `session` from local storage. */
async function openLoggedIn(browser: Browser, viewport: typeof DESKTOP, session: { token: string; user: string }) {
  const context = await newContext(browser, site.baseUrl, viewport);
  await context.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', s.user);
  }, session);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** Full-page shots with the (lazy) footer in, taken from the top, where the sticky header belongs. */
async function shotFromTop(page: Page, name: string) {
  await page.getByRole('contentinfo').waitFor({ state: 'visible' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe('accounts', () => {
  it('registers with the newsletter box, shows the points and lands on /rewards with 100 after 2 s', async () => {
    const { context, page, errors } = await site.openPage();
    await page.goto('/register');
    await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
    await page.getByRole('link', { name: 'Log in' }).waitFor({ state: 'visible' });
    const form = await fillRegisterForm(page, member, { newsletter: true });

    const welcome = `Welcome aboard, ${member.username}!`;
    const landed = await startTimeline(page, welcome, { path: '/rewards' });
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
    // The registration's answer signs the member in: no login (a second password hash) follows.
    const logins = watchRequests(page, (r) => r.url().endsWith('/api/auth/login'));
    await form.getByRole('button', { name: 'Create Account' }).click();
    const registerResponse = await registered;
    expect(registerResponse.status()).toBe(200);
    const body = (await registerResponse.json()) as {
      newsletter_subscribed: boolean;
      points_awarded: number;
      token: string;
    };
    expect(body.newsletter_subscribed).toBe(true);
    expect(body.points_awarded).toBe(100);

    // The success state while it waits: the welcome and the points, and the header already logged in.
    const status = page.getByRole('status').filter({ hasText: welcome });
    await status.waitFor({ state: 'visible' });
    await status.getByText('+100 points added for joining the newsletter').waitFor({ state: 'visible' });
    await expectHeaderLoggedIn(page, member.username);
    await viewportScreenshot(page, 'register-success');

    await page.waitForURL('**/rewards');
    expect(await shownBalance(page)).toBe('100');
    const elapsed = await landed();
    expect(elapsed).toBeGreaterThan(1800);
    expect(elapsed).toBeLessThan(3500);
    const activity = page.getByRole('region', { name: 'Recent activity' });
    const row = activity.getByRole('listitem').filter({ hasText: 'Newsletter signup' });
    await row.getByText('+100', { exact: true }).waitFor({ state: 'visible' });
    expect(await row.locator('time').count()).toBe(1);
    // Subscribed already: no invitation to subscribe, and the way is marked as earned.
    expect(await page.getByRole('button', { name: /Subscribe for/ }).count()).toBe(0);
    const earn = page.getByRole('region', { name: 'How to Earn Points' });
    await earn.getByRole('listitem').filter({ hasText: 'Subscribe to the newsletter' }).getByText('Earned').waitFor();
    await earn.getByRole('listitem').filter({ hasText: 'Add a product to your wishlist' }).getByText('+2').waitFor();

    const session = await stored(page);
    expect(session.token).toBe(body.token);
    expect(logins).toEqual([]);
    expect(JSON.parse(session.user ?? '{}')).toMatchObject({ username: member.username, email: member.email });
    firstToken = session.token as string;
    expect(await profileStatus(firstToken)).toBe(200);
    expect(errors).toEqual([]);

    // The rewards page of this member at both widths.
    for (const viewport of [DESKTOP, PHONE]) {
      const opened = await openLoggedIn(site.browser, viewport, { token: firstToken, user: session.user as string });
      await opened.page.goto('/rewards');
      expect(await shownBalance(opened.page)).toBe('100');
      await opened.page.getByRole('region', { name: 'Recent activity' }).getByText('Newsletter signup').waitFor();
      await shotFromTop(opened.page, 'rewards-member');
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
    await context.close();
  });

  it('logs out from the header, and the old token is revoked on the server', async () => {
    expect(firstToken, 'the session of the first test').not.toBe('');
    const profile = (await fetch(new URL('/api/auth/profile', site.baseUrl), {
      headers: { authorization: `Bearer ${firstToken}` },
    }).then((r) => r.json())) as { user: unknown };
    const { context, page, errors } = await openLoggedIn(site.browser, DESKTOP, {
      token: firstToken,
      user: JSON.stringify(profile.user),
    });
    await page.goto('/rewards');
    expect(await shownBalance(page)).toBe('100');
    await expectHeaderLoggedIn(page, member.username);

    const revoked = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await header(page).getByRole('button', { name: 'Logout' }).click();
    // Without a reload: the header and the page switch to the logged-out state.
    await expectHeaderLoggedOut(page);
    await page.getByText(LOGGED_OUT_REWARDS).waitFor({ state: 'visible' });
    expect((await revoked).status()).toBe(200);
    expect(await stored(page)).toEqual({ token: null, user: null });
    expect(await profileStatus(firstToken)).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs in again from the rewards page and comes back to it', async () => {
    const { context, page, errors } = await site.openPage();
    await page.goto('/rewards');
    await page.getByText(LOGGED_OUT_REWARDS).waitFor({ state: 'visible' });
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL('**/login?next=%2Frewards');

    const form = await fillLoginForm(page, member.username, member.password);
    // The show/hide toggle reveals the typed password and hides it again.
    const password = form.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    await form.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await form.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    const loggedIn = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await form.getByRole('button', { name: 'Log In' }).click();
    expect((await loggedIn).status()).toBe(200);
    await page.waitForURL('**/rewards');
    expect(await shownBalance(page)).toBe('100');
    await expectHeaderLoggedIn(page, member.username);
    const { token } = await stored(page);
    expect(token).toBeTruthy();
    expect(token).not.toBe(firstToken);

    // Back on /login while logged in: a short notice instead of the form.
    await page.goto('/login');
    await page.getByText(`You are logged in as ${member.username}.`).waitFor({ state: 'visible' });
    expect(await page.getByRole('form', { name: 'Log in' }).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'My rewards' }).waitFor({ state: 'visible' });

    // A profile edit elsewhere (the user-updated event) renames the header without a reload.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('user', JSON.stringify({ ...user, display_name: 'Captain Points' }));
      window.dispatchEvent(new Event('user-updated'));
    });
    await expectHeaderLoggedIn(page, 'Captain Points');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the server's message for a wrong password, and logs in by e-mail address", async () => {
    await atBothWidths({ site, expectedStatus: 401 }, async (page, viewport) => {
      await page.goto('/login');
      const form = await fillLoginForm(page, member.username, 'not the password');
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
      await form.getByRole('button', { name: 'Log In' }).click();
      const response = await refused;
      expect(response.status()).toBe(401);
      expect(((await response.json()) as { error: string }).error).toBe(INVALID_LOGIN);
      await form.getByRole('alert').getByText(INVALID_LOGIN).waitFor({ state: 'visible' });
      expect(await stored(page)).toEqual({ token: null, user: null });
      await expect(form.getByRole('button', { name: 'Log In' }).isEnabled()).resolves.toBe(true);
      await shotFromTop(page, 'login-error');

      if (viewport === PHONE) {
        // The same form, by e-mail this time and the right password, goes home and logs the menu in.
        await fillLoginForm(page, member.email, member.password);
        await form.getByRole('button', { name: 'Log In' }).click();
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await menu.getByRole('button', { name: 'Logout' }).waitFor({ state: 'visible' });
        await menu.getByRole('link', { name: member.username }).waitFor({ state: 'visible' });
        // Logging out from the phone menu closes it and shows Login and Sign Up again.
        await menu.getByRole('button', { name: 'Logout' }).click();
        await page.getByRole('button', { name: 'Open menu' }).click();
        await menu.getByRole('link', { name: 'Sign Up' }).waitFor({ state: 'visible' });
      }
    });
  });

  it("says 'Auto-login failed' and goes to /login after 2 s when the login after registering fails", async () => {
    const unlucky: Member = { username: 'unlucky', email: 'unlucky@example.com', password: 'flaky network 7' };
    const { context, page, errors } = await site.openPage();
    // The account gets created but the answer brings no session (a server from before, mid-deploy), and the
    // login the page falls back to fails (a dropped connection).
    await page.route('**/api/auth/register', async (route) => {
      const response = await route.fetch();
      const { token: _token, expires_at: _expires, ...json } = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json });
    });
    await page.route('**/api/auth/login', (route) => route.abort('connectionreset'));
    await page.goto('/register');
    const form = await fillRegisterForm(page, unlucky, { newsletter: true });
    const landed = await startTimeline(page, 'Auto-login failed', { path: '/login' });
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').getByText('Auto-login failed').waitFor({ state: 'visible' });
    expect(await page.getByText(`Welcome aboard, ${unlucky.username}!`).count()).toBe(0);
    await expectHeaderLoggedOut(page);
    await page.waitForURL('**/login?next=%2Frewards');
    await page.getByRole('form', { name: 'Log in' }).waitFor({ state: 'visible' });
    const elapsed = await landed();
    expect(elapsed).toBeGreaterThan(1800);
    expect(elapsed).toBeLessThan(3500);

    // The account exists: logging in by hand works and continues to the rewards.
    await page.unroute('**/api/auth/register');
    await page.unroute('**/api/auth/login');
    const login = await fillLoginForm(page, unlucky.username, unlucky.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/rewards');
    expect(await shownBalance(page)).toBe('100');
    expect(errors.filter((e) => !e.includes('ERR_CONNECTION_RESET'))).toEqual([]);
    await context.close();
  });

  it('refuses mismatching passwords in the browser and sends nothing', async () => {
    await atBothWidths({ site }, async (page) => {
      const sent = watchRequests(page, (r) => r.url().includes('/api/auth/'));
      await page.goto('/register');
      const form = await fillRegisterForm(
        page,
        { username: 'typo_person', email: 'typo@example.com', password: 'first try 123' },
        { newsletter: false, confirm: 'first try 124' },
      );
      await form.getByRole('button', { name: 'Create Account' }).click();
      await form.getByText(PASSWORDS_DO_NOT_MATCH).waitFor({ state: 'visible' });
      expect(await form.getByLabel('Confirm password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      // A bad e-mail is caught too, and an empty form names every field.
      await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
      await form.getByRole('button', { name: 'Create Account' }).click();
      await form.getByText('Please enter a valid email address').waitFor({ state: 'visible' });
      await shotFromTop(page, 'register');
      await page.waitForTimeout(300);
      expect(sent).toEqual([]);
    });
  });

  it('registers without the newsletter, goes home after 1.2 s, and can subscribe from /rewards for 100', async () => {
    const plain: Member = { username: 'quiet-shopper', email: 'quiet@example.com', password: 'no spam please 9' };
    const { context, page, errors } = await site.openPage();
    await page.goto('/register');
    const form = await fillRegisterForm(page, plain, { newsletter: false });
    const welcome = `Welcome aboard, ${plain.username}!`;
    const landed = await startTimeline(page, welcome, { path: '/' });
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('status').filter({ hasText: welcome }).waitFor({ state: 'visible' });
    expect(await page.getByText('points added for joining the newsletter').count()).toBe(0);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: /Discover the Internet/ }).waitFor({ state: 'visible' });
    const elapsed = await landed();
    expect(elapsed).toBeGreaterThan(1000);
    expect(elapsed).toBeLessThan(2500);
    await expectHeaderLoggedIn(page, plain.username);

    // A taken username gets the server's 409 message on the form.
    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expectHeaderLoggedOut(page);
    await page.goto('/register');
    const again = await fillRegisterForm(page, { ...plain, email: 'other@example.com' }, { newsletter: false });
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
    await again.getByRole('button', { name: 'Create Account' }).click();
    const response = await refused;
    expect(response.status()).toBe(409);
    const serverError = ((await response.json()) as { error: string }).error;
    await again.getByRole('alert').getByText(serverError).waitFor({ state: 'visible' });

    // Logged in again: no points yet, so the page invites to subscribe; subscribing there pays 100.
    await page.goto('/login?next=%2Frewards');
    const login = await fillLoginForm(page, plain.username, plain.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/rewards');
    expect(await shownBalance(page)).toBe('0');
    await page.getByText('No points yet...').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Subscribe for +100' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Fresh Drops' });
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(plain.email);
    await dialog.getByRole('button', { name: "I'm In" }).click();
    await dialog.getByText(NEWSLETTER_SUCCESS).waitFor({ state: 'visible' });
    await viewportScreenshot(page, 'rewards-subscribed');
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
    // Without a reload the circle and the activity show the new points, and the invitation is gone.
    await page.getByTestId('points-balance').getByText('100', { exact: true }).waitFor({ state: 'visible' });
    await page.getByRole('region', { name: 'Recent activity' }).getByText('Newsletter signup').waitFor();
    expect(await page.getByRole('button', { name: 'Subscribe for +100' }).count()).toBe(0);
    expect(withoutHttpStatus(errors, 409)).toEqual([]);
    await context.close();
  });

  it('asks logged-out visitors to log in on /rewards, at both widths', async () => {
    await atBothWidths({ site }, async (page) => {
      const calls = watchRequests(page, (r) => r.url().includes('/api/points'));
      await page.goto('/rewards');
      await page.getByText(LOGGED_OUT_REWARDS).waitFor({ state: 'visible' });
      const login = page.getByRole('main').getByRole('link', { name: 'Log In' });
      expect(new URL((await login.getAttribute('href')) ?? '', site.baseUrl).pathname).toBe('/login');
      expect(await page.getByTestId('points-balance').count()).toBe(0);
      expect(calls).toEqual([]);
      await shotFromTop(page, 'rewards-logged-out');
    });
  });
});
