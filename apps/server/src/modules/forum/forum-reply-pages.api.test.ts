import { FORUM_TEXT, SUBTHREAD_PREVIEW, type Reply, type ReplyPage, type ThreadDetail } from '@dd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { postReply, postThread } from '../../../test/forum.js';
import { newVeteran, type Member } from '../../../test/members.js';

/** A thread's replies in pages: top-level replies by keyset on their ids, each with the start of its sub-thread. */
let ctx: TestContext;
let author: Member;
let other: Member;

beforeAll(async () => {
  ctx = await createTestApp({ env: { FORUM_REPLIES_PER_HOUR: '100000' } });
  [author, other] = await Promise.all([newVeteran(ctx.app), newVeteran(ctx.app)]);
});
afterAll(async () => ctx.close());

const get = async <T>(url: string, member: Member | null = null) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: member?.headers ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const firstPage = (threadId: number, limit: number) =>
  get<ThreadDetail>(`/api/forum/thread/${threadId}?limit=${limit}`);
const nextPage = (threadId: number, after: string, limit: number) =>
  get<ReplyPage>(`/api/forum/thread/${threadId}/replies?after=${after}&limit=${limit}`);
const reply = (threadId: number, content: string, parentId?: number) =>
  postReply(ctx.app, other, threadId, content, parentId);

/** Every page of top-level replies, following nextCursor. */
async function allTopLevelPages(threadId: number, limit: number): Promise<ReplyPage[]> {
  const pages: ReplyPage[] = [await firstPage(threadId, limit)];
  for (let cursor = pages[0]!.nextCursor; cursor !== null; cursor = pages[pages.length - 1]!.nextCursor) {
    pages.push(await nextPage(threadId, cursor, limit));
    expect(pages.length).toBeLessThan(20);
  }
  return pages;
}
const ids = (replies: Reply[]) => replies.map((r) => r.id);

