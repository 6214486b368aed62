import { UPLOAD_TEXT, type OwnProfileResponse, type PublicProfileResponse, type WishlistResponse } from '@dd/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { navigateInApp, PHONE, screenshot, watchRequests } from './support/browser';
import { expectOnly404Loads, withoutHttpStatus } from './support/errors';
import { gradientPng, memberApi, registerMember, screenshotBothAs, type Member } from './support/member-session';
import { holdRequests } from './support/held-requests';
import { openPlayer } from './support/players';
import { useSite } from './support/site';
import { apiCall } from './support/site-api';

const MUST_LOG_IN = 'You must be logged in to view your profile.';
const DISPLAY_NAME = 'Quacky McDuck';
const BIO = 'I collect weird ducks.\nAlso lamps shaped like geese.';

const site = useSite();
let me: Member;
let other: Member;

beforeAll(async () => {
  [me, other] = await Promise.all([registerMember(site, 'quacky'), registerMember(site, 'goose')]);
});

/** The texts of a profile figure: its value, then its detail line (a rank) if any. */
async function stat(page: Page, label: string): Promise<string[]> {
  const tile = page.locator('main dl > div').filter({ has: page.locator('dt').getByText(label, { exact: true }) });
  return (await tile.locator('dd').allTextContents()).map((t) => t.trim());
}

async function ownProfile(member: Member): Promise<OwnProfileResponse> {
  return memberApi<OwnProfileResponse>(site, member, '/api/auth/profile');
}

/** The header's profile link: the avatar image in it, or null while it shows the icon. */
async function headerAvatar(page: Page): Promise<{ src: string; naturalWidth: number } | null> {
  return page.evaluate(async () => {
    const img = document.querySelector<HTMLImageElement>('header a[href="/profile"] img');
    if (!img) return null;
    await img.decode().catch(() => undefined);
    return { src: img.getAttribute('src') ?? '', naturalWidth: img.naturalWidth };
  });
}

