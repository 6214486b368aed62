import { MENTIONS_PER_POST_MAX, type NotificationItem, type Reply, type Thread } from '@dd/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { postReply, postThread } from '../../../test/forum.js';
import { injectAs, newAdmin, newVeteran, type Member } from '../../../test/members.js';
import { rowIdsOf } from '../../../test/rows.js';
import { appPerFile } from '../../../test/test-app.js';
import { listenForSockets, TestSocket } from '../../../test/test-socket.js';

/**
 * The community's notifications (issue 25) through their real causes: forum replies and mentions, follows and
 * resolved reports, as the member's list answers them.
 */
const ctx = appPerFile();
const open: TestSocket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

async function items(member: Member): Promise<NotificationItem[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: NotificationItem[] }>().items;
}

/** The items' kind, sentence, link and count, newest first. */
async function told(member: Member): Promise<Array<[string, string, string, number]>> {
  return (await items(member)).map((i) => [i.kind, i.text, i.link, i.count]);
}

async function call(method: 'POST' | 'GET' | 'DELETE', url: string, member: Member, payload?: object) {
  const res = await injectAs(ctx.app, member, method, url, payload);
  expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(300);
  return res;
}

const readAll = (member: Member) => call('POST', '/api/notifications/read', member, { all: true });
const block = (blocker: Member, blocked: Member) =>
  call('POST', '/api/moderation/block', blocker, { blocked_id: blocked.user.id });
const follow = (follower: Member, followee: Member, on?: boolean) =>
  call('POST', '/api/follow', follower, { user_id: followee.user.id, ...(on === undefined ? {} : { follow: on }) });
const name = (member: Member) => member.user.username;
const at = (thread: Thread, reply?: Reply) => `/forum/thread/${thread.id}${reply ? `#reply-${reply.id}` : ''}`;

const veteran = () => newVeteran(ctx.app);
const two = async (): Promise<[Member, Member]> => [await veteran(), await veteran()];
const three = async (): Promise<[Member, Member, Member]> => [await veteran(), await veteran(), await veteran()];

describe('forum.reply', () => {
  it("tells the thread's author and the parent reply's author, once each, with the thread's title and the reply's anchor", async () => {
    const [alice, bob, carol] = await three();
    const thread = await postThread(ctx.app, alice, 'Lamp finds', 'Show me your lamps');
    const fromBob = await postReply(ctx.app, bob, thread.id, 'Mine glows');
    expect(await told(alice)).toEqual([
      ['forum.reply', `${name(bob)} replied in "Lamp finds"`, at(thread, fromBob), 1],
    ]);
    expect((await items(alice))[0]?.actor).toEqual({ id: bob.user.id, username: name(bob) });
    // Nothing for the replier.
    expect(await items(bob)).toEqual([]);

    // An answer to Bob's reply tells Bob, and Alice (the thread's), grouped with the first.
    const fromCarol = await postReply(ctx.app, carol, thread.id, 'So does mine', fromBob.id);
    expect(await told(bob)).toEqual([
      ['forum.reply', `${name(carol)} replied in "Lamp finds"`, at(thread, fromCarol), 1],
    ]);
    expect(await told(alice)).toEqual([['forum.reply', '2 new replies in "Lamp finds"', at(thread, fromCarol), 2]]);

    // Alice answering Bob in her own thread tells Bob only.
    await postReply(ctx.app, alice, thread.id, 'Nice', fromBob.id);
    expect((await items(bob))[0]?.count).toBe(2);
    expect((await items(alice))[0]?.count).toBe(2);
  });

  it('tells the thread author who also wrote the parent reply once', async () => {
    const [alice, bob] = await two();
    const thread = await postThread(ctx.app, alice, 'Desk toys');
    const own = await postReply(ctx.app, alice, thread.id, 'Adding a note');
    expect(await items(alice)).toEqual([]);
    const answer = await postReply(ctx.app, bob, thread.id, 'Good note', own.id);
    expect(await told(alice)).toEqual([['forum.reply', `${name(bob)} replied in "Desk toys"`, at(thread, answer), 1]]);
  });

  it('tells nothing from a member the author blocked, nor to a deleted account', async () => {
    const [alice, bob, carol] = await three();
    const thread = await postThread(ctx.app, alice, 'Quiet please');
    await block(alice, bob);
    await postReply(ctx.app, bob, thread.id, 'Hello?');
    expect(await items(alice)).toEqual([]);

    const carolsThread = await postThread(ctx.app, carol, 'Going away');
    await call('DELETE', '/api/account', carol, { password: carol.password });
    await postReply(ctx.app, alice, carolsThread.id, 'Bye');
    expect(await rowIdsOf(ctx.db, 'notifications', carol.user.id)).toEqual([]);
  });
});

