import {
  REALTIME_CLOSE,
  REALTIME_MAX_MESSAGE_BYTES,
  REALTIME_MAX_SOCKETS_PER_USER,
  REALTIME_MAX_TOPICS,
  REALTIME_MESSAGE_BURST,
  REALTIME_PING_INTERVAL_MS,
} from '@dd/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { pushAppPerFile } from '../../test/push-app.js';
import { postReply, postThread, repliedEvent } from '../../test/forum.js';
import { movableClock, newMember, newVeteran, type Member } from '../../test/members.js';
import { refusedStatus, listenForSockets, TestSocket } from '../../test/test-socket.js';

const clock = movableClock();
const push = pushAppPerFile({ clock });
const { ctx, open } = push;

const veteran = () => newVeteran(ctx.app);

async function socketOf(member: Member): Promise<TestSocket> {
  const socket = await TestSocket.ready(push.url, push.origin, member.token);
  open.push(socket);
  return socket;
}

async function rawSocket(options: { autoPong?: boolean } = {}): Promise<TestSocket> {
  const socket = await TestSocket.open(push.url, push.origin, options);
  open.push(socket);
  return socket;
}

const createThread = (member: Member) => postThread(ctx.app, member);
const reply = (member: Member, threadId: number, parentId?: number) =>
  postReply(ctx.app, member, threadId, 'A reply', parentId);