describe('own profile', () => {
  it('asks a visitor to log in', async () => {
    const { context, page, errors } = await site.openPage(PHONE);
    await page.goto('/profile');
    await page.getByText(MUST_LOG_IN).waitFor();
    expect(await page.locator('main').getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/login?next=%2Fprofile',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the username while there is no display name, the follow counts and the points', async () => {
    const { context, page, errors } = await openPlayer(site, me);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: me.username, exact: true }).waitFor();
    await page.locator('main').getByText(`@${me.username}`, { exact: true }).waitFor();
    expect(await stat(page, 'Followers')).toEqual(['0']);
    expect(await stat(page, 'Following')).toEqual(['0']);
    expect((await stat(page, 'Points'))[0]).toBe('0');
    expect(await page.getByRole('link', { name: 'View public profile' }).getAttribute('href')).toBe(`/user/${me.id}`);
    // No wishlist yet: the way to start one.
    await page.getByRole('button', { name: 'Create Wishlist' }).waitFor();
    // The fallback avatar: the first letter of the name.
    const fallback = page.getByRole('img', { name: `${me.username}'s profile photo` });
    expect((await fallback.textContent())?.trim()).toBe(me.username[0]?.toUpperCase());
    expect(errors).toEqual([]);
    await context.close();
  });

  it('saves display name, bio and an uploaded photo, and the header shows the new avatar', async () => {
    const { context, page, errors } = await openPlayer(site, me);
    await page.goto('/profile');
    const form = page.locator('main form');
    await form.waitFor();
    expect(await headerAvatar(page)).toBeNull();

    await form.getByRole('textbox', { name: 'Display name' }).fill(DISPLAY_NAME);
    const bio = form.getByRole('textbox', { name: 'Bio' });
    await bio.fill(BIO);
    await form.getByText(`${BIO.length}/500`).waitFor();
    await form.getByLabel('Upload Photo').setInputFiles({
      name: 'duck.png',
      mimeType: 'image/png',
      buffer: gradientPng(400, 300),
    });
    const preview = form.getByRole('img', { name: 'New profile photo preview' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);

    // Hold the answer to see the sending state.
    const release = await holdRequests(page, '**/api/auth/profile', { only: (r) => r.method() === 'PUT' });
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/auth/profile') && r.method() === 'PUT');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByRole('button', { name: 'Saving...' }).waitFor();
    expect(await form.getByRole('button', { name: 'Saving...' }).isDisabled()).toBe(true);
    const request = await sent;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    release();
    await form.getByText('Profile saved!').waitFor();
    await page.unroute('**/api/auth/profile');

    await page.getByRole('heading', { level: 1, name: DISPLAY_NAME, exact: true }).waitFor();
    await page.waitForFunction(() => document.querySelector('header a[href="/profile"] img') !== null);
    const avatar = await headerAvatar(page);
    expect(avatar?.src).toMatch(/^\/media\//);
    expect(avatar?.naturalWidth).toBe(256);
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: `Profile: ${DISPLAY_NAME}` })
        .count(),
    ).toBe(1);

    const saved = await ownProfile(me);
    // Later sign-ins store the member as the login answer would now give it.
    me.user = saved.user;
    expect(saved.user.display_name).toBe(DISPLAY_NAME);
    expect(saved.user.avatar_url).toBe(avatar?.src);

    // After a reload the form holds the saved values and the photo loads at its stored size.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: DISPLAY_NAME, exact: true }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Display name' }).inputValue()).toBe(DISPLAY_NAME);
    expect(await form.getByRole('textbox', { name: 'Bio' }).inputValue()).toBe(BIO);
    const photo = page.getByRole('img', { name: `${DISPLAY_NAME}'s profile photo` });
    await page.waitForFunction((alt) => {
      const img = document.querySelector<HTMLImageElement>(`main img[alt="${alt}"]`);
      return img !== null && img.complete && img.naturalWidth === 256;
    }, `${DISPLAY_NAME}'s profile photo`);
    expect(await photo.getAttribute('src')).toBe(saved.user.avatar_url);
    expect(errors).toEqual([]);
    await context.close();
    // Stored as typed: multipart sends line breaks as CRLF, which must not reach the member's bio.
    expect(saved.user.bio).toBe(BIO);
  });

  it('refuses a file that is not an image: at once for the wrong type, with the server message for fake content', async () => {
    const before = (await ownProfile(me)).user.avatar_url;
    const { context, page, errors } = await openPlayer(site, me, PHONE);
    const puts = watchRequests(page, (r) => r.method() === 'PUT');
    await page.goto('/profile');
    const form = page.locator('main form');
    const upload = form.getByLabel('Upload Photo');

    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await form.getByRole('alert').filter({ hasText: UPLOAD_TEXT.notAnImage }).waitFor();
    expect(puts).toEqual([]);

    // Named and typed like a PNG, but not one: only the server can tell.
    await upload.setInputFiles({
      name: 'totally-a-photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is plain text pretending to be a picture'),
    });
    await form.getByRole('alert').waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Save Changes' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(UPLOAD_TEXT.notAnImage);
    expect(puts).toHaveLength(1);
    expect((await ownProfile(me)).user.avatar_url).toBe(before);
    expect(withoutHttpStatus(errors, 400)).toEqual([]);
    await context.close();
  });

  it('starts a wishlist from a random product, after which the profile shows it', async () => {
    const { context, page } = await openPlayer(site, me);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Create Wishlist' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    const heart = page.locator('main').getByRole('button', { name: 'Add to wishlist' });
    await heart.waitFor();
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await heart.click();
    await page.locator('main').getByRole('button', { name: 'Remove from wishlist', pressed: true }).waitFor();
    await page.locator('main').getByRole('status').filter({ hasText: '+2 points' }).waitFor();

    await page.goto('/profile');
    const grid = page.getByRole('list', { name: 'My wishlist products' });
    await grid.getByRole('heading', { name, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Create Wishlist' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Manage wishlist/ }).getAttribute('href')).toBe('/wishlist');
    expect((await stat(page, 'Points'))[0]).toBe('2');
    await context.close();

    await screenshotBothAs(site, me, '/profile', 'profile', async (p) => {
      await p.getByRole('list', { name: 'My wishlist products' }).waitFor();
    });
  });
});

