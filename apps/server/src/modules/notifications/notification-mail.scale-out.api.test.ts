import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, newMember, type Member } from '../../../test/members.js';
import { outboxMails } from '../../../test/outbox-mail.js';
import { TEST_ENGINE } from '../../../test/test-app.js';
import { listenForSockets, TestSocket, untilOnline } from '../../../test/test-socket.js';
import { twoInstances, type TwoInstances } from '../../../test/two-instances.js';

/**
 * Two instances on one database, both running the notification e-mail job (and only it): each e-mail goes once
 * whichever instance runs, and a push socket held by one instance keeps the other from e-mailing "your turn".
 */
const MINUTE = 60_000;
const clock = movableClock(new Date('2026-11-20T12:00:00.000Z'));
let c: TwoInstances;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  c = await twoInstances({ clock, env: { SCHEDULER_JOBS: 'notification-mails' } });
  url = await listenForSockets(c.apps[0]);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => c?.close());

let nextMatch = 5000;

async function yourTurn(to: Member, from: Member): Promise<void> {
  const { db, notifications } = c.apps[0].deps;
  const matchId = (nextMatch += 1);
  await db.transaction((tx) =>
    notifications.notify(tx, {
      userId: to.user.id,
      kind: 'card.your_turn',
      subjectId: matchId,
      actorId: from.user.id,
      link: `/card/match/${matchId}`,
    }),
  );
}

const mailsTo = (member: Member) => outboxMails(c.config.outboxDir).filter((m) => m.to === member.user.email);

/** Moves both instances' time and waits for their scheduled runs. */
async function advance(ms: number): Promise<void> {
  await clock.advance(ms);
  await c.whenIdle();
}

describe('notification e-mails across two instances', () => {
  it('the scheduled job e-mails an unread turn once, whichever instance runs it', async () => {
    const [alice, bob] = [await newMember(c.apps[0]), await newMember(c.apps[1])];
    await yourTurn(alice, bob);
    await advance(9 * MINUTE);
    expect(mailsTo(alice)).toEqual([]);
    await advance(2 * MINUTE);
    expect(mailsTo(alice)).toHaveLength(1);
    await advance(5 * MINUTE);
    expect(mailsTo(alice)).toHaveLength(1);
  });

  it('two instances running the job send each e-mail once', async () => {
    const [alice, bob, carol] = [await newMember(c.apps[0]), await newMember(c.apps[0]), await newMember(c.apps[1])];
    await yourTurn(alice, bob);
    await yourTurn(carol, bob);
    await clock.advance(10 * MINUTE);
    await c.whenIdle();
    const run = (i: 0 | 1) => c.apps[i].deps.notificationMails.run();
    // PostgreSQL: at the same time. SQLite: one after the other (two connections of one process cannot both wait
    // for the file's write lock: better-sqlite3 waits synchronously, holding the thread the other one needs).
    const runs =
      TEST_ENGINE === 'postgres'
        ? await Promise.all([run(0), run(1), run(0), run(1)])
        : [await run(0), await run(1), await run(0), await run(1)];
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBeLessThanOrEqual(2);
    expect(mailsTo(alice)).toHaveLength(1);
    expect(mailsTo(carol)).toHaveLength(1);
  });

  it('a socket on one instance keeps the other from e-mailing the turn', async () => {
    const [alice, bob] = [await newMember(c.apps[0]), await newMember(c.apps[0])];
    const socket = await TestSocket.ready(url, c.config.publicUrl, alice.token);
    sockets.push(socket);
    await untilOnline(c.apps[0], alice, true);
    // As if 10 minutes ago: a long step of the test clock would fire the socket's pings faster than it answers.
    await clock.advance(-10 * MINUTE);
    await yourTurn(alice, bob);
    await clock.advance(10 * MINUTE);
    await c.apps[0].deps.realtime.presenceSettled();
    // The instance without the socket knows from the presence rows.
    expect((await c.apps[1].deps.realtime.onlineAmong([alice.user.id])).has(alice.user.id)).toBe(true);
    await c.apps[1].deps.notificationMails.run();
    await c.whenIdle();
    expect(mailsTo(alice)).toEqual([]);

    socket.close();
    await untilOnline(c.apps[0], alice, false);
    expect((await c.apps[1].deps.realtime.onlineAmong([alice.user.id])).has(alice.user.id)).toBe(false);
    await c.apps[1].deps.notificationMails.run();
    expect(mailsTo(alice)).toHaveLength(1);
  });

  it('an instance that stopped beating no longer counts its members online', async () => {
    const [alice] = [await newMember(c.apps[0])];
    sockets.push(await TestSocket.ready(url, c.config.publicUrl, alice.token));
    await untilOnline(c.apps[0], alice, true);
    // As if instance 0 had crashed: its heartbeat row is out of date (its sockets would be gone with it).
    await c.dbs[1].kysely
      .updateTable('push_instances')
      .set({ alive_until: new Date(clock.now().getTime() - 1).toISOString() })
      .execute();
    expect((await c.apps[1].deps.realtime.onlineAmong([alice.user.id])).has(alice.user.id)).toBe(false);
  });
});
