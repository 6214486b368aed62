import type { NotificationPreferences } from '@dd/contracts';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { movableClock, newMember, twoMembers, type Member } from '../../../test/members.js';
import { outboxMails, type OutboxMail } from '../../../test/outbox-mail.js';
import { postOneClick } from '../../../test/raw-post.js';
import { appPerFile } from '../../../test/test-app.js';
import { listenForSockets, TestSocket, untilOnline } from '../../../test/test-socket.js';
import type { NotifyInput } from './notifications.service.js';

const MINUTE = 60_000;
const clock = movableClock(new Date('2026-11-20T12:00:00.000Z'));
const ctx = appPerFile({ clock });
const open: TestSocket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
let listening: Promise<string> | undefined;
const socketUrl = () => (listening ??= listenForSockets(ctx.app));

let nextSubject = 1000;
const newSubject = () => (nextSubject += 1);

/** What the card and forum modules do: tell a member something in their own unit of work. */
function notify(input: NotifyInput): Promise<void> {
  const { db, notifications } = ctx.app.deps;
  return db.transaction((tx) => notifications.notify(tx, input));
}

const yourTurn = (to: Member, from: Member, matchId: number) =>
  notify({
    userId: to.user.id,
    kind: 'card.your_turn',
    subjectId: matchId,
    actorId: from.user.id,
    link: `/card/match/${matchId}`,
  });

const turnEnding = (to: Member, matchId: number) =>
  notify({ userId: to.user.id, kind: 'card.turn_ending', subjectId: matchId, link: `/card/match/${matchId}` });

const runJob = () => ctx.app.deps.notificationMails.run();
/** Moves the clock on by `ms`, then runs the mail job once. */
const runJobAfter = async (ms: number) => {
  await clock.advance(ms);
  await runJob();
};

function mailsTo(member: Member): OutboxMail[] {
  return outboxMails(ctx.config.outboxDir).filter((m) => m.to === member.user.email);
}

async function preferences(member: Member): Promise<NotificationPreferences> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationPreferences>();
}

async function setPreferences(member: Member, change: object): Promise<void> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    headers: member.headers,
    payload: change,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Moves the test clock to the next time of day `hh:mm` UTC. */
async function advanceTo(hour: number, minute = 0): Promise<void> {
  const now = clock.now();
  const target = new Date(now);
  target.setUTCHours(hour, minute, 0, 0);
  if (target.getTime() <= now.getTime()) target.setUTCDate(target.getUTCDate() + 1);
  await clock.advance(target.getTime() - now.getTime());
}

/**
 * Runs `fn` as if `ms` ago: the clock goes back, then forward again. Open push sockets keep their ping timers
 * (a long step of the test clock would fire their pings faster than a real client can answer them).
 */
async function ago(ms: number, fn: () => Promise<void>): Promise<void> {
  await clock.advance(-ms);
  await fn();
  await clock.advance(ms);
}

