import {
  REPLY_PAGE_SIZE,
  SUBTHREAD_PREVIEW,
  type ReplyCreatedResponse,
  type ThreadCreatedResponse,
} from '@dd/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser';
import { adminMember, registerMember, signedInPage, screenshotBothAs, type Member } from './support/member-session';
import { useSite } from './support/site';
import { apiCall } from './support/site-api';

/** A thread longer than one page of replies: the first page server-rendered, the rest on request. */
const site = useSite();
const TOP = REPLY_PAGE_SIZE + 5;
const NESTED = SUBTHREAD_PREVIEW + 2;
let threadId: number;
let admin: Member;
let sam: Member;
const topIds: number[] = [];

/** POSTs as `member`, expecting 201 Created. */
async function create<T>(member: Member, urlPath: string, body: unknown): Promise<T> {
  const res = await apiCall<T>(site, member, 'POST', urlPath, body);
  expect(res.status, urlPath).toBe(201);
  return res.body;
}
const post = (member: Member, content: string, parentId?: number) =>
  create<ReplyCreatedResponse>(member, '/api/forum/reply', {
    thread_id: threadId,
    content,
    ...(parentId ? { parent_id: parentId } : {}),
  });

beforeAll(async () => {
  // The admin is exempt from the posting limits; a member answers one reply a dozen times.
  [admin, sam] = await Promise.all([adminMember(site), registerMember(site, 'sam')]);
  threadId = (
    await create<ThreadCreatedResponse>(admin, '/api/forum/threads', {
      title: 'Post your best budget gadget',
      content: 'One gadget per reply, please.',
    })
  ).thread.id;
  for (let i = 1; i <= TOP; i++) topIds.push((await post(admin, `Gadget number ${i}: a very useful thing.`)).reply.id);
  for (let i = 1; i <= NESTED; i++) await post(sam, `Answer ${i} to gadget 2`, topIds[1]);
}, 60_000);

describe('thread page with more than one page of replies', () => {
  it('renders the first page on the server, loads the rest and the end of a long sub-thread on request, and stays live', async () => {
    const url = `/forum/thread/${threadId}`;
    const html = await (await fetch(new URL(url, site.baseUrl))).text();
    expect(html).toContain(`data-reply-id="${topIds[REPLY_PAGE_SIZE - 1]}"`);
    expect(html).not.toContain(`data-reply-id="${topIds[REPLY_PAGE_SIZE]}"`);

    const context = await site.newContext(DESKTOP);
    // A member: push reaches members (a visitor opens no socket).
    const page = await signedInPage(context, sam);
    await page.goto(new URL(url, site.baseUrl).toString());
    const main = page.locator('main');
    const topLevel = main.locator('[data-testid="reply"][data-depth="0"]');
    const nested = main.locator('[data-testid="reply"][data-depth="1"]');
    await main.getByRole('button', { name: 'Load more replies' }).waitFor();
    expect(await topLevel.count()).toBe(REPLY_PAGE_SIZE);
    expect(await nested.count()).toBe(SUBTHREAD_PREVIEW);

    await main.getByRole('button', { name: 'Show more replies' }).click();
    await expect.poll(() => nested.count()).toBe(NESTED);
    expect(await main.getByRole('button', { name: 'Show more replies' }).count()).toBe(0);

    await main.getByRole('button', { name: 'Load more replies' }).click();
    await expect.poll(() => topLevel.count()).toBe(TOP);
    expect(await main.getByRole('button', { name: 'Load more replies' }).count()).toBe(0);

    // Replies posted elsewhere arrive by push on the pages loaded later too.
    const latest = await post(admin, 'A late gadget');
    const answer = await post(admin, 'A late answer', topIds[1]);
    await main.locator(`[data-reply-id="${latest.reply.id}"][data-depth="0"]`).waitFor();
    await main.locator(`[data-reply-id="${answer.reply.id}"][data-depth="1"]`).waitFor();
    await context.close();

    await screenshotBothAs(site, null, url, 'forum-thread-pages', async (p) => {
      await p.locator('main').getByRole('button', { name: 'Load more replies' }).waitFor();
    });
  });
});
