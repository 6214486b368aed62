import { FORUM_PAGE_SIZE, FORUM_TEXT, type ReplyCreatedResponse, type ThreadCreatedResponse } from '@dd/contracts';
import { sql } from 'kysely';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, watchErrors } from './support/browser';
import { registerMember, signedInPage, type Member } from './support/member-session';
import { openPlayer } from './support/players';
import { useSite } from './support/site';
import { apiCall } from './support/site-api';

const site = useSite();
let alice: Member;
let bob: Member;

/** Push delivers within this; the issue asks for "within a second". */
const LIVE_MS = 1_000;

async function call<T>(member: Member, method: 'POST' | 'DELETE', urlPath: string, body?: unknown): Promise<T> {
  const res = await apiCall<T>(site, member, method, urlPath, body);
  expect(res.status, `${method} ${urlPath}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

const startThread = async (member: Member, title: string, content = 'Tell me everything.') =>
  (await call<ThreadCreatedResponse>(member, 'POST', '/api/forum/threads', { title, content })).thread.id;

const reply = async (member: Member, threadId: number, content: string, parentId: number | null = null) =>
  (
    await call<ReplyCreatedResponse>(member, 'POST', '/api/forum/reply', {
      thread_id: threadId,
      content,
      parent_id: parentId,
    })
  ).reply.id;

/** A context that fails in seconds, not after Playwright's 30 s default. */
async function newContext(viewport = DESKTOP): Promise<BrowserContext> {
  const context = await site.newContext(viewport);
  context.setDefaultTimeout(10_000);
  return context;
}

/**
 * Resolves once the page's push socket says it holds `topic` (the server's `subscribed` answer). Call it before
 * the page navigates: it watches the sockets the page opens from then on.
 */
function pushHolds(page: Page, topic: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const message = JSON.parse(String(payload)) as { type?: string; topics?: string[] };
        if (message.type === 'subscribed' && message.topics?.includes(topic)) resolve();
      });
    });
  });
}

/**
 * Starts watching the page for `text`; the returned function waits for it and gives the epoch milliseconds at
 * which the page first showed it (the page's own clock, so the test runner's delays stay out of it).
 */
async function watchFor(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((text) => {
    const found = { at: 0 };
    (window as unknown as { __found: Record<string, typeof found> }).__found ??= {};
    (window as unknown as { __found: Record<string, typeof found> }).__found[text] = found;
    const check = () => {
      if (found.at === 0 && document.querySelector('main')?.textContent?.includes(text)) {
        found.at = performance.timeOrigin + performance.now();
      }
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
    check();
  }, text);
  return async () => {
    const handle = await page.waitForFunction(
      (text) => (window as unknown as { __found: Record<string, { at: number }> }).__found[text]?.at || null,
      text,
    );
    return (await handle.jsonValue()) as number;
  };
}

/** Epoch milliseconds at which an API call made now has been answered. */
async function timed<T>(action: () => Promise<T>): Promise<{ value: T; doneAt: number }> {
  const value = await action();
  return { value, doneAt: Date.now() };
}

const replyCard = (page: Page, id: number) => page.locator(`[data-reply-id="${id}"]`);
const topOf = async (page: Page, id: number) => (await replyCard(page, id).boundingBox())?.y ?? Number.NaN;

beforeAll(async () => {
  [alice, bob] = await Promise.all([registerMember(site, 'alice'), registerMember(site, 'bob')]);
  // Old hands: a new account may start only a few threads a day, and this file needs more.
  await sql`UPDATE users SET created_at = '2020-01-01T00:00:00.000Z'`.execute(site.server.app.deps.db.kysely);
});

describe('forum, live: the thread page', () => {
  let threadId = 0;
  const early: number[] = [];

  beforeAll(async () => {
    threadId = await startThread(alice, 'Best gadget under $20?');
    for (let i = 1; i <= 12; i++) early.push(await reply(i % 2 ? bob : alice, threadId, `Early idea number ${i}.`));
  });

  it("shows another member's reply within a second, keeping the reader's place and what they type", async () => {
    const { context, page, errors } = await openPlayer(site, bob);
    const subscribed = pushHolds(page, `thread:${threadId}`);
    await page.goto(`/forum/thread/${threadId}`);
    await replyCard(page, early[11] ?? 0).waitFor();
    await subscribed;

    // Reading in the middle: an answer to an early reply lands above, and the page does not move under Bob.
    await replyCard(page, early[6] ?? 0).evaluate((el) =>
      window.scrollTo(0, el.getBoundingClientRect().top + scrollY - 120),
    );
    const before = await topOf(page, early[6] ?? 0);
    const shown = await watchFor(page, 'Nested answer from Alice');
    const posted = await timed(() => reply(alice, threadId, 'Nested answer from Alice', early[1] ?? null));
    const delay = (await shown()) - posted.doneAt;
    console.warn(`another member's reply shown ${Math.round(delay)} ms after the API answered`);
    expect(delay).toBeLessThan(LIVE_MS);
    await replyCard(page, posted.value).waitFor();
    expect(Math.abs((await topOf(page, early[6] ?? 0)) - before)).toBeLessThan(2);

    // The same where the browser does not hold the scroll itself (Safari has no scroll anchoring).
    await page.addStyleTag({ content: '* { overflow-anchor: none !important; }' });
    const beforeSafari = await topOf(page, early[6] ?? 0);
    const nested = await reply(alice, threadId, 'Another nested answer', early[2] ?? null);
    await replyCard(page, nested).waitFor();
    expect(Math.abs((await topOf(page, early[6] ?? 0)) - beforeSafari)).toBeLessThan(2);

    // Typing at the bottom: a new reply arrives just above the form, which stays put with its text and focus.
    const form = page.getByRole('form', { name: 'Reply to this thread' });
    const field = form.getByPlaceholder(FORUM_TEXT.replyPlaceholder);
    await field.scrollIntoViewIfNeeded();
    await field.fill('Half a thought about');
    const formTop = (await form.boundingBox())?.y ?? Number.NaN;
    const last = await reply(alice, threadId, 'A brand new idea at the end');
    await replyCard(page, last).waitFor();
    expect(await field.inputValue()).toBe('Half a thought about');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(Math.abs(((await form.boundingBox())?.y ?? Number.NaN) - formTop)).toBeLessThan(2);
    expect(await replyCard(page, last).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes a deleted reply away, and moves an answer in progress to the thread form when its reply goes', async () => {
    const target = await reply(alice, threadId, 'Delete me soon');
    const lonely = await reply(alice, threadId, 'Short-lived reply');
    const { context, page, errors } = await openPlayer(site, bob, PHONE);
    const subscribed = pushHolds(page, `thread:${threadId}`);
    await page.goto(`/forum/thread/${threadId}`);
    await replyCard(page, lonely).waitFor();
    await subscribed;

    // A reply without answers disappears.
    const started = Date.now();
    await call(alice, 'DELETE', `/api/forum/reply/${lonely}`);
    await replyCard(page, lonely).waitFor({ state: 'detached', timeout: 3_000 });
    expect(Date.now() - started).toBeLessThan(LIVE_MS + 500);

    // Bob answers Alice's reply; she deletes it while he types: his text moves to the thread's form.
    await replyCard(page, target)
      .getByRole('button', { name: `Reply actions: ${alice.username}` })
      .click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Reply', exact: true }).click();
    const inline = page.getByRole('form', { name: `Reply to ${alice.username}` });
    await inline.getByPlaceholder(FORUM_TEXT.replyPlaceholder).fill('Where can I buy');
    await call(alice, 'DELETE', `/api/forum/reply/${target}`);
    await inline.waitFor({ state: 'detached' });
    const form = page.getByRole('form', { name: 'Reply to this thread' });
    expect(await form.getByPlaceholder(FORUM_TEXT.replyPlaceholder).inputValue()).toBe('Where can I buy');
    await page.getByText('The reply you were answering was just deleted, so your text moved down here.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a thread deleted while it is open as not found', async () => {
    const doomed = await startThread(alice, 'This will vanish');
    const { context, page } = await openPlayer(site, bob);
    const subscribed = pushHolds(page, `thread:${doomed}`);
    await page.goto(`/forum/thread/${doomed}`);
    await page.getByRole('heading', { level: 1, name: 'This will vanish' }).waitFor();
    await subscribed;
    await call(alice, 'DELETE', `/api/forum/thread/${doomed}`);
    await page.getByText(FORUM_TEXT.threadNotFound).first().waitFor({ timeout: 3_000 });
    expect(await page.title()).toContain(FORUM_TEXT.threadNotFound);
    await context.close();
  });
});

describe('forum, live: the thread list', () => {
  it('brings new threads and replies to the top of page 1 by itself', async () => {
    const older = await startThread(alice, 'An older question');
    const { context, page, errors } = await openPlayer(site, bob);
    const subscribed = pushHolds(page, 'forum');
    await page.goto('/forum');
    await page.getByRole('link', { name: 'An older question' }).waitFor();
    await subscribed;

    const shown = await watchFor(page, 'Fresh off the press');
    const started = await timed(() => startThread(alice, 'Fresh off the press'));
    const delay = (await shown()) - started.doneAt;
    console.warn(`a new thread shown on the list ${Math.round(delay)} ms after the API answered`);
    expect(delay).toBeLessThan(LIVE_MS);
    const rows = page.getByTestId('thread-row');
    expect(await rows.first().getAttribute('data-thread-id')).toBe(String(started.value));
    expect(await rows.first().getAttribute('data-fresh')).toBe('true');

    await reply(alice, older, 'Bumping this');
    const olderRow = page.locator(`[data-testid="thread-row"][data-thread-id="${older}"]`);
    await page.waitForFunction(
      (id) => document.querySelector('[data-testid="thread-row"]')?.getAttribute('data-thread-id') === String(id),
      older,
    );
    expect(await olderRow.getByTestId('reply-count').textContent()).toContain('1 reply');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a refresh on later pages instead of moving them under the reader', async () => {
    for (let i = 0; i < FORUM_PAGE_SIZE; i++) await startThread(alice, `Filler thread ${i}`);
    const { context, page, errors } = await openPlayer(site, bob, PHONE);
    const subscribed = pushHolds(page, 'forum');
    await page.goto('/forum?page=2');
    await page.getByTestId('thread-row').first().waitFor();
    await subscribed;
    const rowsBefore = await page.getByTestId('thread-row').evaluateAll((els) => els.map((el) => el.outerHTML));

    const lastOnPage = await page.getByTestId('thread-row').last().getAttribute('data-thread-id');
    await reply(alice, Number(lastOnPage), 'Back to the top with you');
    const refresh = page.getByRole('button', { name: 'New activity — refresh' });
    await refresh.waitFor({ timeout: 3_000 });
    expect(await page.getByTestId('thread-row').evaluateAll((els) => els.map((el) => el.outerHTML))).toEqual(
      rowsBefore,
    );
    await refresh.click();
    await refresh.waitFor({ state: 'detached' });
    expect(
      await page.locator(`[data-testid="thread-row"][data-thread-id="${lastOnPage}"]`).count(),
      'the replied thread left page 2 for the top of page 1',
    ).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('forum, live: without push', () => {
  it('works as before when the socket cannot connect: reading, replying, the list', async () => {
    const threadId = await startThread(alice, 'Offline-friendly thread');
    const context = await newContext();
    let attempts = 0;
    await context.routeWebSocket(/\/api\/realtime$/, (socket) => {
      attempts += 1;
      socket.close({ code: 1011, reason: 'down for the test' });
    });
    const page = await signedInPage(context, bob);
    const errors = watchErrors(page);
    await page.goto('/forum');
    await page.getByRole('link', { name: 'Offline-friendly thread' }).click();
    await page.getByRole('heading', { level: 1, name: 'Offline-friendly thread' }).waitFor();
    const form = page.getByRole('form', { name: 'Reply to this thread' });
    await form.getByPlaceholder(FORUM_TEXT.replyPlaceholder).fill('Still works without push');
    await form.getByRole('button', { name: FORUM_TEXT.postReply }).click();
    await page.getByTestId('reply').filter({ hasText: 'Still works without push' }).waitFor();
    // Someone else's reply shows on the next visit, as before push.
    await reply(alice, threadId, 'Seen after a reload');
    await page.reload();
    await page.getByText('Seen after a reload').waitFor();
    expect(attempts).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens no socket for a visitor', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto('/forum');
    await page.getByRole('heading', { level: 1, name: FORUM_TEXT.title }).waitFor();
    await page.waitForTimeout(500);
    expect(sockets).toEqual([]);
    await context.close();
  });
});