describe('"your turn" by e-mail', () => {
  it('is e-mailed once when still unread 10 minutes after it came, not before', async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    const match = newSubject();
    await yourTurn(alice, bob, match);
    await runJobAfter(9 * MINUTE);
    expect(mailsTo(alice)).toEqual([]);

    await runJobAfter(MINUTE);
    const mails = mailsTo(alice);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [OutboxMail];
    expect(mail.subject).toBe(`It's your turn in your Card Battle against ${bob.user.username}`);
    expect(mail.text).toContain(`${ctx.config.publicUrl}/card/match/${match}`);
    // The body's link opens the preferences.
    expect(mail.text).toContain(`${ctx.config.publicUrl}/settings/notifications`);
    expect(mail.headers['list-unsubscribe']).toMatch(
      new RegExp(
        `^<${ctx.config.publicUrl}/api/notifications/unsubscribe\\?user=${alice.user.id}&category=card\\.your_turn&token=`,
      ),
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mailsTo(bob)).toEqual([]);

    await runJobAfter(5 * MINUTE);
    expect(mailsTo(alice)).toHaveLength(1);
  });

  it('is not e-mailed once read', async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    await yourTurn(alice, bob, newSubject());
    const read = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: alice.headers,
      payload: { all: true },
    });
    expect(read.statusCode).toBe(200);
    await runJobAfter(10 * MINUTE);
    expect(mailsTo(alice)).toEqual([]);
  });

  it('is left to the bell while the member has a push socket open, and e-mailed once they are away', async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    const socket = await TestSocket.ready(await socketUrl(), ctx.config.publicUrl, alice.token);
    open.push(socket);
    await untilOnline(ctx.app, alice, true);
    await ago(10 * MINUTE, () => yourTurn(alice, bob, newSubject()));
    await runJob();
    expect(mailsTo(alice)).toEqual([]);

    socket.close();
    await untilOnline(ctx.app, alice, false);
    await runJob();
    expect(mailsTo(alice)).toHaveLength(1);
  });

  it('goes at most once per match and turn: a newer turn of the match is a new e-mail', async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    const match = newSubject();
    await yourTurn(alice, bob, match);
    await clock.advance(6 * MINUTE);
    // The turn passed back and forth before the first was e-mailed: one item, its 10 minutes start again.
    await yourTurn(alice, bob, match);
    await runJobAfter(6 * MINUTE);
    expect(mailsTo(alice)).toEqual([]);
    await runJobAfter(4 * MINUTE);
    await runJob();
    expect(mailsTo(alice)).toHaveLength(1);

    // Still unread, the next turn replaces it: a new turn, e-mailed 10 minutes later.
    await yourTurn(alice, bob, match);
    await runJobAfter(10 * MINUTE);
    expect(mailsTo(alice)).toHaveLength(2);
  });

  it('is sent once when two runs go at the same time', async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    await yourTurn(alice, bob, newSubject());
    await turnEnding(alice, newSubject());
    await clock.advance(10 * MINUTE);
    const { notificationMails } = ctx.app.deps;
    const runs = await Promise.all([notificationMails.run(), notificationMails.run(), notificationMails.run()]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect(mailsTo(alice)).toHaveLength(2);
  });

  it('follows the member’s e-mail switch of the kind', async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    await setPreferences(alice, { kinds: { 'card.your_turn': { in_app: true, email: false } }, digest: true });
    await yourTurn(alice, bob, newSubject());
    await runJobAfter(10 * MINUTE);
    expect(mailsTo(alice)).toEqual([]);
    // Turned on again later, the turn it skipped is not e-mailed after all: it was decided when due.
    await setPreferences(alice, { kinds: { 'card.your_turn': { in_app: true, email: true } }, digest: true });
    await runJob();
    expect(mailsTo(alice)).toEqual([]);
  });

  it('sends nothing to a deleted member', async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    await turnEnding(alice, newSubject());
    await yourTurn(alice, bob, newSubject());
    await sql`UPDATE users SET deleted_at = ${clock.now().toISOString()} WHERE id = ${alice.user.id}`.execute(
      ctx.db.kysely,
    );
    await runJobAfter(10 * MINUTE);
    expect(mailsTo(alice)).toEqual([]);
  });
});

describe('"2 hours left" by e-mail', () => {
  it('is e-mailed at the next run, whether or not a tab is open', async () => {
    const alice = await newMember(ctx.app);
    open.push(await TestSocket.ready(await socketUrl(), ctx.config.publicUrl, alice.token));
    await untilOnline(ctx.app, alice, true);
    await turnEnding(alice, newSubject());
    await runJob();
    const mails = mailsTo(alice);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('2 hours left on your turn against Someone');
    expect(mails[0]?.headers['list-unsubscribe']).toContain('category=card.turn_ending');
  });
});

describe('the daily cap', () => {
  it('sends at most 10 notification e-mails a member a UTC day, and more the next day', async () => {
    const alice = await newMember(ctx.app);
    for (let i = 0; i < 12; i += 1) await turnEnding(alice, newSubject());
    await runJob();
    await runJob();
    expect(mailsTo(alice)).toHaveLength(10);
    await advanceTo(0, 5);
    await turnEnding(alice, newSubject());
    await runJob();
    expect(mailsTo(alice)).toHaveLength(11);
  });
});