describe('forum.mention', () => {
  it('tells each existing member a new thread mentions once, whatever the case, and answers the mentions', async () => {
    const [alice, bob, carol] = await three();
    const gone = await veteran();
    await call('DELETE', '/api/account', gone, { password: gone.password });
    const content = `Ask @${name(bob).toUpperCase()} and @${name(bob)}, @nobody_here, @${name(gone)}, @${name(alice)} and bob@example.com`;
    const thread = await postThread(ctx.app, alice, 'Who knows lamps', content);
    expect(thread.mentions).toEqual([
      { username: name(bob), user_id: bob.user.id },
      { username: name(alice), user_id: alice.user.id },
    ]);
    expect(await told(bob)).toEqual([
      ['forum.mention', `${name(alice)} mentioned you in "Who knows lamps"`, at(thread), 1],
    ]);
    // Not the author, not anyone unnamed.
    expect(await items(alice)).toEqual([]);
    expect(await items(carol)).toEqual([]);

    // The thread's page answers the same mentions, so the web links the names.
    const view = await call('GET', `/api/forum/thread/${thread.id}`, carol);
    expect(view.json<{ thread: Thread }>().thread.mentions).toEqual(thread.mentions);
  });

  it('tells a member both answered and mentioned of the reply only, and groups mentions by thread', async () => {
    const [alice, bob, carol] = await three();
    const thread = await postThread(ctx.app, alice, 'Glow cubes');
    const reply = await postReply(ctx.app, bob, thread.id, `@${name(alice)} @${name(carol)} look`);
    expect(reply.mentions?.map((m) => m.user_id)).toEqual([alice.user.id, carol.user.id]);
    expect(await told(alice)).toEqual([['forum.reply', `${name(bob)} replied in "Glow cubes"`, at(thread, reply), 1]]);
    expect(await told(carol)).toEqual([
      ['forum.mention', `${name(bob)} mentioned you in "Glow cubes"`, at(thread, reply), 1],
    ]);
    const again = await postReply(ctx.app, alice, thread.id, `thanks @${name(carol)}`, reply.id);
    expect(await told(carol)).toEqual([
      ['forum.mention', '2 new mentions of you in "Glow cubes"', at(thread, again), 2],
    ]);
    // The page of replies carries each reply's mentions.
    const page = await call('GET', `/api/forum/thread/${thread.id}`, carol);
    expect(page.json<{ replies: Reply[] }>().replies.map((r) => r.mentions?.length ?? 0)).toEqual([2, 1]);
  });

  it(`reads at most ${MENTIONS_PER_POST_MAX} names of a post, and none from a member who was blocked`, async () => {
    const crowd: Member[] = [];
    for (let i = 0; i <= MENTIONS_PER_POST_MAX; i++) crowd.push(await veteran());
    const author = await veteran();
    const thread = await postThread(ctx.app, author, 'Roll call', crowd.map((m) => `@${name(m)}`).join(' '));
    expect(thread.mentions).toHaveLength(MENTIONS_PER_POST_MAX);
    for (const member of crowd.slice(0, MENTIONS_PER_POST_MAX)) expect(await items(member)).toHaveLength(1);
    expect(await items(crowd[MENTIONS_PER_POST_MAX]!)).toEqual([]);

    const [quiet, loud] = await two();
    await block(quiet, loud);
    await postThread(ctx.app, loud, 'Hey', `@${name(quiet)}`);
    expect(await items(quiet)).toEqual([]);
  });
});