describe('public profile', () => {
  it('lets a member follow and unfollow another member, with the count from the server', async () => {
    const { context, page, errors } = await openPlayer(site, me);
    await page.goto(`/user/${other.id}`);
    await page.getByRole('heading', { level: 1, name: other.username, exact: true }).waitFor();
    await page.locator('main').getByText(`@${other.username}`, { exact: true }).waitFor();
    expect(await stat(page, 'Followers')).toEqual(['0']);
    expect(await stat(page, 'PvP Rating')).toEqual(['Unrated']);
    expect(await stat(page, 'Puzzle Score')).toEqual(['No score yet', '(Not ranked)']);
    await page.getByText(`${other.username} has not posted in the forum yet.`).waitFor();
    expect(await page.getByRole('link', { name: 'Edit profile' }).count()).toBe(0);

    await page.getByRole('button', { name: `Follow ${other.username}`, exact: true }).click();
    await page.getByRole('button', { name: `Unfollow ${other.username}`, exact: true }).waitFor();
    expect(await stat(page, 'Followers')).toEqual(['1']);
    const followed = await memberApi<PublicProfileResponse>(site, me, `/api/user/${other.id}/profile`);
    expect(followed.followers).toBe(1);
    expect(followed.is_following).toBe(true);
    expect((await ownProfile(me)).following).toBe(1);

    await page.getByRole('button', { name: `Unfollow ${other.username}`, exact: true }).click();
    await page.getByRole('button', { name: `Follow ${other.username}`, exact: true }).waitFor();
    expect(await stat(page, 'Followers')).toEqual(['0']);
    expect((await memberApi<PublicProfileResponse>(site, me, `/api/user/${other.id}/profile`)).followers).toBe(0);

    // Followed again, it survives a reload.
    await page.getByRole('button', { name: `Follow ${other.username}`, exact: true }).click();
    await page.getByRole('button', { name: `Unfollow ${other.username}`, exact: true }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: `Unfollow ${other.username}`, exact: true }).waitFor();
    expect(await stat(page, 'Followers')).toEqual(['1']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows your own profile with an Edit profile link instead of Follow', async () => {
    const { context, page } = await openPlayer(site, me);
    await page.goto(`/user/${me.id}`);
    await page.getByRole('heading', { level: 1, name: DISPLAY_NAME, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/profile');
    expect(await page.getByRole('button', { name: /Follow/ }).count()).toBe(0);
    await page.locator('main').getByText('I collect weird ducks.', { exact: false }).waitFor();
    await context.close();
  });

  it('sends a visitor to log in to follow, and shows a public wishlist', async () => {
    // Make my wishlist public: the profile then shows it.
    const list = await memberApi<WishlistResponse>(site, me, `/api/wishlist/${me.id}`);
    await memberApi(site, me, '/api/wishlist/toggle-public', { wishlist_id: list.wishlist?.id, is_public: true });
    const product = list.items[0]?.product;
    expect(product).toBeTruthy();

    const { context, page, errors } = await site.openPage();
    await page.goto(`/user/${me.id}`);
    await page.getByRole('heading', { level: 1, name: DISPLAY_NAME, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Log in to follow' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(`/user/${me.id}`)}`,
    );
    expect(await stat(page, 'Followers')).toEqual(['0']);
    const grid = page.getByRole('list', { name: `${DISPLAY_NAME}'s wishlist products` });
    await grid.getByRole('heading', { name: product?.name ?? '', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /Open shared wishlist/ }).getAttribute('href')).toBe(
      `/wishlist/share/${list.wishlist?.share_slug ?? ''}`,
    );
    expect(errors).toEqual([]);
    await context.close();

    await screenshotBothAs(site, null, `/user/${me.id}`, 'user-profile', async (p) => {
      await p.getByRole('heading', { level: 1, name: DISPLAY_NAME, exact: true }).waitFor();
      await p.getByRole('list', { name: `${DISPLAY_NAME}'s wishlist products` }).waitFor();
    });
    await screenshotBothAs(site, me, `/user/${other.id}`, 'user-profile-follow', async (p) => {
      await p.getByRole('button', { name: `Unfollow ${other.username}`, exact: true }).waitFor();
    });
  });

  it('shows the replies of a member who has only replied, not that they never posted', async () => {
    const replier = await registerMember(site, 'replier');
    const thread = await apiCall<{ thread: { id: number } }>(site, me, 'POST', '/api/forum/threads', {
      title: 'Which desk toy keeps you sane?',
      content: 'Asking for a friend who works from home.',
    });
    expect(thread.status).toBe(201);
    const reply = await apiCall(site, replier, 'POST', '/api/forum/reply', {
      thread_id: thread.body.thread.id,
      content: 'A Newton cradle, obviously.\nIt never needs charging.',
    });
    expect(reply.status).toBe(201);

    const { context, page, errors } = await site.openPage(PHONE);
    await page.goto(`/user/${replier.id}`);
    await page.getByText(`${replier.username} has not started a thread yet.`, { exact: true }).waitFor();
    expect(await page.getByText('has not posted in the forum yet', { exact: false }).count()).toBe(0);
    const replies = page.getByRole('region', { name: 'Recent Replies' });
    const link = replies.getByRole('link', { name: /Which desk toy keeps you sane\?/ });
    expect(await link.getAttribute('href')).toBe(`/forum/thread/${thread.body.thread.id}`);
    expect(await link.textContent()).toContain('A Newton cradle, obviously. It never needs charging.');
    await screenshot(page, 'user-profile-replies');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says User not found. for an unknown member, and Failed to load profile. when loading fails', async () => {
    const { context, page, errors } = await site.openPage(PHONE);
    await page.goto('/user/999999');
    await page.getByText('User not found.', { exact: true }).waitFor();
    await page.goto('/user/not-a-number');
    await page.getByText('User not found.', { exact: true }).waitFor();
    expectOnly404Loads(errors);

    await page.route(`**/api/user/${other.id}/profile`, (route) => route.fulfill({ status: 500, body: '' }));
    // The server sends the profile with the page; a failure to load shows on an in-app navigation.
    await navigateInApp(page, `/user/${other.id}`);
    await page.getByText('Failed to load profile.', { exact: true }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