const remove = async (member: Member, what: 'thread' | 'reply', id: number) => {
  const res = await ctx.app.inject({ method: 'DELETE', url: `/api/forum/${what}/${id}`, headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
};

describe('events after commit', () => {
  it('a reply reaches a subscribed socket once, with ids and counts only', async () => {
    const [author, replier, reader] = await Promise.all([veteran(), veteran(), veteran()]);
    const thread = await createThread(author);
    const socket = await socketOf(reader);
    expect(await socket.subscribe(['forum', `thread:${thread.id}`])).toEqual(['forum', `thread:${thread.id}`]);

    const posted = await reply(replier, thread.id);
    // Published on forum and thread:{id} (and the author's topic): this socket holds two of them, gets it once.
    expect(await socket.next()).toEqual(repliedEvent(thread.id, posted, 1));
    await remove(replier, 'reply', posted.id);
    expect(await socket.next()).toEqual({
      type: 'forum.reply.deleted',
      threadId: thread.id,
      replyId: posted.id,
      replyCount: 0,
    });
    expect(socket.unread).toEqual([]);
  });

  it('the thread author and the parent reply author get replies on their own topic without subscribing', async () => {
    const [author, parentAuthor, replier, bystander] = await Promise.all([veteran(), veteran(), veteran(), veteran()]);
    const thread = await createThread(author);
    const parent = await reply(parentAuthor, thread.id);
    const [authorSocket, parentSocket, bystanderSocket] = await Promise.all([
      socketOf(author),
      socketOf(parentAuthor),
      socketOf(bystander),
    ]);
    const answer = await reply(replier, thread.id, parent.id);
    const event = repliedEvent(thread.id, answer, 2);
    // Each is also told of the reply in their notifications.
    const notified = { type: 'notification.new', unread: 1 };
    expect(await authorSocket.nextUnordered(2)).toEqual([event, notified]);
    expect(await parentSocket.nextUnordered(2)).toEqual([event, notified]);

    // The bystander holds no topic: the next thing it gets is what it subscribes to afterwards.
    await bystanderSocket.subscribe(['forum']);
    const created = await createThread(author);
    expect(await bystanderSocket.next()).toEqual({ type: 'forum.thread.created', threadId: created.id });
  });

  it('thread created and deleted reach the forum topic; a deleted thread can no longer be followed', async () => {
    const [author, reader] = await Promise.all([veteran(), veteran()]);
    const socket = await socketOf(reader);
    await socket.subscribe(['forum']);
    const thread = await createThread(author);
    expect(await socket.next()).toEqual({ type: 'forum.thread.created', threadId: thread.id });
    expect(await socket.subscribe([`thread:${thread.id}`])).toEqual([`thread:${thread.id}`]);
    await remove(author, 'thread', thread.id);
    // On forum and thread:{id}: once.
    expect(await socket.next()).toEqual({ type: 'forum.thread.deleted', threadId: thread.id });
    expect(await socket.subscribe([`thread:${thread.id}`, 'forum'])).toEqual(['forum']);
    expect(socket.unread).toEqual([]);
  });

  it('a write that rolls back publishes nothing', async () => {
    const [author, replier, reader] = await Promise.all([veteran(), veteran(), veteran()]);
    const thread = await createThread(author);
    const socket = await socketOf(reader);
    await socket.subscribe([`thread:${thread.id}`]);

    // The points payment is the transaction's last write: failing it rolls back the reply it follows.
    const award = vi.spyOn(ctx.app.deps.points, 'award').mockRejectedValueOnce(new Error('ledger unavailable'));
    const failed = await ctx.app.inject({
      method: 'POST',
      url: '/api/forum/reply',
      headers: replier.headers,
      payload: { thread_id: thread.id, content: 'Never stored' },
    });
    award.mockRestore();
    expect(failed.statusCode).toBe(500);
    const stored = await ctx.db.kysely
      .selectFrom('forum_replies')
      .select('id')
      .where('thread_id', '=', thread.id)
      .execute();
    expect(stored).toEqual([]);

    const posted = await reply(replier, thread.id);
    await remove(replier, 'reply', posted.id);
    // What this socket sees is the reply that committed, counted as the thread's first, then its deletion.
    // (SQLite reuses the rolled-back row's id, so only the order tells a leaked event apart.)
    expect(await socket.next()).toEqual(repliedEvent(thread.id, posted, 1));
    expect(await socket.next()).toMatchObject({ type: 'forum.reply.deleted', replyId: posted.id });
  });
});

describe('who may see what', () => {
  it('topics the member may not see are left out, and their events never arrive', async () => {
    const [author, other, reader] = await Promise.all([veteran(), veteran(), veteran()]);
    const visible = await createThread(author);
    const gone = await createThread(author);
    await remove(author, 'thread', gone.id);
    const socket = await socketOf(reader);
    const asked = [
      `thread:${visible.id}`,
      `thread:${gone.id}`,
      'thread:2147483000',
      `user:${other.user.id}`,
      `user:${reader.user.id}`,
      'admin',
      'thread',
      `forum:${visible.id}`,
    ];
    expect(await socket.subscribe(asked)).toEqual([`thread:${visible.id}`]);

    // A reply to another member's thread goes to that member's own topic, which this socket was refused.
    const othersThread = await createThread(other);
    await reply(author, othersThread.id);
    // A marker on the one topic it holds: it is the next (and only) event to arrive.
    const marker = await reply(other, visible.id);
    expect(await socket.next()).toEqual(repliedEvent(visible.id, marker, 1));
    expect(socket.unread).toEqual([]);
  });

  it('unsubscribing stops a topic; the own topic stays', async () => {
    const [author, replier] = await Promise.all([veteran(), veteran()]);
    const thread = await createThread(author);
    const socket = await socketOf(author);
    await socket.subscribe(['forum', `thread:${thread.id}`]);
    socket.send({ type: 'unsubscribe', topics: ['forum', `thread:${thread.id}`, `user:${author.user.id}`] });
    expect(await socket.next()).toEqual({ type: 'unsubscribed', topics: ['forum', `thread:${thread.id}`] });
    await createThread(replier);
    const posted = await reply(replier, thread.id);
    // Not the thread created on forum: only the reply (and its notification), through the author's own topic.
    expect(await socket.nextUnordered(2)).toEqual([
      repliedEvent(thread.id, posted, 1),
      { type: 'notification.new', unread: 1 },
    ]);
    expect(socket.unread).toEqual([]);
  });

  it('a socket holds at most REALTIME_MAX_TOPICS topics besides its own', async () => {
    const author = await veteran();
    const nowIso = clock.now().toISOString();
    const rows = await ctx.db.kysely
      .insertInto('forum_threads')
      .values(
        Array.from({ length: REALTIME_MAX_TOPICS + 1 }, (_, i) => ({
          user_id: author.user.id,
          title: `Thread ${i}`,
          content: 'x',
          image_media_id: null,
          reply_count: 0,
          created_at: nowIso,
          last_activity_at: nowIso,
          deleted_at: null,
        })),
      )
      .returning('id')
      .execute();
    const topics = rows.map((r) => `thread:${r.id}`);
    const socket = await socketOf(author);
    expect(await socket.subscribe(topics.slice(0, REALTIME_MAX_TOPICS))).toHaveLength(REALTIME_MAX_TOPICS);
    expect(await socket.subscribe([topics[REALTIME_MAX_TOPICS] as string, topics[0] as string])).toEqual([topics[0]]);
    socket.send({ type: 'unsubscribe', topics: [topics[1]] });
    await socket.next();
    expect(await socket.subscribe([topics[REALTIME_MAX_TOPICS] as string])).toEqual([topics[REALTIME_MAX_TOPICS]]);
  });
});

describe('authentication', () => {
  it('closes with 4401 for a bad token, a logged-out session, or anything but auth first', async () => {
    const member = await veteran();
    const logout = await newMember(ctx.app);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: logout.headers });
    expect(out.statusCode).toBe(200);
    const firsts = [
      { type: 'auth', token: 'not-a-real-token-at-all-000000' },
      { type: 'auth', token: logout.token },
      { type: 'subscribe', topics: ['forum'] },
      'not json',
      { type: 'auth' },
    ];
    for (const first of firsts) {
      const socket = await rawSocket();
      socket.send(first);
      expect((await socket.closed).code, JSON.stringify(first)).toBe(REALTIME_CLOSE.unauthorized);
      expect(socket.unread).toEqual([]);
    }
    const good = await socketOf(member);
    expect(good.ws.readyState).toBe(good.ws.OPEN);
  });

  it('closes a socket that has not authenticated within 5 s with 4408', async () => {
    const silent = await rawSocket();
    const late = await rawSocket();
    await clock.advance(4_999);
    late.send({ type: 'auth', token: (await veteran()).token });
    expect(await late.next()).toEqual({ type: 'ready' });
    await clock.advance(1);
    expect((await silent.closed).code).toBe(REALTIME_CLOSE.authTimeout);
    expect(late.ws.readyState).toBe(late.ws.OPEN);
  });

  it('closes a socket whose session is gone without a word on the bus (a lost event, expiry) at the next ping', async () => {
    const member = await veteran();
    const socket = await socketOf(member);
    // Logout and revoking close the socket at once (account-sessions.api.test.ts); here no event comes.
    await ctx.app.deps.db.kysely.deleteFrom('sessions').where('user_id', '=', member.user.id).execute();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    await clock.advance(REALTIME_PING_INTERVAL_MS);
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.unauthorized);
  });

  it('refuses the upgrade with 403 for a foreign or missing origin; a plain GET is told to upgrade', async () => {
    expect(await refusedStatus(push.url, 'https://evil.example')).toBe(403);
    expect(await refusedStatus(push.url, undefined)).toBe(403);
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/realtime' });
    expect(plain.statusCode).toBe(426);
    expect(plain.json()).toEqual({ error: 'Connect with a WebSocket.', code: 'validation' });
  });

  it('with PUBLIC_URL set, refuses the server’s own address under a loopback name other than PUBLIC_URL’s', async () => {
    const port = new URL(push.url).port;
    expect(ctx.config.publicUrlSet).toBe(true);
    expect(await refusedStatus(push.url, `http://127.0.0.1:${port}`)).toBe(403);
    expect(await refusedStatus(push.url, `http://localhost:${port}`)).toBe(403);
  });
});

