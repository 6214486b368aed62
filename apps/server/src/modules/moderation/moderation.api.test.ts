import {
  ADMIN_TEXT,
  AUTH_TEXT,
  MODERATION_TEXT,
  REPORTS_PER_HOUR,
  type BlocksResponse,
  type ModerationReport,
} from '@dd/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { injectAs, movableClock, newAdmin, newMember, twoMembers, type Member } from '../../../test/members.js';
import { rowById } from '../../../test/rows.js';

let ctx: TestContext;
let admin: Member;
const clock = movableClock();

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await newAdmin(ctx.app);
});
afterAll(async () => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, member?: Member, payload?: object) =>
  injectAs(ctx.app, member ?? null, method, url, payload);

const reportUser = (member: Member, payload: object) => call('POST', '/api/moderation/report/user', member, payload);
const reportContent = (member: Member, payload: object) =>
  call('POST', '/api/moderation/report/content', member, payload);
const listReports = async (query = '') => {
  const res = await call('GET', `/api/moderation/reports${query}`, admin);
  expect(res.statusCode).toBe(200);
  return res.json<{ reports: ModerationReport[] }>().reports;
};

async function reportRows(where: { reporterId: number }) {
  return ctx.db.kysely
    .selectFrom('reports')
    .selectAll()
    .where('reporter_id', '=', where.reporterId)
    .orderBy('id')
    .execute();
}