describe('GET /api/forum/thread/{id} and /replies: pages', () => {
  it('pages top-level replies oldest first, each with the first replies of its sub-thread, and the rest on request', async () => {
    const thread = await postThread(ctx.app, author, 'Long thread');
    const top: Reply[] = [];
    for (let i = 0; i < 12; i++) top.push(await reply(thread.id, `Top ${i}`));
    // A deep conversation under the second reply: each answers the one before.
    const chain: Reply[] = [];
    for (let i = 0; i < SUBTHREAD_PREVIEW + 3; i++) {
      chain.push(await reply(thread.id, `Deep ${i}`, (chain[i - 1] ?? top[1]!).id));
    }
    const sibling = await reply(thread.id, 'Short answer', top[3]!.id);

    const first = await firstPage(thread.id, 5);
    expect(first.thread).toMatchObject({ id: thread.id, reply_count: 12 + chain.length + 1 });
    expect(ids(first.replies)).toEqual(
      [...top.slice(0, 5), ...chain.slice(0, SUBTHREAD_PREVIEW), sibling].map((r) => r.id).sort((a, b) => a - b),
    );
    expect(first.nextCursor).not.toBeNull();
    expect(first.subthreads).toEqual([{ reply_id: top[1]!.id, nextCursor: expect.any(String) }]);
    // Nesting kept: each reply's parent came before it in the same answer.
    const seen = new Set<number>();
    for (const r of first.replies) {
      if (r.parent_id !== null) expect(seen.has(r.parent_id)).toBe(true);
      seen.add(r.id);
    }

    const rest = await get<ReplyPage>(
      `/api/forum/thread/${thread.id}/replies?under=${top[1]!.id}&after=${first.subthreads[0]!.nextCursor}`,
    );
    expect(ids(rest.replies)).toEqual(ids(chain.slice(SUBTHREAD_PREVIEW)));
    expect(rest).toMatchObject({ nextCursor: null, subthreads: [] });
    const step = await get<ReplyPage>(
      `/api/forum/thread/${thread.id}/replies?under=${top[1]!.id}&after=${first.subthreads[0]!.nextCursor}&limit=2`,
    );
    expect(ids(step.replies)).toEqual(ids(chain.slice(SUBTHREAD_PREVIEW, SUBTHREAD_PREVIEW + 2)));
    expect(step.nextCursor).toBe(String(chain[SUBTHREAD_PREVIEW + 1]!.id));

    const pages = await allTopLevelPages(thread.id, 5);
    expect(pages.map((p) => p.replies.filter((r) => r.parent_id === null).length)).toEqual([5, 5, 2]);
    expect(pages[2]!.nextCursor).toBeNull();
    const all = pages.flatMap((p) => ids(p.replies));
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((id) => top.some((t) => t.id === id))).toEqual(ids(top));

    // The default page: all 12 top-level replies fit in one.
    const whole = await get<ThreadDetail>(`/api/forum/thread/${thread.id}`);
    expect(whole.nextCursor).toBeNull();
    expect(whole.replies).toHaveLength(12 + SUBTHREAD_PREVIEW + 1);
  });

  it('never repeats or skips a reply when replies arrive between pages', async () => {
    const thread = await postThread(ctx.app, author, 'Busy thread');
    const before: Reply[] = [];
    for (let i = 0; i < 7; i++) before.push(await reply(thread.id, `Before ${i}`));
    const first = await firstPage(thread.id, 3);
    // New replies while the reader is on the first page: two top-level ones and an answer on that page.
    const late = [await reply(thread.id, 'Late 1'), await reply(thread.id, 'Late 2')];
    const answer = await reply(thread.id, 'Answer to the first', before[0]!.id);
    const pages: ReplyPage[] = [first];
    for (let cursor = first.nextCursor; cursor !== null; cursor = pages[pages.length - 1]!.nextCursor) {
      pages.push(await nextPage(thread.id, cursor, 3));
    }
    const topLevel = pages.flatMap((p) => p.replies.filter((r) => r.parent_id === null).map((r) => r.id));
    expect(topLevel).toEqual(ids([...before, ...late]));
    // The answer belongs to the first page's sub-thread: reading that page again shows it.
    expect(ids((await firstPage(thread.id, 3)).replies)).toContain(answer.id);
  });

  it('leaves out a deleted reply without answers, keeps one with answers as a placeholder, and pages past them', async () => {
    const thread = await postThread(ctx.app, author, 'Deletions');
    const [a, b, c] = [await reply(thread.id, 'A'), await reply(thread.id, 'B'), await reply(thread.id, 'C')];
    const answer = await reply(thread.id, 'Answer to B', b.id);
    for (const id of [a.id, b.id]) {
      const res = await ctx.app.inject({ method: 'DELETE', url: `/api/forum/reply/${id}`, headers: other.headers });
      expect(res.statusCode).toBe(200);
    }
    const first = await firstPage(thread.id, 1);
    expect(first.replies.map((r) => [r.id, r.deleted, r.content])).toEqual([
      [b.id, true, ''],
      [answer.id, false, 'Answer to B'],
    ]);
    const second = await nextPage(thread.id, first.nextCursor!, 1);
    expect(ids(second.replies)).toEqual([c.id]);
    expect(second.nextCursor).toBeNull();
  });

  it('answers 400 for a bad cursor or limit and 404 for an unknown thread or a sub-thread that is not one', async () => {
    const thread = await postThread(ctx.app, author, 'Checks');
    const top = await reply(thread.id, 'Top');
    const nested = await reply(thread.id, 'Nested', top.id);
    const status = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).statusCode;
    for (const query of ['after=abc', 'after=0x10', 'after=-1', 'limit=0', 'limit=101', 'under=true']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/forum/thread/${thread.id}/replies?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String) });
    }
    expect(await status(`/api/forum/thread/${thread.id}?limit=1000`)).toBe(400);
    expect(await status('/api/forum/thread/999999/replies')).toBe(404);
    const notRoot = await ctx.app.inject({
      method: 'GET',
      url: `/api/forum/thread/${thread.id}/replies?under=${nested.id}`,
    });
    expect(notRoot.statusCode).toBe(404);
    expect(notRoot.json()).toEqual({ error: FORUM_TEXT.replyNotFound, code: expect.any(String) });
    const other = await postThread(ctx.app, author, 'Other');
    expect(await status(`/api/forum/thread/${other.id}/replies?under=${top.id}`)).toBe(404);
  });
});