describe('a first run, PUBLIC_URL unset', () => {
  let first: TestContext;
  let firstUrl: string;
  let port: number;
  beforeAll(async () => {
    first = await createTestApp({ env: { PUBLIC_URL: '' } });
    firstUrl = await listenForSockets(first.app);
    port = Number(new URL(firstUrl).port);
  });
  afterAll(async () => first?.close());

  it('accepts a page of the server’s own port under every loopback name, and events arrive', async () => {
    expect(first.config.publicUrlSet).toBe(false);
    const [author, replier, reader] = await Promise.all([
      newVeteran(first.app),
      newVeteran(first.app),
      newVeteran(first.app),
    ]);
    const thread = await postThread(first.app, author);
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const socket = await TestSocket.ready(firstUrl, `http://${host}:${port}`, reader.token);
      open.push(socket);
      expect(await socket.subscribe([`thread:${thread.id}`])).toEqual([`thread:${thread.id}`]);
    }
    const r = await postReply(first.app, replier, thread.id, 'Seen live');
    for (const socket of open) {
      expect(await socket.next()).toEqual(repliedEvent(thread.id, r, 1));
    }
  });

  it('refuses any other origin: another port on loopback, another host on the same port, https, none', async () => {
    for (const origin of [
      `http://localhost:${port + 1}`,
      `http://127.0.0.1:${port - 1}`,
      `http://evil.example:${port}`,
      `http://localhost.evil.example:${port}`,
      `https://localhost:${port}`,
      'http://localhost:3000',
      'null',
      undefined,
    ]) {
      expect(await refusedStatus(firstUrl, origin), String(origin)).toBe(403);
    }
  });
});