/** Forum rows written directly: moderation reads them through the forum's findContent. */
async function thread(author: Member, content = 'A thread about glow cubes and other desk toys'): Promise<number> {
  const now = clock.now().toISOString();
  const row = await ctx.db.kysely
    .insertInto('forum_threads')
    .values({
      user_id: author.user.id,
      title: 'Glow cubes',
      content,
      image_media_id: null,
      created_at: now,
      last_activity_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function reply(threadId: number, author: Member, options: { deleted?: boolean } = {}): Promise<number> {
  const now = clock.now().toISOString();
  const row = await ctx.db.kysely
    .insertInto('forum_replies')
    .values({
      thread_id: threadId,
      parent_id: null,
      root_id: null,
      user_id: author.user.id,
      content: 'A reply that someone will not like',
      created_at: now,
      deleted_at: options.deleted ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('moderation calls', () => {
  it('answer 401 to a visitor, before reading the input', async () => {
    const calls: Array<[Method, string, object?]> = [
      ['POST', '/api/moderation/report/user', { reported_id: 1, reason: 'spam' }],
      ['POST', '/api/moderation/report/content', { content_type: 'thread', content_id: 1, reason: 'spam' }],
      ['POST', '/api/moderation/report/user', {}],
      ['POST', '/api/moderation/block', { blocked_id: 1 }],
      ['DELETE', '/api/moderation/block?blocked_id=1'],
      ['GET', '/api/moderation/blocks'],
      ['GET', '/api/moderation/block-status/1'],
      ['GET', '/api/moderation/reports?type=all&status=all'],
      ['POST', '/api/moderation/reports/1/resolve', { status: 'resolved' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(method, url, undefined, payload);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 401,
        body: { error: AUTH_TEXT.authRequired, code: 'unauthenticated' },
      });
    }
    expect(await ctx.db.kysely.selectFrom('reports').selectAll().execute()).toEqual([]);
  });
});

describe('POST /api/moderation/report/user', () => {
  it('needs a known reason, given as its value or its label', async () => {
    const [reporter, target] = await twoMembers(ctx.app);
    for (const reason of [undefined, '', 'Rudeness', 'Spam']) {
      // 'Spam' is a content reason's label, not a user reason's.
      const res = await reportUser(reporter, { reported_id: target.user.id, reason });
      expect({ reason, status: res.statusCode, body: res.json() }).toEqual({
        reason,
        status: 400,
        body: { error: 'Please select a reason', code: 'validation' },
      });
    }
    expect(await reportRows({ reporterId: reporter.user.id })).toHaveLength(0);

    const res = await reportUser(reporter, {
      reported_id: target.user.id,
      reason: 'Harassment or bullying',
      description: '  Keeps posting my name  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, report_id: expect.any(Number), created: true });
    expect(await reportRows({ reporterId: reporter.user.id })).toEqual([
      expect.objectContaining({
        id: res.json().report_id,
        reported_user_id: target.user.id,
        content_type: null,
        content_id: null,
        reason: 'harassment',
        description: 'Keeps posting my name',
        status: 'pending',
        created_at: clock.now().toISOString(),
      }),
    ]);
  });

  it('refuses a too long description', async () => {
    const [reporter, target] = await twoMembers(ctx.app);
    const res = await reportUser(reporter, {
      reported_id: target.user.id,
      reason: 'spam',
      description: 'x'.repeat(1001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MODERATION_TEXT.descriptionTooLong, code: 'validation' });
  });

  it('refuses yourself (400) and an unknown member (404)', async () => {
    const reporter = await newMember(ctx.app);
    const self = await reportUser(reporter, { reported_id: reporter.user.id, reason: 'spam' });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: MODERATION_TEXT.cannotReportSelf, code: 'validation' });
    const unknown = await reportUser(reporter, { reported_id: 999_999, reason: 'spam' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: MODERATION_TEXT.userNotFound, code: 'not_found' });
    expect(await reportRows({ reporterId: reporter.user.id })).toHaveLength(0);
  });

  it('answers the open report again instead of filing a second one, and a new one once it was handled', async () => {
    const [reporter, other, target] = [await newMember(ctx.app), await newMember(ctx.app), await newMember(ctx.app)];
    const first = await reportUser(reporter, { reported_id: target.user.id, reason: 'spam' });
    expect(first.statusCode).toBe(201);
    const id = first.json().report_id as number;

    const again = await reportUser(reporter, { reported_id: target.user.id, reason: 'other', description: 'Still' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, report_id: id, created: false });
    expect(await reportRows({ reporterId: reporter.user.id })).toHaveLength(1);

    // Another reporter's report on the same member is their own.
    const byOther = await reportUser(other, { reported_id: target.user.id, reason: 'spam' });
    expect(byOther.statusCode).toBe(201);
    expect(byOther.json().report_id).not.toBe(id);

    // Reviewed is still open.
    await ctx.db.kysely.updateTable('reports').set({ status: 'reviewed' }).where('id', '=', id).execute();
    expect((await reportUser(reporter, { reported_id: target.user.id, reason: 'spam' })).json().report_id).toBe(id);

    const resolved = await call('POST', `/api/moderation/reports/${id}/resolve`, admin, { status: 'resolved' });
    expect(resolved.statusCode).toBe(200);
    const afterResolve = await reportUser(reporter, { reported_id: target.user.id, reason: 'spam' });
    expect(afterResolve.statusCode).toBe(201);
    expect(afterResolve.json()).toEqual({ success: true, report_id: expect.any(Number), created: true });
    expect(afterResolve.json().report_id).not.toBe(id);
    expect((await reportRows({ reporterId: reporter.user.id })).map((r) => r.status)).toEqual(['resolved', 'pending']);
  });

  it('files one row when the same report arrives twice at once', async () => {
    const [reporter, target] = await twoMembers(ctx.app);
    const answers = await Promise.all(
      [1, 2, 3].map(() => reportUser(reporter, { reported_id: target.user.id, reason: 'spam' })),
    );
    const ids = new Set(answers.map((a) => a.json().report_id as number));
    expect(ids.size).toBe(1);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await reportRows({ reporterId: reporter.user.id })).toHaveLength(1);
  });
});

describe('POST /api/moderation/report/content', () => {
  it('needs a content type and a known reason', async () => {
    const [reporter, author] = await twoMembers(ctx.app);
    const threadId = await thread(author);
    for (const content_type of [undefined, '', 'post']) {
      const res = await reportContent(reporter, { content_type, content_id: threadId, reason: 'spam' });
      expect({ content_type, status: res.statusCode, body: res.json() }).toEqual({
        content_type,
        status: 400,
        body: { error: 'Content type is required', code: 'validation' },
      });
    }
    for (const reason of [undefined, 'Harassment or bullying']) {
      // 'Harassment or bullying' is a user reason's label.
      const res = await reportContent(reporter, { content_type: 'thread', content_id: threadId, reason });
      expect({ reason, status: res.statusCode, body: res.json() }).toEqual({
        reason,
        status: 400,
        body: { error: 'Please select a reason', code: 'validation' },
      });
    }
    expect(await reportRows({ reporterId: reporter.user.id })).toHaveLength(0);
  });

  it("stores a thread's or reply's author as the reported member; the reason may be its label", async () => {
    const [reporter, author, replier] = [await newMember(ctx.app), await newMember(ctx.app), await newMember(ctx.app)];
    const threadId = await thread(author);
    const replyId = await reply(threadId, replier);
    const onThread = await reportContent(reporter, {
      content_type: 'thread',
      content_id: threadId,
      reason: 'Copyright violation',
    });
    expect(onThread.statusCode).toBe(201);
    const onReply = await reportContent(reporter, { content_type: 'reply', content_id: replyId, reason: 'spam' });
    expect(onReply.statusCode).toBe(201);
    expect(await reportRows({ reporterId: reporter.user.id })).toEqual([
      expect.objectContaining({
        content_type: 'thread',
        content_id: threadId,
        reported_user_id: author.user.id,
        reason: 'copyright',
        description: null,
      }),
      expect.objectContaining({ content_type: 'reply', content_id: replyId, reported_user_id: replier.user.id }),
    ]);
  });

  it('refuses your own content (400) and unknown or deleted content (404)', async () => {
    const [reporter, author] = await twoMembers(ctx.app);
    const ownThread = await thread(reporter);
    const own = await reportContent(reporter, { content_type: 'thread', content_id: ownThread, reason: 'spam' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ error: MODERATION_TEXT.cannotReportSelf, code: 'validation' });
    const ownReply = await reply(await thread(author), reporter);
    expect(
      (await reportContent(reporter, { content_type: 'reply', content_id: ownReply, reason: 'spam' })).json(),
    ).toEqual({ error: MODERATION_TEXT.cannotReportSelf, code: 'validation' });

    const deletedThread = await thread(author);
    await ctx.db.kysely
      .updateTable('forum_threads')
      .set({ deleted_at: clock.now().toISOString() })
      .where('id', '=', deletedThread)
      .execute();
    const deletedReply = await reply(await thread(author), author, { deleted: true });
    const gone: Array<[string, number]> = [
      ['thread', 999_999],
      ['reply', 999_999],
      ['thread', deletedThread],
      ['reply', deletedReply],
      // A thread's id is not a reply's.
      ['reply', ownThread],
    ];
    for (const [content_type, content_id] of gone) {
      const res = await reportContent(reporter, { content_type, content_id, reason: 'spam' });
      expect({ content_type, content_id, status: res.statusCode, body: res.json() }).toEqual({
        content_type,
        content_id,
        status: 404,
        body: { error: MODERATION_TEXT.contentNotFound, code: 'not_found' },
      });
    }
    expect(await reportRows({ reporterId: reporter.user.id })).toHaveLength(0);
  });

  it('answers the open report on the same content again', async () => {
    const [reporter, author] = await twoMembers(ctx.app);
    const threadId = await thread(author);
    const replyId = await reply(threadId, author);
    const first = await reportContent(reporter, { content_type: 'thread', content_id: threadId, reason: 'spam' });
    const again = await reportContent(reporter, { content_type: 'thread', content_id: threadId, reason: 'other' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, report_id: first.json().report_id, created: false });
    // The author's reply and the author themselves are other targets.
    expect(
      (await reportContent(reporter, { content_type: 'reply', content_id: replyId, reason: 'spam' })).statusCode,
    ).toBe(201);
    expect((await reportUser(reporter, { reported_id: author.user.id, reason: 'spam' })).statusCode).toBe(201);
    expect(await reportRows({ reporterId: reporter.user.id })).toHaveLength(3);
  });
});

describe('the hourly report cap', () => {
  it(`lets a member file ${REPORTS_PER_HOUR} reports an hour, then answers 429 until the hour has passed`, async () => {
    const [reporter, author] = await twoMembers(ctx.app);
    const threads: number[] = [];
    for (let i = 0; i <= REPORTS_PER_HOUR + 1; i++) threads.push(await thread(author, `Thread number ${i}`));
    for (let i = 0; i < REPORTS_PER_HOUR; i++) {
      const res = await reportContent(reporter, { content_type: 'thread', content_id: threads[i], reason: 'spam' });
      expect(res.statusCode).toBe(201);
      await clock.advance(60 * 1000);
    }
    const over = await reportContent(reporter, {
      content_type: 'thread',
      content_id: threads[REPORTS_PER_HOUR],
      reason: 'spam',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: MODERATION_TEXT.tooManyReports, code: 'rate_limited' });
    // At most the hour's window.
    expect(over.headers['retry-after']).toBe('3600');
    expect(await reportRows({ reporterId: reporter.user.id })).toHaveLength(REPORTS_PER_HOUR);
    // Asking again about an open report still answers it.
    const repeat = await reportContent(reporter, { content_type: 'thread', content_id: threads[0], reason: 'spam' });
    expect(repeat.statusCode).toBe(200);
    // Another member is not held back.
    expect(
      (await reportUser(await newMember(ctx.app), { reported_id: author.user.id, reason: 'spam' })).statusCode,
    ).toBe(201);

    // The first report is an hour old now: one more fits.
    await clock.advance(41 * 60 * 1000);
    const next = await reportContent(reporter, {
      content_type: 'thread',
      content_id: threads[REPORTS_PER_HOUR],
      reason: 'spam',
    });
    expect(next.statusCode).toBe(201);
    const full = await reportContent(reporter, {
      content_type: 'thread',
      content_id: threads[REPORTS_PER_HOUR + 1],
      reason: 'spam',
    });
    expect(full.statusCode).toBe(429);
    expect(full.json()).toEqual({ error: MODERATION_TEXT.tooManyReports, code: 'rate_limited' });
  });
});

describe('blocking', () => {
  const block = (member: Member, blocked_id: number) => call('POST', '/api/moderation/block', member, { blocked_id });
  const unblock = (member: Member, id: number) => call('DELETE', `/api/moderation/block?blocked_id=${id}`, member);
  const status = async (member: Member, id: number) =>
    (await call('GET', `/api/moderation/block-status/${id}`, member)).json();
  const blocks = async (member: Member) =>
    (await call('GET', '/api/moderation/blocks', member)).json<BlocksResponse>().blocks;
  const follow = (member: Member, user_id: number, follow?: boolean) =>
    call('POST', '/api/follow', member, { user_id, ...(follow === undefined ? {} : { follow }) });
  const profile = async (viewer: Member, id: number) =>
    (await call('GET', `/api/user/${id}/profile`, viewer)).json<{
      followers: number;
      is_following: boolean;
      is_blocked: boolean;
    }>();

  it('blocks and unblocks idempotently, and lists the blocked members newest first with their avatars', async () => {
    const [blocker, first, second] = [await newMember(ctx.app), await newMember(ctx.app), await newMember(ctx.app)];
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#33ccff' } })
      .png()
      .toBuffer();
    const avatar = await call('PUT', '/api/auth/profile', second, {
      display_name: 'Second One',
      avatar_url: `data:image/png;base64,${png.toString('base64')}`,
    });
    const avatarUrl = avatar.json().user.avatar_url as string;
    expect(avatarUrl).toMatch(/^\/media\/[\w-]+$/);

    expect(await status(blocker, first.user.id)).toEqual({ success: true, blocked: false });
    expect(await blocks(blocker)).toEqual([]);

    const firstAt = clock.now().toISOString();
    const res = await block(blocker, first.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, blocked: true });
    await clock.advance(1000);
    expect((await block(blocker, first.user.id)).json()).toEqual({ success: true, blocked: true });
    const secondAt = clock.now().toISOString();
    await block(blocker, second.user.id);

    expect(await status(blocker, first.user.id)).toEqual({ success: true, blocked: true });
    // One-way: the blocked member did not block anyone.
    expect(await status(first, blocker.user.id)).toEqual({ success: true, blocked: false });
    expect(await blocks(blocker)).toEqual([
      {
        blocked_id: second.user.id,
        username: second.user.username,
        display_name: 'Second One',
        avatar_url: avatarUrl,
        created_at: secondAt,
      },
      {
        blocked_id: first.user.id,
        username: first.user.username,
        display_name: null,
        avatar_url: null,
        created_at: firstAt,
      },
    ]);
    expect(await blocks(first)).toEqual([]);

    const removed = await unblock(blocker, first.user.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, blocked: false });
    expect((await unblock(blocker, first.user.id)).json()).toEqual({ success: true, blocked: false });
    expect(await status(blocker, first.user.id)).toEqual({ success: true, blocked: false });
    expect((await blocks(blocker)).map((b) => b.blocked_id)).toEqual([second.user.id]);
  });

  it('refuses yourself (400) and an unknown member (404)', async () => {
    const member = await newMember(ctx.app);
    const self = await block(member, member.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: MODERATION_TEXT.cannotBlockSelf, code: 'validation' });
    const unknown = await block(member, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: MODERATION_TEXT.userNotFound, code: 'not_found' });
    expect(await blocks(member)).toEqual([]);
  });

  it('ends the follows both ways and keeps either from following the other until the unblock', async () => {
    const [blocker, blocked, bystander] = [
      await newMember(ctx.app),
      await newMember(ctx.app),
      await newMember(ctx.app),
    ];
    expect((await follow(blocked, blocker.user.id, true)).json()).toEqual({ following: true, followers: 1 });
    expect((await follow(blocker, blocked.user.id, true)).json()).toEqual({ following: true, followers: 1 });
    expect((await follow(bystander, blocker.user.id, true)).statusCode).toBe(200);
    expect(await profile(blocker, blocked.user.id)).toMatchObject({ is_following: true, is_blocked: false });

    await block(blocker, blocked.user.id);
    // The blocker's profile view says so (the page then offers no Follow); the blocked member is not told.
    expect(await profile(blocker, blocked.user.id)).toMatchObject({
      followers: 0,
      is_following: false,
      is_blocked: true,
    });
    expect(await profile(blocked, blocker.user.id)).toMatchObject({
      followers: 1,
      is_following: false,
      is_blocked: false,
    });

    for (const [who, whom] of [
      [blocked, blocker],
      [blocker, blocked],
    ] as const) {
      for (const how of [true, undefined]) {
        const res = await follow(who, whom.user.id, how);
        expect({ how, status: res.statusCode, body: res.json() }).toEqual({
          how,
          status: 403,
          body: { error: MODERATION_TEXT.cannotFollow, code: 'forbidden' },
        });
      }
      // Unfollowing never hurts.
      expect((await follow(who, whom.user.id, false)).statusCode).toBe(200);
    }
    expect(await profile(blocked, blocker.user.id)).toMatchObject({ followers: 1, is_following: false });

    await unblock(blocker, blocked.user.id);
    expect(await profile(blocker, blocked.user.id)).toMatchObject({ is_blocked: false });
    expect((await follow(blocked, blocker.user.id, true)).json()).toEqual({ following: true, followers: 2 });
    expect((await follow(blocker, blocked.user.id, true)).json()).toEqual({ following: true, followers: 1 });
  });
});

describe('GET /api/moderation/reports', () => {
  it('lists reports newest first by type and status for admins only, with names, excerpt and thread', async () => {
    // Start from an empty queue: earlier tests' reports are not this one's.
    await ctx.db.kysely.deleteFrom('reports').execute();
    const [reporter, author, replier] = [await newMember(ctx.app), await newMember(ctx.app), await newMember(ctx.app)];
    const threadId = await thread(author, 'Buy my glow cubes now, best price, click here');
    const replyId = await reply(threadId, replier);
    const goneThread = await thread(author);

    const file = async (send: () => Promise<{ json: () => { report_id: number } }>) => {
      await clock.advance(1000);
      return (await send()).json().report_id;
    };
    const userPending = await file(() =>
      reportUser(reporter, { reported_id: author.user.id, reason: 'spam', description: 'Ads everywhere' }),
    );
    const threadPending = await file(() =>
      reportContent(reporter, { content_type: 'thread', content_id: threadId, reason: 'spam' }),
    );
    const replyResolved = await file(() =>
      reportContent(reporter, { content_type: 'reply', content_id: replyId, reason: 'harassment' }),
    );
    const userDismissed = await file(() => reportUser(reporter, { reported_id: replier.user.id, reason: 'other' }));
    const goneReviewed = await file(() =>
      reportContent(reporter, { content_type: 'thread', content_id: goneThread, reason: 'spam' }),
    );
    await call('POST', `/api/moderation/reports/${replyResolved}/resolve`, admin, { status: 'resolved' });
    await call('POST', `/api/moderation/reports/${userDismissed}/resolve`, admin, { status: 'dismissed' });
    await ctx.db.kysely.updateTable('reports').set({ status: 'reviewed' }).where('id', '=', goneReviewed).execute();
    await ctx.db.kysely
      .updateTable('forum_threads')
      .set({ deleted_at: clock.now().toISOString() })
      .where('id', '=', goneThread)
      .execute();

    const ids = async (query: string) => (await listReports(query)).map((r) => r.id);
    // Pending is the default.
    expect(await ids('')).toEqual([threadPending, userPending]);
    expect(await ids('?type=all&status=all')).toEqual([
      goneReviewed,
      userDismissed,
      replyResolved,
      threadPending,
      userPending,
    ]);
    expect(await ids('?type=user&status=all')).toEqual([userDismissed, userPending]);
    expect(await ids('?type=content&status=all')).toEqual([goneReviewed, replyResolved, threadPending]);
    expect(await ids('?type=user&status=pending')).toEqual([userPending]);
    expect(await ids('?type=content&status=pending')).toEqual([threadPending]);
    expect(await ids('?type=content&status=reviewed')).toEqual([goneReviewed]);
    expect(await ids('?type=all&status=resolved')).toEqual([replyResolved]);
    expect(await ids('?type=user&status=resolved')).toEqual([]);
    expect(await ids('?status=dismissed')).toEqual([userDismissed]);
    expect(await ids('?type=content&status=dismissed')).toEqual([]);

    const all = await listReports('?status=all');
    const byId = new Map(all.map((r) => [r.id, r]));
    expect(byId.get(userPending)).toEqual({
      id: userPending,
      status: 'pending',
      created_at: expect.any(String),
      reporter_id: reporter.user.id,
      reporter_username: reporter.user.username,
      reported_user_id: author.user.id,
      reported_username: author.user.username,
      content_type: null,
      content_id: null,
      thread_id: null,
      content_excerpt: null,
      reason: 'spam',
      description: 'Ads everywhere',
      admin_notes: null,
      resolved_at: null,
    });
    expect(byId.get(threadPending)).toMatchObject({
      content_type: 'thread',
      content_id: threadId,
      thread_id: threadId,
      reported_username: author.user.username,
      content_excerpt: expect.stringContaining('Buy my glow cubes'),
    });
    expect(byId.get(replyResolved)).toMatchObject({
      content_type: 'reply',
      content_id: replyId,
      thread_id: threadId,
      reported_username: replier.user.username,
      content_excerpt: expect.stringContaining('A reply'),
      status: 'resolved',
    });
    // Deleted content keeps its report, without excerpt or link.
    expect(byId.get(goneReviewed)).toMatchObject({ content_id: goneThread, thread_id: null, content_excerpt: null });
  });

  it('answers 403 to a member and 400 to an unknown filter', async () => {
    const member = await newMember(ctx.app);
    const res = await call('GET', '/api/moderation/reports?status=all', member);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: ADMIN_TEXT.adminRequired, code: 'forbidden' });
    for (const query of ['status=open', 'type=thread']) {
      const bad = await call('GET', `/api/moderation/reports?${query}`, admin);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json(), query).toEqual({ error: expect.any(String), code: 'validation' });
    }
  });
});