describe('the daily digest', () => {
  it('goes out at its hour with what is unread of the kinds e-mailed, once a day', async () => {
    const [alice, bob, carol] = [await newMember(ctx.app), await newMember(ctx.app), await newMember(ctx.app)];
    await advanceTo(7, 0);
    // Forum replies are e-mailed only when the member turns them on; mentions stay off.
    await setPreferences(alice, { kinds: { 'forum.reply': { in_app: true, email: true } }, digest: true });
    const thread = newSubject();
    for (const from of [bob, carol]) {
      await notify({
        userId: alice.user.id,
        kind: 'forum.reply',
        subjectId: thread,
        actorId: from.user.id,
        title: 'Lamp <finds>',
        link: `/forum/thread/${thread}`,
      });
    }
    const match = newSubject();
    await notify({
      userId: alice.user.id,
      kind: 'card.match_found',
      subjectId: match,
      actorId: bob.user.id,
      link: `/card/match/${match}`,
    });
    await notify({
      userId: alice.user.id,
      kind: 'forum.mention',
      subjectId: newSubject(),
      actorId: bob.user.id,
      title: 'Not e-mailed',
      link: '/forum/thread/1',
    });
    await notify({
      userId: alice.user.id,
      kind: 'card.match_over',
      subjectId: newSubject(),
      actorId: bob.user.id,
      detail: 'win',
      link: '/card/match/2',
    });
    // Read before the digest: not in it.
    const items = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: alice.headers });
    const over = items
      .json<{ items: { id: number; kind: string }[] }>()
      .items.find((i) => i.kind === 'card.match_over');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: alice.headers,
      payload: { ids: [over?.id] },
    });

    await runJob();
    expect(mailsTo(alice)).toEqual([]);

    await advanceTo(8, 0);
    await runJob();
    const mails = mailsTo(alice);
    expect(mails).toHaveLength(1);
    const [digest] = mails as [OutboxMail];
    expect(digest.subject).toBe('2 notifications you have not seen yet');
    expect(digest.text).toContain('2 new replies in "Lamp <finds>"');
    expect(digest.text).toContain(`Your async Card Battle against ${bob.user.username} has started.`);
    expect(digest.text).not.toContain('mentioned you');
    expect(digest.text).not.toContain('You won');
    expect(digest.headers['list-unsubscribe']).toContain('category=digest');
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Once a day: what comes later waits for tomorrow's digest, and is not sent twice.
    await clock.advance(30 * MINUTE);
    await notify({
      userId: alice.user.id,
      kind: 'forum.reply',
      subjectId: newSubject(),
      actorId: bob.user.id,
      title: 'Tomorrow',
      link: '/forum/thread/3',
    });
    await runJob();
    expect(mailsTo(alice)).toHaveLength(1);
    await advanceTo(8, 0);
    await runJob();
    await runJob();
    const next = mailsTo(alice);
    expect(next).toHaveLength(2);
    expect(next[1]?.subject).toBe('1 notification you have not seen yet');
    expect(next[1]?.text).toContain(`${bob.user.username} replied in "Tomorrow"`);
    expect(next[1]?.text).not.toContain('Lamp');
  });

  it('is not sent when the member turned it off', async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    await setPreferences(alice, { kinds: {}, digest: false });
    await notify({
      userId: alice.user.id,
      kind: 'card.match_found',
      subjectId: newSubject(),
      actorId: bob.user.id,
      link: '/card/match/1',
    });
    await advanceTo(8, 0);
    await runJob();
    expect(mailsTo(alice)).toEqual([]);
  });
});

describe('one-click unsubscribe', () => {
  async function firstMailLink(member: Member): Promise<string> {
    await turnEnding(member, newSubject());
    await runJob();
    const header = mailsTo(member)[0]?.headers['list-unsubscribe'] ?? '';
    return header.slice(1, -1);
  }

  const post = (url: string) => postOneClick(ctx.app, url.replace(ctx.config.publicUrl, ''));

  it("turns the e-mail's category off, with no login", async () => {
    const alice = await newMember(ctx.app);
    const link = await firstMailLink(alice);
    const res = await post(link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'You will not get e-mails about "2 hours left on your async turn" any more.',
    });
    const prefs = await preferences(alice);
    expect(prefs.kinds['card.turn_ending']).toEqual({ in_app: true, email: false });
    expect(prefs.kinds['card.your_turn'].email).toBe(true);
    expect(prefs.digest).toBe(true);
    // And it holds: the next one is not e-mailed.
    await turnEnding(alice, newSubject());
    await runJob();
    expect(mailsTo(alice)).toHaveLength(1);
  });

  it('turns the digest off from its own link', async () => {
    const alice = await newMember(ctx.app);
    const link = (await firstMailLink(alice)).replace('category=card.turn_ending', 'category=digest');
    // The signature covers the category: the kind's link cannot turn off the digest.
    expect((await post(link)).statusCode).toBe(400);
    expect((await preferences(alice)).digest).toBe(true);
  });

  it('refuses a forged signature or another member, changing nothing', async () => {
    const [alice, bob] = await twoMembers(ctx.app);
    const link = await firstMailLink(alice);
    const before = await preferences(alice);
    const forged = new URL(link);
    forged.searchParams.set('token', 'A'.repeat(43));
    const res = await post(forged.toString());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_token', error: 'This unsubscribe link is not valid.' });
    const other = new URL(link);
    other.searchParams.set('user', String(bob.user.id));
    expect((await post(other.toString())).statusCode).toBe(400);
    const broken = new URL(link);
    broken.searchParams.delete('token');
    expect((await post(broken.toString())).json()).toMatchObject({ code: 'invalid_token' });
    expect(await preferences(alice)).toEqual(before);
    expect((await preferences(bob)).kinds['card.turn_ending'].email).toBe(true);
  });

  it('answers a browser opening the link with the settings page, changing nothing', async () => {
    const alice = await newMember(ctx.app);
    const link = await firstMailLink(alice);
    const res = await ctx.app.inject({ method: 'GET', url: link.replace(ctx.config.publicUrl, '') });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/settings/notifications');
    expect((await preferences(alice)).kinds['card.turn_ending'].email).toBe(true);
  });
});