describe('limits', () => {
  it('drops a peer that stops answering pings, and keeps one that answers', async () => {
    const member = await veteran();
    const dead = await rawSocket({ autoPong: false });
    dead.send({ type: 'auth', token: member.token });
    expect(await dead.next()).toEqual({ type: 'ready' });
    const live = await socketOf(member);
    await clock.advance(REALTIME_PING_INTERVAL_MS);
    // Give the live client's pong time to come back before the next ping decides.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await clock.advance(REALTIME_PING_INTERVAL_MS);
    expect((await dead.closed).code).toBe(1006);
    expect(live.ws.readyState).toBe(live.ws.OPEN);
  });

  it('closes with 4400 for a message over the size limit, a binary one, or an unknown one', async () => {
    const member = await veteran();
    const tooLarge = await socketOf(member);
    tooLarge.send({ type: 'subscribe', topics: ['forum'], pad: 'x'.repeat(REALTIME_MAX_MESSAGE_BYTES) });
    expect((await tooLarge.closed).code).toBe(REALTIME_CLOSE.protocol);

    const beforeAuth = await rawSocket();
    beforeAuth.send('x'.repeat(REALTIME_MAX_MESSAGE_BYTES + 1));
    expect((await beforeAuth.closed).code).toBe(REALTIME_CLOSE.protocol);

    const binary = await socketOf(member);
    binary.send(Buffer.from(JSON.stringify({ type: 'subscribe', topics: ['forum'] })));
    expect((await binary.closed).code).toBe(REALTIME_CLOSE.protocol);

    for (const bad of [{ type: 'hello' }, { type: 'auth', token: member.token }, '{']) {
      const socket = await socketOf(member);
      socket.send(bad);
      expect((await socket.closed).code, JSON.stringify(bad)).toBe(REALTIME_CLOSE.protocol);
    }
  });

  it('answers a burst of messages and closes with 4400 past it; time refills it', async () => {
    const member = await veteran();
    const steady = await socketOf(member);
    // The auth message took one token: the rest of the burst passes.
    for (let i = 1; i < REALTIME_MESSAGE_BURST; i++) expect(await steady.subscribe(['forum'])).toEqual(['forum']);
    await clock.advance(1_000);
    expect(await steady.subscribe(['forum'])).toEqual(['forum']);

    const flood = await socketOf(member);
    for (let i = 0; i < REALTIME_MESSAGE_BURST + 5; i++) flood.send({ type: 'subscribe', topics: ['forum'] });
    expect((await flood.closed).code).toBe(REALTIME_CLOSE.protocol);
    expect(steady.ws.readyState).toBe(steady.ws.OPEN);
  });

  it('a user holds at most REALTIME_MAX_SOCKETS_PER_USER sockets: the oldest is closed with 4429', async () => {
    const member = await veteran();
    const sockets: TestSocket[] = [];
    for (let i = 0; i < REALTIME_MAX_SOCKETS_PER_USER; i++) sockets.push(await socketOf(member));
    const newest = await socketOf(member);
    expect((await (sockets[0] as TestSocket).closed).code).toBe(REALTIME_CLOSE.tooManySockets);
    for (const socket of [...sockets.slice(1), newest]) expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    // Another member is not affected.
    await socketOf(await veteran());
  });
});

describe('/healthz', () => {
  it('says nothing about Redis when it is not configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