describe('POST /api/moderation/reports/{id}/resolve', () => {
  it('resolves or dismisses with notes, stamps who and when, and refuses the status it already has', async () => {
    const [reporter, target] = await twoMembers(ctx.app);
    const id = (await reportUser(reporter, { reported_id: target.user.id, reason: 'spam' })).json().report_id as number;
    await clock.advance(5 * 60 * 1000);
    const resolvedAt = clock.now().toISOString();
    const res = await call('POST', `/api/moderation/reports/${id}/resolve`, admin, {
      status: 'resolved',
      admin_notes: '  Warned the member  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      report: expect.objectContaining({
        id,
        status: 'resolved',
        admin_notes: 'Warned the member',
        resolved_at: resolvedAt,
        reporter_username: reporter.user.username,
        reported_username: target.user.username,
      }),
    });
    const row = await rowById(ctx.db, 'reports', id);
    expect(row).toMatchObject({ status: 'resolved', resolved_by: admin.user.id, resolved_at: resolvedAt });

    const same = await call('POST', `/api/moderation/reports/${id}/resolve`, admin, { status: 'resolved' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ error: 'This report is already resolved.', code: 'conflict' });

    await clock.advance(60 * 1000);
    const dismissed = await call('POST', `/api/moderation/reports/${id}/resolve`, admin, { status: 'dismissed' });
    expect(dismissed.statusCode).toBe(200);
    // Notes stay when none are sent.
    expect(dismissed.json().report).toMatchObject({
      status: 'dismissed',
      admin_notes: 'Warned the member',
      resolved_at: clock.now().toISOString(),
    });
    const again = await call('POST', `/api/moderation/reports/${id}/resolve`, admin, { status: 'dismissed' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: MODERATION_TEXT.alreadyInStatus('dismissed'), code: 'conflict' });
    const cleared = await call('POST', `/api/moderation/reports/${id}/resolve`, admin, {
      status: 'resolved',
      admin_notes: '',
    });
    expect(cleared.json().report).toMatchObject({ status: 'resolved', admin_notes: null });
  });

  it('answers 404 to an unknown report, 400 to another status, 403 to a member', async () => {
    const unknown = await call('POST', '/api/moderation/reports/999999/resolve', admin, { status: 'resolved' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: MODERATION_TEXT.reportNotFound, code: 'not_found' });
    // An id that cannot name a row reads as unknown too, not as a validation error.
    for (const bad of ['abc', '0', '99999999999']) {
      const res = await call('POST', `/api/moderation/reports/${bad}/resolve`, admin, { status: 'resolved' });
      expect(res.json(), bad).toEqual({ error: MODERATION_TEXT.reportNotFound, code: 'not_found' });
    }

    const [reporter, target] = await twoMembers(ctx.app);
    const id = (await reportUser(reporter, { reported_id: target.user.id, reason: 'spam' })).json().report_id as number;
    for (const status of ['pending', 'reviewed', undefined]) {
      const res = await call('POST', `/api/moderation/reports/${id}/resolve`, admin, { status });
      expect({ status, code: res.statusCode, body: res.json().code }).toEqual({
        status,
        code: 400,
        body: 'validation',
      });
    }
    const byMember = await call('POST', `/api/moderation/reports/${id}/resolve`, reporter, { status: 'dismissed' });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({ error: ADMIN_TEXT.adminRequired, code: 'forbidden' });
    const row = await rowById(ctx.db, 'reports', id);
    expect(row).toMatchObject({ status: 'pending', resolved_at: null, resolved_by: null });
  });
});