describe('follow.new', () => {
  it("reaches the followee's open tab once the follow committed", async () => {
    const [alice, bob] = await two();
    const tab = await TestSocket.ready(await listenForSockets(ctx.app), ctx.config.publicUrl, alice.token);
    open.push(tab);
    await follow(bob, alice);
    expect(await tab.next()).toEqual({ type: 'notification.new', unread: 1 });
  });

  it('tells the followee of each new follower, grouped, and nothing for a follow that already existed', async () => {
    const [alice, bob, carol] = await three();
    await follow(bob, alice);
    expect(await told(alice)).toEqual([
      ['follow.new', `${name(bob)} started following you`, `/user/${bob.user.id}`, 1],
    ]);
    expect(await items(bob)).toEqual([]);
    await follow(bob, alice, true);
    // Off and on again while unread: still one follower.
    await follow(bob, alice, false);
    await follow(bob, alice, true);
    expect(await told(alice)).toEqual([
      ['follow.new', `${name(bob)} started following you`, `/user/${bob.user.id}`, 1],
    ]);
    await follow(carol, alice);
    expect(await told(alice)).toEqual([['follow.new', '2 new followers', `/user/${carol.user.id}`, 2]]);
    // Once read, a new follower starts a new item.
    await readAll(alice);
    await follow(bob, alice, false);
    await follow(bob, alice, true);
    expect((await items(alice)).map((i) => [i.text, i.read])).toEqual([
      [`${name(bob)} started following you`, false],
      ['2 new followers', true],
    ]);
  });
});

describe('report.resolved', () => {
  async function report(reporter: Member, payload: object): Promise<number> {
    const url = 'content_type' in payload ? '/api/moderation/report/content' : '/api/moderation/report/user';
    const res = await call('POST', url, reporter, { reason: 'spam', ...payload });
    return res.json<{ report_id: number }>().report_id;
  }
  const resolve = (admin: Member, id: number, status: 'resolved' | 'dismissed' = 'resolved') =>
    call('POST', `/api/moderation/reports/${id}/resolve`, admin, { status, admin_notes: 'handled' });

  it("tells each reporter when their report is resolved, naming the thread, without the admin's name", async () => {
    const [alice, bob, carol] = await three();
    const admin = await newAdmin(ctx.app);
    const thread = await postThread(ctx.app, alice, 'Buy cheap lamps here');
    const byBob = await report(bob, { content_type: 'thread', content_id: thread.id });
    const byCarol = await report(carol, { content_type: 'thread', content_id: thread.id });
    await resolve(admin, byBob);
    expect(await told(bob)).toEqual([
      ['report.resolved', 'Your report about "Buy cheap lamps here" was resolved.', at(thread), 1],
    ]);
    expect((await items(bob))[0]?.actor).toBeUndefined();
    expect(await items(carol)).toEqual([]);
    // The post is gone by the time Carol's is resolved: the name stays, the link goes to the forum.
    await call('DELETE', `/api/forum/thread/${thread.id}`, admin);
    await resolve(admin, byCarol);
    expect(await told(carol)).toEqual([
      ['report.resolved', 'Your report about "Buy cheap lamps here" was resolved.', '/forum', 1],
    ]);
    expect(await items(admin)).toEqual([]);
  });

  it('names a reply by its first words and a member by their name; a dismissal tells nothing', async () => {
    const [alice, bob] = await two();
    const admin = await newAdmin(ctx.app);
    const thread = await postThread(ctx.app, alice, 'Desk lamps');
    const long = `Spam spam spam ${'and more words '.repeat(10)}`;
    const reply = await postReply(ctx.app, alice, thread.id, long);
    const aboutReply = await report(bob, { content_type: 'reply', content_id: reply.id });
    const aboutAlice = await report(bob, { reported_id: alice.user.id });
    await resolve(admin, aboutReply, 'dismissed');
    expect(await items(bob)).toEqual([]);
    await resolve(admin, aboutReply);
    await resolve(admin, aboutAlice);
    const [user, content] = await items(bob);
    expect([user?.text, user?.link]).toEqual([
      `Your report about "${name(alice)}" was resolved.`,
      `/user/${alice.user.id}`,
    ]);
    expect(content?.link).toBe(at(thread, reply));
    expect(content?.text).toMatch(/^Your report about "Spam spam spam and more words .*…" was resolved\.$/);
    expect(content!.text.length).toBeLessThan(100);
  });
});
