import type { NotificationItem, NotificationPreferences, NotificationsResponse } from '@dd/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.js';
import { block, newMember, twoMembers, type Member } from '../../../test/members.js';
import { followNotice } from '../../../test/notices.js';
import { listenForSockets, TestSocket } from '../../../test/test-socket.js';
import type { NotifyInput } from './notifications.service.js';

const ctx = appPerFile();
const open: TestSocket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
let listening: Promise<string> | undefined;
/** The app's push address, listening from the first test that needs it. */
const socketUrl = () => (listening ??= listenForSockets(ctx.app));

/** What a module does: tells a member something in its own unit of work. */
function notify(input: NotifyInput): Promise<void> {
  const { db, notifications } = ctx.app.deps;
  return db.transaction((tx) => notifications.notify(tx, input));
}

const reply = (to: Member, from: Member, threadId: number, title = 'Lamp finds'): Promise<void> =>
  notify({
    userId: to.user.id,
    kind: 'forum.reply',
    subjectId: threadId,
    actorId: from.user.id,
    title,
    link: `/forum/thread/${threadId}`,
  });

async function list(member: Member, query = ''): Promise<NotificationsResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationsResponse>();
}

async function unread(member: Member): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/notifications/unread-count',
    headers: member.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ unread: number }>().unread;
}

const markRead = (member: Member, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: member.headers, payload });

const putPreferences = (member: Member, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: member.headers, payload });

