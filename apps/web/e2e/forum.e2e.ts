import { FORUM_TEXT, type ThreadDetail, type ThreadPage } from '@dd/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { navigateInApp, PHONE, TAKE_SCREENSHOTS } from './support/browser';
import { expectOnly404Loads, withoutHttpStatus } from './support/errors';
import { gradientPng, registerMembers, screenshotBothAs, type Member } from './support/member-session';
import { openPlayer } from './support/players';
import { holdRequests } from './support/held-requests';
import { useSite } from './support/site';
import { apiCall } from './support/site-api';

const site = useSite();
let alice: Member;
let bob: Member;
let carol: Member;
let admin: Member;

const TITLE = 'Show me your weirdest desk gadget';
const CONTENT = 'Mine is a tiny vacuum shaped like a crab.\nIt actually works!\nProof: https://example.com/crab-vac.';
const ALICE_REPLY_TEXT = 'Ha, where did you find that?';

/** Calls the API as a member (or a visitor). */
const call = <T>(member: Member | null, method: 'GET' | 'POST' | 'DELETE', urlPath: string, body?: unknown) =>
  apiCall<T>(site, member, method, urlPath, body);

async function threadDetail(id: number): Promise<ThreadDetail> {
  const res = await call<ThreadDetail>(null, 'GET', `/api/forum/thread/${id}`);
  expect(res.status).toBe(200);
  return res.body;
}

const main = (page: Page) => page.locator('main');
const replyCard = (page: Page, id: number) => page.locator(`[data-reply-id="${id}"]`);
const threadMenuButton = (page: Page) => main(page).getByRole('button', { name: 'Thread actions' });

/** Opens an item's ellipsis menu and returns its items' names. */
async function openMenu(page: Page, button: Locator): Promise<string[]> {
  await button.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
}

async function chooseFromMenu(page: Page, button: Locator, item: string): Promise<void> {
  await openMenu(page, button);
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

/** The reply card's left edge. */
async function leftOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return box.x;
}

/** The thread ids of /forum, top to bottom. */
async function listedThreadIds(page: Page): Promise<number[]> {
  const rows = main(page).getByTestId('thread-row');
  await rows.first().waitFor();
  return await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-thread-id'))));
}

let threadId = 0;
/** Bob's answer to the thread, Alice's answer to Bob, Bob's answer to Alice. */
let bobReply = 0;
let aliceReply = 0;
let bobDeepReply = 0;
let otherThreadId = 0;

beforeAll(async () => {
  [alice, bob, carol, admin] = await registerMembers(site, ['alice', 'bob', 'carol', 'mod']);
  // An admin the way another admin makes one: the flag on the users row (read on every request).
  await site.server.app.deps.db.kysely.updateTable('users').set({ is_admin: 1 }).where('id', '=', admin.id).execute();
  admin.user = { ...admin.user, is_admin: true };
});

describe('forum: a conversation', () => {
  it('shows visitors the list with a way to log in, and the empty state', async () => {
    const { context, page, errors } = await site.openPage(PHONE);
    // Loading, then a failure with a way to try again.
    const release = await holdRequests(page, '**/api/forum/threads*', {
      answer: (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    });
    await navigateInApp(page, '/forum');
    await main(page).getByRole('heading', { level: 1, name: FORUM_TEXT.title }).waitFor();
    await main(page).getByRole('status').filter({ hasText: FORUM_TEXT.loading }).waitFor();
    release();
    await main(page).getByRole('alert').filter({ hasText: 'Could not load the forum.' }).waitFor();
    await page.unroute('**/api/forum/threads*');
    await main(page).getByRole('button', { name: 'Try again' }).click();
    await main(page).getByText(FORUM_TEXT.noThreads).waitFor();
    expect(withoutHttpStatus(errors, 500)).toEqual([]);
    errors.length = 0;
    expect(await main(page).getByRole('link', { name: FORUM_TEXT.newThread }).count()).toBe(0);
    expect(await main(page).getByRole('link', { name: 'Log in to start a thread' }).getAttribute('href')).toBe(
      '/login?next=%2Fforum%2Fnew',
    );
    await page.goto('/forum/new');
    await main(page).getByText(FORUM_TEXT.mustLogInToPost).waitFor();
    expect(await main(page).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/login?next=%2Fforum%2Fnew',
    );
    expect(await main(page).getByRole('textbox').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets member A post a thread with a photo, checking the form first', async () => {
    const { context, page, errors } = await openPlayer(site, alice);
    await page.goto('/forum');
    await main(page).getByRole('link', { name: FORUM_TEXT.newThread }).click();
    await page.waitForURL('**/forum/new');
    const form = page.getByRole('form', { name: 'New thread' });

    // Nothing filled in: both messages, and nothing sent.
    await form.getByRole('button', { name: 'Post Thread' }).click();
    await form.getByText(FORUM_TEXT.titleRequired).waitFor();
    await form.getByText(FORUM_TEXT.contentRequired).waitFor();

    const title = form.getByRole('textbox', { name: 'Title' });
    await title.fill(TITLE);
    await form.getByText(`${TITLE.length}/100`).waitFor();
    expect(await title.getAttribute('maxlength')).toBe('100');
    await form.getByRole('textbox', { name: 'Content' }).fill(CONTENT);

    // A photo: previewed, removed, chosen again.
    const photo = { name: 'crab.png', mimeType: 'image/png', buffer: gradientPng(640, 400) };
    await form.getByLabel('Add a photo').setInputFiles(photo);
    const preview = form.getByRole('img', { name: 'Photo preview' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await form.getByRole('button', { name: 'Remove photo' }).click();
    await preview.waitFor({ state: 'detached' });
    await form.getByLabel('Add a photo').setInputFiles(photo);
    await preview.waitFor();
    expect(await form.getByLabel('Choose another photo').getAttribute('accept')).toBe(
      'image/jpeg,image/png,image/webp',
    );

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/forum/threads') && r.method() === 'POST');
    await form.getByRole('button', { name: 'Post Thread' }).click();
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await page.waitForURL(/\/forum\/thread\/\d+$/);
    threadId = Number(new URL(page.url()).pathname.split('/').at(-1));

    await main(page).getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await main(page).getByRole('status').filter({ hasText: 'Thread posted! +10 points' }).waitFor();
    // The content as typed: line breaks kept, the address a safe link without its full stop.
    const content = main(page).locator('article').first().locator('.whitespace-pre-wrap');
    expect(await content.innerText()).toBe(CONTENT);
    const link = content.getByRole('link', { name: 'https://example.com/crab-vac' });
    expect(await link.getAttribute('href')).toBe('https://example.com/crab-vac');
    expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');
    expect(await link.getAttribute('target')).toBe('_blank');
    // The photo: stored by the site, re-encoded.
    const image = main(page).getByRole('img', { name: `Photo posted with “${TITLE}”` });
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('main article img[src^="/media/"]');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    expect(await image.getAttribute('src')).toMatch(/^\/media\//);
    // The author links to their profile; the date is the reader's local date-time.
    expect(await main(page).getByRole('link', { name: alice.username, exact: true }).getAttribute('href')).toBe(
      `/user/${alice.id}`,
    );
    const created = (await threadDetail(threadId)).thread.created_at;
    const shown = await main(page).locator(`time[datetime="${created}"]`).textContent();
    expect(shown).toBe(await page.evaluate((iso) => new Date(iso).toLocaleString(), created));
    await main(page).getByText(FORUM_TEXT.noReplies).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets B reply, A answer B and B answer A, nested 32 px a level', async () => {
    // B answers the thread with the form at the bottom, seeing 'Posting...' while it is sent.
    const { context: bobContext, page: bobPage, errors: bobErrors } = await openPlayer(site, bob);
    await bobPage.goto(`/forum/thread/${threadId}`);
    const bottom = bobPage.getByRole('form', { name: 'Reply to this thread' });
    await bottom.getByPlaceholder(FORUM_TEXT.replyPlaceholder).waitFor();
    // Empty: the form refuses it.
    await bottom.getByRole('button', { name: FORUM_TEXT.postReply }).click();
    await bottom.getByRole('alert').filter({ hasText: FORUM_TEXT.replyRequired }).waitFor();
    await bottom.getByPlaceholder(FORUM_TEXT.replyPlaceholder).fill('Amazon, of course.\nSecond line.');
    const release = await holdRequests(bobPage, '**/api/forum/reply');
    await bottom.getByRole('button', { name: FORUM_TEXT.postReply }).click();
    const posting = bottom.getByRole('button', { name: FORUM_TEXT.posting });
    await posting.waitFor();
    expect(await posting.isDisabled()).toBe(true);
    release();
    await bobPage.getByTestId('reply').first().waitFor();
    await main(bobPage).getByRole('status').filter({ hasText: 'Reply posted! +3 points' }).waitFor();
    await bobPage.unroute('**/api/forum/reply');
    bobReply = (await threadDetail(threadId)).replies[0]?.id ?? 0;
    expect(await replyCard(bobPage, bobReply).locator('.whitespace-pre-wrap').innerText()).toBe(
      'Amazon, of course.\nSecond line.',
    );
    expect(await bottom.getByPlaceholder(FORUM_TEXT.replyPlaceholder).inputValue()).toBe('');
    expect(await bobPage.getByText(FORUM_TEXT.noReplies).count()).toBe(0);

    // A answers B through B's menu: the inline form opens under B's reply, focused.
    const { context: aliceContext, page: alicePage, errors: aliceErrors } = await openPlayer(site, alice);
    await alicePage.goto(`/forum/thread/${threadId}`);
    const bobMenu = replyCard(alicePage, bobReply).getByRole('button', { name: `Reply actions: ${bob.username}` });
    expect(await bobMenu.getAttribute('aria-haspopup')).toBe('menu');
    expect(await bobMenu.getAttribute('aria-expanded')).toBe('false');
    expect(await openMenu(alicePage, bobMenu)).toEqual(['Reply', 'Report']);
    expect(await bobMenu.getAttribute('aria-expanded')).toBe('true');
    // Escape closes it and gives the focus back to the button; so does a click elsewhere.
    await alicePage.keyboard.press('Escape');
    await alicePage.getByRole('menu').waitFor({ state: 'detached' });
    expect(await bobMenu.evaluate((el) => el === document.activeElement)).toBe(true);
    await openMenu(alicePage, bobMenu);
    await main(alicePage).getByRole('heading', { level: 1 }).click();
    await alicePage.getByRole('menu').waitFor({ state: 'detached' });
    // Her own thread: Delete, not Report.
    expect(await openMenu(alicePage, threadMenuButton(alicePage))).toEqual(['Reply', 'Delete']);
    await alicePage.keyboard.press('Escape');

    await chooseFromMenu(alicePage, bobMenu, 'Reply');
    const inline = alicePage.getByRole('form', { name: `Reply to ${bob.username}` });
    const inlineField = inline.getByPlaceholder(FORUM_TEXT.replyPlaceholder);
    await inlineField.waitFor();
    expect(await inlineField.evaluate((el) => el === document.activeElement)).toBe(true);
    await inlineField.fill(ALICE_REPLY_TEXT);
    await inline.getByRole('button', { name: FORUM_TEXT.postReply }).click();
    await inline.waitFor({ state: 'detached' });
    await alicePage.getByTestId('reply').nth(1).waitFor();
    aliceReply = (await threadDetail(threadId)).replies.find((r) => r.parent_id === bobReply)?.id ?? 0;
    await replyCard(alicePage, aliceReply).getByText(ALICE_REPLY_TEXT).waitFor();

    // B answers A: the third level.
    await bobPage.reload();
    const aliceMenu = replyCard(bobPage, aliceReply).getByRole('button', {
      name: `Reply actions: ${alice.username}`,
    });
    await chooseFromMenu(bobPage, aliceMenu, 'Reply');
    const deep = bobPage.getByRole('form', { name: `Reply to ${alice.username}` });
    await deep.getByPlaceholder(FORUM_TEXT.replyPlaceholder).fill('A thrift shop in Lisbon. Level three!');
    await deep.getByRole('button', { name: FORUM_TEXT.postReply }).click();
    await deep.waitFor({ state: 'detached' });
    const detail = await threadDetail(threadId);
    bobDeepReply = detail.replies.find((r) => r.parent_id === aliceReply)?.id ?? 0;
    expect(bobDeepReply).toBeGreaterThan(0);
    await replyCard(bobPage, bobDeepReply).waitFor();

    // Each level 32 px further in than its parent at 1280 px.
    const x0 = await leftOf(replyCard(bobPage, bobReply));
    const x1 = await leftOf(replyCard(bobPage, aliceReply));
    const x2 = await leftOf(replyCard(bobPage, bobDeepReply));
    expect(x1 - x0).toBe(32);
    expect(x2 - x1).toBe(32);
    expect(await replyCard(bobPage, bobDeepReply).getAttribute('data-depth')).toBe('2');

    // On a phone the step is smaller but the nesting still shows.
    await bobPage.setViewportSize(PHONE);
    const p0 = await leftOf(replyCard(bobPage, bobReply));
    const p1 = await leftOf(replyCard(bobPage, aliceReply));
    const p2 = await leftOf(replyCard(bobPage, bobDeepReply));
    expect(p1 - p0).toBeGreaterThanOrEqual(12);
    expect(p1 - p0).toBeLessThan(32);
    expect(p2 - p1).toBe(p1 - p0);
    const deepWidth = (await replyCard(bobPage, bobDeepReply).boundingBox())?.width ?? 0;
    expect(deepWidth).toBeGreaterThan(280);

    expect(bobErrors).toEqual([]);
    expect(aliceErrors).toEqual([]);
    await bobContext.close();
    await aliceContext.close();
  });

  it.runIf(TAKE_SCREENSHOTS)('screenshots the thread with its nesting, the list and the new-thread form', async () => {
    await screenshotBothAs(site, bob, `/forum/thread/${threadId}`, 'forum-thread', async (page) => {
      await replyCard(page, bobDeepReply).waitFor();
    });
    await screenshotBothAs(site, alice, '/forum', 'forum-list', async (page) => {
      await page.getByTestId('thread-row').first().waitFor();
    });
    await screenshotBothAs(site, alice, '/forum/new', 'forum-new', async (page) => {
      await page.getByRole('form', { name: 'New thread' }).waitFor();
    });
  });

  it('lists threads by latest activity with the reply count, author and photo', async () => {
    // B starts a thread after A's: it comes first.
    const created = await call<{ thread: { id: number } }>(bob, 'POST', '/api/forum/threads', {
      title: 'Gift ideas for a cat person?',
      content: 'Budget $20. Go!',
    });
    expect(created.status).toBe(201);
    otherThreadId = created.body.thread.id;

    const { context, page, errors } = await site.openPage();
    await page.goto('/forum');
    expect(await listedThreadIds(page)).toEqual([otherThreadId, threadId]);
    const row = main(page).locator(`[data-thread-id="${threadId}"]`);
    expect((await row.getByTestId('reply-count').textContent())?.trim()).toContain('3 replies');
    await row.getByText('Last activity').waitFor();
    expect(await row.getByRole('link', { name: TITLE }).getAttribute('href')).toBe(`/forum/thread/${threadId}`);
    expect(await row.getByRole('link', { name: alice.username, exact: true }).getAttribute('href')).toBe(
      `/user/${alice.id}`,
    );
    expect(await row.locator('img[src^="/media/"]').count()).toBe(1);
    await row.getByText('Mine is a tiny vacuum shaped like a crab.').waitFor();
    // The other row has no photo, and its author has the fallback avatar (an initial).
    const other = main(page).locator(`[data-thread-id="${otherThreadId}"]`);
    expect(await other.locator('img').count()).toBe(0);
    expect((await other.getByRole('link', { name: bob.username, exact: true }).textContent())?.trim()).toBe(
      bob.username,
    );

    // A new reply moves A's thread back to the top.
    const replied = await call(bob, 'POST', '/api/forum/reply', { thread_id: threadId, content: 'Bump!' });
    expect(replied.status).toBe(201);
    await page.reload();
    expect(await listedThreadIds(page)).toEqual([threadId, otherThreadId]);
    expect(
      (await main(page).locator(`[data-thread-id="${threadId}"]`).getByTestId('reply-count').textContent())?.trim(),
    ).toContain('4 replies');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('collapses the threads and replies of a member the viewer blocked, with a way to show them', async () => {
    expect((await call(alice, 'POST', '/api/moderation/block', { blocked_id: bob.id })).status).toBe(200);
    const { context, page } = await openPlayer(site, alice);
    await page.goto('/forum');
    const bobsRow = main(page).locator(`[data-thread-id="${otherThreadId}"]`);
    await bobsRow.getByText(FORUM_TEXT.blockedContent).waitFor();
    expect(await bobsRow.getByText('Gift ideas for a cat person?').count()).toBe(0);
    await bobsRow.getByRole('button', { name: 'Show anyway' }).click();
    await bobsRow.getByRole('link', { name: 'Gift ideas for a cat person?' }).waitFor();

    await page.goto(`/forum/thread/${threadId}`);
    const card = replyCard(page, bobReply);
    await card.getByText(FORUM_TEXT.blockedContent).waitFor();
    expect(await card.getByText('Amazon, of course.').count()).toBe(0);
    // Her own answer under it is shown as usual.
    await replyCard(page, aliceReply).getByText(ALICE_REPLY_TEXT).waitFor();
    await card.getByRole('button', { name: 'Show anyway' }).click();
    await card.getByText('Amazon, of course.', { exact: false }).waitFor();
    await context.close();
    expect((await call(alice, 'DELETE', `/api/moderation/block?blocked_id=${bob.id}`)).status).toBe(200);
  });

  it('lets a visitor read the thread, but not reply or delete', async () => {
    const { context, page, errors } = await site.openPage(PHONE);
    await page.goto(`/forum/thread/${threadId}`);
    await main(page).getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await replyCard(page, bobDeepReply).waitFor();
    const login = main(page).getByRole('link', { name: FORUM_TEXT.loginToReply });
    expect(await login.getAttribute('href')).toBe(`/login?next=%2Fforum%2Fthread%2F${threadId}`);
    expect(await main(page).getByPlaceholder(FORUM_TEXT.replyPlaceholder).count()).toBe(0);
    expect(await openMenu(page, threadMenuButton(page))).toEqual(['Reply', 'Report']);
    // Reply shows where to log in instead of a form.
    await page.getByRole('menuitem', { name: 'Reply' }).click();
    await expect.poll(() => main(page).getByRole('link', { name: FORUM_TEXT.loginToReply }).count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the report dialog for a reply from its menu', async () => {
    const { context, page } = await openPlayer(site, alice);
    await page.goto(`/forum/thread/${threadId}`);
    await chooseFromMenu(
      page,
      replyCard(page, bobReply).getByRole('button', { name: `Reply actions: ${bob.username}` }),
      'Report',
    );
    const dialog = page.getByRole('dialog', { name: 'Report Content' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it("lets B delete own replies: a leaf goes, one with answers leaves 'This reply was deleted.'", async () => {
    const { context, page, errors } = await openPlayer(site, bob);
    await page.goto(`/forum/thread/${threadId}`);

    const deepMenu = replyCard(page, bobDeepReply).getByRole('button', { name: `Reply actions: ${bob.username}` });
    expect(await openMenu(page, deepMenu)).toEqual(['Reply', 'Delete']);
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete reply' });
    await dialog.getByText(FORUM_TEXT.deleteReplyConfirm).waitFor();
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await replyCard(page, bobDeepReply).waitFor();

    // A failure is shown in the dialog, the reply stays.
    await page.route(`**/api/forum/reply/${bobDeepReply}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await chooseFromMenu(page, deepMenu, 'Delete');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: FORUM_TEXT.deleteReplyFailed }).waitFor();
    await page.unroute(`**/api/forum/reply/${bobDeepReply}`);

    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await replyCard(page, bobDeepReply).waitFor({ state: 'detached' });

    // His first reply has Alice's answer under it: it keeps its place, without content or author.
    await chooseFromMenu(
      page,
      replyCard(page, bobReply).getByRole('button', { name: `Reply actions: ${bob.username}` }),
      'Delete',
    );
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const placeholder = replyCard(page, bobReply);
    await placeholder.getByText(FORUM_TEXT.deletedReply).waitFor();
    expect(await placeholder.getByText('Amazon, of course.').count()).toBe(0);
    expect(await placeholder.getByRole('button').count()).toBe(0);
    expect((await leftOf(replyCard(page, aliceReply))) - (await leftOf(placeholder))).toBe(32);
    expect(withoutHttpStatus(errors, 500)).toEqual([]);
    await context.close();
  });

  it("gives the admin 'Admin Delete' on others' items, and deleting the last answer removes the placeholder", async () => {
    const { context, page, errors } = await openPlayer(site, admin);
    await page.goto(`/forum/thread/${threadId}`);
    expect(await openMenu(page, threadMenuButton(page))).toEqual(['Reply', 'Report', 'Admin Delete']);
    await page.keyboard.press('Escape');

    await chooseFromMenu(
      page,
      replyCard(page, aliceReply).getByRole('button', { name: `Reply actions: ${alice.username}` }),
      'Admin Delete',
    );
    const dialog = page.getByRole('dialog', { name: 'Delete reply' });
    await dialog.getByText(FORUM_TEXT.deleteReplyConfirm).waitFor();
    await dialog.getByRole('button', { name: 'Admin Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await replyCard(page, aliceReply).waitFor({ state: 'detached' });
    await replyCard(page, bobReply).waitFor({ state: 'detached' });
    // The bump reply is all that is left.
    expect(await page.getByTestId('reply').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets A delete the thread after confirming, landing on /forum; then it is not found', async () => {
    const { context, page, errors } = await openPlayer(site, alice);
    await page.goto(`/forum/thread/${threadId}`);
    await chooseFromMenu(page, threadMenuButton(page), 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Delete thread' });
    await dialog.getByText(FORUM_TEXT.deleteThreadConfirm).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/forum');
    expect(await listedThreadIds(page)).toEqual([otherThreadId]);
    expect(errors).toEqual([]);

    await page.goto(`/forum/thread/${threadId}`);
    await main(page).getByText(FORUM_TEXT.threadNotFound).waitFor();
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    await context.close();
  });

  it("says 'Thread not found.' for an unknown or malformed id", async () => {
    const { context, page, errors } = await site.openPage();
    await page.goto('/forum/thread/999999');
    await main(page).getByText(FORUM_TEXT.threadNotFound).waitFor();
    expect(await main(page).getByRole('link', { name: 'Back to Forum' }).getAttribute('href')).toBe('/forum');
    await page.goto('/forum/thread/abc');
    await main(page).getByText(FORUM_TEXT.threadNotFound).waitFor();
    expectOnly404Loads(errors);
    await context.close();
  });

  it("shows the server's refusal when a new account has started its threads for the day", async () => {
    for (let i = 1; i <= 3; i++) {
      const res = await call(carol, 'POST', '/api/forum/threads', { title: `Carol ${i}`, content: 'Hello' });
      expect(res.status).toBe(201);
    }
    const { context, page, errors } = await openPlayer(site, carol, PHONE);
    await page.goto('/forum/new');
    const form = page.getByRole('form', { name: 'New thread' });
    await form.getByRole('textbox', { name: 'Title' }).fill('One too many');
    await form.getByRole('textbox', { name: 'Content' }).fill('Hello again');
    await form.getByRole('button', { name: 'Post Thread' }).click();
    await form.getByRole('alert').filter({ hasText: FORUM_TEXT.newAccountThreadLimit }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/forum/new');
    expect(withoutHttpStatus(errors, 429)).toEqual([]);
    const list = await call<ThreadPage>(null, 'GET', '/api/forum/threads');
    expect(list.body.threads.some((t) => t.title === 'One too many')).toBe(false);
    await context.close();
  });
});