describe('the notification list', () => {
  it('shows what happened with its sentence, actor and link, and counts it unread', async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    await reply(alice, bob, 11);
    const page = await list(alice);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: 'forum.reply',
      text: `${bob.user.username} replied in "Lamp finds"`,
      link: '/forum/thread/11',
      actor: { id: bob.user.id, username: bob.user.username },
      read: false,
      count: 1,
    });
    expect(page.unread).toBe(1);
    expect(await unread(alice)).toBe(1);
    // Nobody else sees it.
    expect((await list(bob)).items).toEqual([]);
  });

  it('never tells members of their own acts, nor anything from a member they blocked', async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    await reply(alice, alice, 12);
    await block(ctx.app, alice, bob);
    await reply(alice, bob, 12);
    expect((await list(alice)).items).toEqual([]);
    // Blocking is one-way: Bob still hears from Alice.
    await reply(bob, alice, 13);
    expect(await unread(bob)).toBe(1);
  });

  it('groups unread ones of the same kind and subject into one item that counts once', async () => {
    const [alice, bob, carol] = [await newMember(ctx.app), await newMember(ctx.app), await newMember(ctx.app)];
    await reply(alice, bob, 21);
    await reply(alice, carol, 21);
    await reply(alice, bob, 21);
    await reply(alice, bob, 22, 'Desk toys');
    const page = await list(alice);
    expect(page.items.map((i) => [i.text, i.count])).toEqual([
      [`${bob.user.username} replied in "Desk toys"`, 1],
      ['3 new replies in "Lamp finds"', 3],
    ]);
    expect(page.unread).toBe(2);
    // Once read, the next reply starts a new item.
    await markRead(alice, { all: true });
    await reply(alice, carol, 21);
    expect((await list(alice)).items.map((i) => [i.count, i.read])).toEqual([
      [1, false],
      [1, true],
      [3, true],
    ]);
  });

  it("replaces a match's unread turn notification instead of stacking them", async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    for (let turn = 0; turn < 3; turn++) {
      await notify({
        userId: alice.user.id,
        kind: 'card.your_turn',
        subjectId: 7,
        actorId: bob.user.id,
        link: '/card-game/7',
      });
    }
    const page = await list(alice);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      count: 1,
      text: `It's your turn in your Card Battle against ${bob.user.username}.`,
    });
  });

  it('pages newest first with a cursor until nextCursor is null', async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    for (let thread = 1; thread <= 25; thread++) await reply(alice, bob, 1000 + thread, `Thread ${thread}`);
    const seen: NotificationItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: NotificationsResponse = await list(alice, `?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(3);
    expect(seen.map((i) => i.text)).toEqual(
      Array.from({ length: 25 }, (_, i) => `${bob.user.username} replied in "Thread ${25 - i}"`),
    );
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications?cursor=not-a-cursor',
      headers: alice.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation' });
  });
});

describe('reading', () => {
  it('marks the named items read (others’ ids change nothing) or all of them', async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    await reply(alice, bob, 31);
    await reply(alice, bob, 32);
    await reply(bob, alice, 33);
    const [newest, oldest] = (await list(alice)).items as [NotificationItem, NotificationItem];
    const bobs = (await list(bob)).items[0] as NotificationItem;

    const one = await markRead(alice, { ids: [newest.id, bobs.id] });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ unread: 1 });
    expect(await unread(bob)).toBe(1);
    expect((await list(alice)).items.map((i) => [i.id, i.read])).toEqual([
      [newest.id, true],
      [oldest.id, false],
    ]);

    expect((await markRead(alice, { all: true })).json()).toEqual({ unread: 0 });
    expect(await unread(alice)).toBe(0);
  });

  it('refuses a malformed request and changes nothing', async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    await reply(alice, bob, 41);
    for (const payload of [{}, { ids: [] }, { all: false }, { ids: ['x'] }, { ids: [1], all: true }]) {
      const res = await markRead(alice, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation' });
    }
    expect(await unread(alice)).toBe(1);
  });

  it('is for members only', async () => {
    for (const url of ['/api/notifications', '/api/notifications/unread-count', '/api/notifications/preferences']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const res = await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', payload: { all: true } });
    expect(res.statusCode).toBe(401);
  });
});

describe('push', () => {
  it('tells every open tab of the member the new unread count once the cause committed, and after reading', async () => {
    const url = await socketUrl();
    const [alice, bob] = await twoMembers(ctx.app);
    const tabs = await Promise.all([1, 2].map(() => TestSocket.ready(url, ctx.config.publicUrl, alice.token)));
    open.push(...tabs);
    await reply(alice, bob, 51);
    for (const tab of tabs) expect(await tab.next()).toEqual({ type: 'notification.new', unread: 1 });
    await reply(alice, bob, 52);
    for (const tab of tabs) expect(await tab.next()).toEqual({ type: 'notification.new', unread: 2 });
    await markRead(alice, { all: true });
    for (const tab of tabs) expect(await tab.next()).toEqual({ type: 'notification.new', unread: 0 });
  });

  it('pushes nothing when the cause rolls back', async () => {
    const url = await socketUrl();
    const [alice, bob] = await twoMembers(ctx.app);
    const tab = await TestSocket.ready(url, ctx.config.publicUrl, alice.token);
    open.push(tab);
    const { db, notifications } = ctx.app.deps;
    await expect(
      db.transaction(async (tx) => {
        await notifications.notify(tx, followNotice(alice, bob));
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    await expect(tab.next(300)).rejects.toThrow();
    expect(await unread(alice)).toBe(0);
  });
});

describe('preferences', () => {
  it('start at the defaults: everything in the app, the card-game kinds by e-mail, the digest on', async () => {
    const alice = await newMember(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: alice.headers });
    expect(res.statusCode).toBe(200);
    const prefs = res.json<NotificationPreferences>();
    expect(prefs.digest).toBe(true);
    expect(prefs.kinds['card.your_turn']).toEqual({ in_app: true, email: true });
    expect(prefs.kinds['forum.reply']).toEqual({ in_app: true, email: false });
  });

  it('change only the kinds named, and decide what is shown and kept', async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    const res = await putPreferences(alice, {
      kinds: { 'forum.reply': { in_app: false, email: false }, 'follow.new': { in_app: false, email: true } },
      digest: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const prefs = res.json<NotificationPreferences>();
    expect(prefs.digest).toBe(false);
    expect(prefs.kinds['forum.reply']).toEqual({ in_app: false, email: false });
    expect(prefs.kinds['card.your_turn']).toEqual({ in_app: true, email: true });

    // Off everywhere: not kept at all. E-mail only: kept for the e-mail, never shown or counted.
    await reply(alice, bob, 61);
    await notify(followNotice(alice, bob));
    expect((await list(alice)).items).toEqual([]);
    expect(await unread(alice)).toBe(0);
    const kept = await ctx.app.deps.db.kysely
      .selectFrom('notifications')
      .select(['kind', 'in_app'])
      .where('user_id', '=', alice.user.id)
      .execute();
    expect(kept).toEqual([{ kind: 'follow.new', in_app: 0 }]);
  });

  it('refuse an unknown kind or a malformed change and keep what was set', async () => {
    const alice = await newMember(ctx.app);
    for (const payload of [
      { kinds: { 'forum.nope': { in_app: true, email: true } }, digest: true },
      { kinds: { 'forum.reply': { in_app: 'yes', email: true } }, digest: true },
      { kinds: {} },
    ]) {
      const res = await putPreferences(alice, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: alice.headers });
    expect(res.json<NotificationPreferences>().kinds['forum.reply']).toEqual({ in_app: true, email: false });
  });
});
