import {
  CARD_QUEUE_STALE_MS,
  CARD_TURN_ENDING_WARNING_MS,
  type CardMatchStateResponse,
  type NotificationItem,
  type NotificationsResponse,
} from '@dd/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { cardCall, readMatchState, startRematch } from '../../../test/card-match.js';
import type { Db } from '../../db/dialect.js';
import type { Clock } from '../../platform/clock.js';
import { block, injectAs, movableClock, newMember, twoMembers, type Member } from '../../../test/members.js';
import { pairUp, play } from '../../../test/pvp.js';
import { refuseWrites } from '../../../test/refuse-writes.js';
import { rowIdsOf } from '../../../test/rows.js';
import { appPerFile, createTestApp, TEST_ENGINE } from '../../../test/test-app.js';
import { listenForSockets, TestSocket } from '../../../test/test-socket.js';
import { CARD_TURN_WARNING_INTERVAL_MS, CARD_TURN_WARNING_JOB } from './index.js';
import { twoInstances } from '../../../test/two-instances.js';

/**
 * The card game's notifications (issue 25), each made by its real cause through the API: an async queue pairing
 * (`card.match_found` for the one who waited, `card.your_turn` for whoever starts), an end of turn, a timeout, a
 * forfeit and a win (`card.match_over`), 2 hours left on a turn (`card.turn_ending`); none in blitz or practice.
 */
const clock = movableClock();
const ctx = appPerFile({ clock });
const open: TestSocket[] = [];
// Whoever a test left waiting in a queue goes stale, so the next test's pairings are its own.
afterEach(async () => {
  for (const socket of open.splice(0)) socket.close();
  await clock.advance(CARD_QUEUE_STALE_MS + 1_000);
});
let listening: Promise<string> | undefined;
/** The app's push address, listening from the first test that needs it. */
const socketUrl = () => (listening ??= listenForSockets(ctx.app));

/** The next `notification.new` the tab hears (the match's own `card.match` pushes come on the same topic). */
async function nextNotice(tab: TestSocket): Promise<unknown> {
  for (;;) {
    const message = (await tab.next()) as { type?: string };
    if (message.type === 'notification.new') return message;
  }
}

const HOUR = 60 * 60 * 1000;

/** A match's `card.turn_ending` warnings as stored (read or not), each with when it was made, oldest first. */
const turnWarnings = (db: Db, matchId: number) =>
  db.kysely
    .selectFrom('notifications')
    .select(['user_id', 'created_at'])
    .where('subject_id', '=', matchId)
    .where('kind', '=', 'card.turn_ending')
    .orderBy('id')
    .execute();

const call = (member: Member, method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
  cardCall(ctx.app, member, method, path, payload);

async function notificationsOf(member: Member): Promise<NotificationsResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationsResponse>();
}

/** The member's notifications as (kind, text, link, actor, read), newest first. */
async function seen(member: Member) {
  return (await notificationsOf(member)).items.map((i: NotificationItem) => ({
    kind: i.kind,
    text: i.text,
    link: i.link,
    actor: i.actor?.username,
    read: i.read,
  }));
}

const kinds = async (member: Member) => (await notificationsOf(member)).items.map((i) => i.kind);

/** An async match of the queue: `waiting` joins first and waits, `joiner`'s join makes the pair. */
async function asyncPair(waiting: Member, joiner: Member): Promise<number> {
  expect((await call(waiting, 'POST', 'join-async-queue')).json()).toEqual({ status: 'waiting' });
  const res = await call(joiner, 'POST', 'join-async-queue');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ matchId: number }>().matchId;
}

const state = (member: Member, matchId: number) => readMatchState(ctx.app, member, matchId);

/** The two players as the match has them: the one on turn first. */
async function seats(matchId: number, a: Member, b: Member): Promise<[Member, Member]> {
  return (await state(a, matchId)).turn === a.user.id ? [a, b] : [b, a];
}

async function endTurn(member: Member, matchId: number): Promise<CardMatchStateResponse> {
  const res = await call(member, 'POST', 'end-turn', { matchId, playerId: member.user.id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CardMatchStateResponse>();
}

async function forfeit(member: Member, matchId: number): Promise<void> {
  const res = await call(member, 'POST', 'forfeit-match', { matchId, playerId: member.user.id });
  expect(res.statusCode, res.body).toBe(200);
}

const members = () => twoMembers(ctx.app);

/** Two new members paired in the async queue: the match, and its players with the one on turn first. */
async function asyncMatch(): Promise<{ a: Member; b: Member; matchId: number; first: Member; second: Member }> {
  const [a, b] = await members();
  const matchId = await asyncPair(a, b);
  const [first, second] = await seats(matchId, a, b);
  return { a, b, matchId, first, second };
}
const yourTurnText = (opponent: Member) => `It's your turn in your Card Battle against ${opponent.user.username}.`;
const link = (matchId: number) => `/card-game/${matchId}`;
/** The unread "your turn" item of a match against `opponent`, as the list shows it. */
const yourTurnItem = (matchId: number, opponent: Member) => ({
  kind: 'card.your_turn',
  text: yourTurnText(opponent),
  link: link(matchId),
  actor: opponent.user.username,
  read: false,
});

describe('an async queue pairing', () => {
  it('tells the member who waited that the match has started, the one who starts that it is their turn, and nothing else', async () => {
    const [waiting, joiner] = await members();
    const matchId = await asyncPair(waiting, joiner);
    const [first, second] = await seats(matchId, waiting, joiner);
    const foundItem = {
      kind: 'card.match_found',
      text: `Your async Card Battle against ${joiner.user.username} has started.`,
      link: link(matchId),
      actor: joiner.user.username,
      read: false,
    };
    const turnItem = yourTurnItem(matchId, second);
    if (first === waiting) {
      expect(await seen(waiting)).toEqual([foundItem, turnItem]);
      expect(await seen(joiner)).toEqual([]);
    } else {
      // The joiner was answered the match; they are told only that it is their turn.
      expect(await seen(waiting)).toEqual([foundItem]);
      expect(await seen(joiner)).toEqual([turnItem]);
    }
    expect((await notificationsOf(first)).unread).toBe(first === waiting ? 2 : 1);
  });

  it('tells nobody of a blitz pairing, a blitz turn or a practice match', async () => {
    const [a, b] = await members();
    expect((await call(a, 'POST', 'join-blitz-queue')).json()).toEqual({ status: 'waiting' });
    const { matchId } = (await call(b, 'POST', 'join-blitz-queue')).json<{ matchId: number }>();
    const [first, second] = await seats(matchId, a, b);
    await endTurn(first, matchId);
    await forfeit(second, matchId);
    const practice = await call(a, 'POST', 'practice', { mode: 'async' });
    expect(practice.statusCode, practice.body).toBe(200);
    const practiceId = practice.json<{ matchId: number }>().matchId;
    if ((await state(a, practiceId)).turn === a.user.id) await endTurn(a, practiceId);
    await forfeit(a, practiceId);
    expect(await kinds(a)).toEqual([]);
    expect(await kinds(b)).toEqual([]);
  });
});

describe('an async turn', () => {
  it('passes with a notification for the player on turn, replaced (not stacked) turn after turn, and withdrawn once they played', async () => {
    const { a, matchId, first, second } = await asyncMatch();
    for (let turn = 0; turn < 2; turn++) {
      await endTurn(first, matchId);
      // The player whose turn it now is has it once; the one who played has no "your turn" left.
      expect((await seen(second)).filter((i) => i.kind === 'card.your_turn')).toEqual([yourTurnItem(matchId, first)]);
      expect(await kinds(first)).not.toContain('card.your_turn');
      await endTurn(second, matchId);
      expect((await seen(first)).filter((i) => i.kind === 'card.your_turn')).toEqual([yourTurnItem(matchId, second)]);
      expect(await kinds(second)).not.toContain('card.your_turn');
    }
    // The waiting member's "match found" went with their first turn played.
    expect(await kinds(a)).not.toContain('card.match_found');
  });

  it('updates the bell of the player on turn at once, and again once they played and their notices went', async () => {
    const url = await socketUrl();
    const { matchId, first, second } = await asyncMatch();
    const tab = await TestSocket.ready(url, ctx.config.publicUrl, second.token);
    open.push(tab);
    // The member who waited has "match found" unread already.
    const before = (await notificationsOf(second)).unread;
    await endTurn(first, matchId);
    expect(await nextNotice(tab)).toEqual({ type: 'notification.new', unread: before + 1 });
    await endTurn(second, matchId);
    expect(await nextNotice(tab)).toEqual({ type: 'notification.new', unread: 0 });
    expect((await notificationsOf(second)).unread).toBe(0);
  });

  it('keeps a notification the member read as it was, and tells them of the next turn afresh', async () => {
    const { matchId, first, second } = await asyncMatch();
    const readAll = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: first.headers,
      payload: { all: true },
    });
    expect(readAll.statusCode, readAll.body).toBe(200);
    await endTurn(first, matchId);
    await endTurn(second, matchId);
    const items = (await seen(first)).filter((i) => i.kind === 'card.your_turn');
    expect(items.map((i) => i.read)).toEqual([false, true]);
  });

  it('is written with its notification in one unit of work: a notification that cannot be stored leaves the turn unplayed', async () => {
    const { matchId, first, second } = await asyncMatch();
    const before = await state(first, matchId);
    const lift = await refuseWrites(ctx.db, 'notifications', 'insert', `NEW.user_id = ${second.user.id}`);
    try {
      const res = await call(first, 'POST', 'end-turn', { matchId, playerId: first.user.id });
      expect(res.statusCode).toBe(500);
    } finally {
      await lift();
    }
    const after = await state(first, matchId);
    expect([after.turn, after.turnCount]).toEqual([before.turn, before.turnCount]);
    expect(await kinds(second)).not.toContain('card.your_turn');
    // Played again, it passes and is told.
    await endTurn(first, matchId);
    expect(await kinds(second)).toContain('card.your_turn');
  });

  it('is not told by a member the player blocked', async () => {
    const { matchId, first, second } = await asyncMatch();
    await block(ctx.app, second, first);
    await endTurn(first, matchId);
    expect(await kinds(second)).not.toContain('card.your_turn');
  });
});

describe('the end of an async match', () => {
  it('tells the winner of a forfeit who gave up, and not the forfeiter; their pending turn notices go', async () => {
    const { matchId, first, second } = await asyncMatch();
    await forfeit(first, matchId);
    expect(await seen(second)).toEqual([
      {
        kind: 'card.match_over',
        text: `You won your Card Battle against ${first.user.username}.`,
        link: link(matchId),
        actor: first.user.username,
        read: false,
      },
    ]);
    // The forfeiter's "your turn" (and the waiting member's "match found") no longer wait for anyone.
    expect(await kinds(first)).toEqual([]);
  });

  it('tells both players of a timeout, applied by the sweeper with nobody online', async () => {
    const { matchId, first, second } = await asyncMatch();
    await endTurn(first, matchId);
    await clock.advance(24 * HOUR + 1_000);
    expect((await ctx.app.deps.cardMatches.sweep()).timedOut).toBeGreaterThanOrEqual(1);
    expect(await seen(second)).toEqual([
      {
        kind: 'card.match_over',
        text: `Your time ran out: you lost your Card Battle against ${first.user.username}.`,
        link: link(matchId),
        actor: first.user.username,
        read: false,
      },
    ]);
    expect(await seen(first)).toEqual([
      {
        kind: 'card.match_over',
        text: `You won your Card Battle against ${second.user.username}: their time ran out.`,
        link: link(matchId),
        actor: second.user.username,
        read: false,
      },
    ]);
    expect((await notificationsOf(second)).unread).toBe(1);
  });

  it('tells the players of many timeouts swept in one batch each their own end, minding the blocks and switches of each', async () => {
    const plain = await asyncMatch();
    const blocking = await asyncMatch();
    const muted = await asyncMatch();
    // The loser of `blocking` blocked the winner; the winner of `muted` turned match ends off in the app and by e-mail.
    await block(ctx.app, blocking.first, blocking.second);
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: muted.second.headers,
      payload: { kinds: { 'card.match_over': { in_app: false, email: false } }, digest: true },
    });
    expect(off.statusCode, off.body).toBe(200);
    await clock.advance(24 * HOUR + 1_000);
    expect((await ctx.app.deps.cardMatches.sweep()).timedOut).toBeGreaterThanOrEqual(3);
    const ends = async (member: Member) => (await seen(member)).map((i) => [i.kind, i.link, i.actor]);
    const over = (m: { matchId: number }, opponent: Member) => [
      'card.match_over',
      link(m.matchId),
      opponent.user.username,
    ];
    // The players on turn ran out of time: their "your turn" notices went, and each hears of their own match only.
    expect(await ends(plain.first)).toEqual([over(plain, plain.second)]);
    expect(await ends(plain.second)).toEqual([over(plain, plain.first)]);
    expect(await ends(blocking.first)).toEqual([]);
    expect(await ends(blocking.second)).toEqual([over(blocking, blocking.first)]);
    expect(await ends(muted.first)).toEqual([over(muted, muted.second)]);
    expect(await ends(muted.second)).toEqual([]);
  });

  it('tells the opponent of a deleted member that they won against "Deleted member", and the deleted member nothing', async () => {
    const { first, second } = await asyncMatch();
    const res = await injectAs(ctx.app, second, 'DELETE', '/api/account', { password: second.password });
    expect(res.statusCode, res.body).toBe(200);
    expect((await seen(first)).map((i) => [i.kind, i.text])).toEqual([
      ['card.match_over', 'You won your Card Battle against Deleted member.'],
    ]);
    expect(await rowIdsOf(ctx.db, 'notifications', second.user.id)).toEqual([]);
  });
});

describe('a Card Battle rematch in async', () => {
  it('tells the player who starts that it is their turn', async () => {
    const [a, b] = await members();
    const duel = await pairUp(ctx.app, a, b);
    expect((await play(ctx.app, duel, a, b, [2, 2, 2, 2, 2])).status).toBe('completed');
    const res = await startRematch(ctx.app, a, b, 'async');
    expect(res.statusCode, res.body).toBe(200);
    const { matchId } = res.json<{ matchId: number }>();
    const [first, second] = await seats(matchId, a, b);
    expect((await seen(first)).map((i) => [i.kind, i.text, i.link])).toEqual([
      ['card.your_turn', yourTurnText(second), link(matchId)],
    ]);
    expect(await kinds(second)).toEqual([]);
  });
});

describe('2 hours left on an async turn', () => {
  it('warns the player on turn once per turn, however often the job runs', async () => {
    const { a, matchId, first, second } = await asyncMatch();
    const warn = () => ctx.app.deps.cardMatches.warnTurnsEnding();
    const warnings = () => turnWarnings(ctx.db, matchId);
    const deadline = Date.parse((await state(a, matchId)).turnDeadline);
    await clock.advance(deadline - CARD_TURN_ENDING_WARNING_MS - clock.now().getTime() - 60_000);
    await warn();
    expect(await warnings()).toEqual([]);
    await clock.advance(60_000);
    const warnedAt = clock.now().toISOString();
    expect((await warn()).warned).toBeGreaterThanOrEqual(1);
    // Runs later in the turn (a restart, the next minute, an hour on) warn nobody again: nothing is made anew.
    await warn();
    await clock.advance(HOUR);
    await warn();
    expect(await warnings()).toEqual([{ user_id: first.user.id, created_at: warnedAt }]);
    expect((await seen(first)).filter((i) => i.kind === 'card.turn_ending')).toEqual([
      {
        kind: 'card.turn_ending',
        text: `2 hours left on your turn against ${second.user.username}.`,
        link: link(matchId),
        actor: second.user.username,
        read: false,
      },
    ]);
    // Played in time: the warning goes, and the next turn is warned in its own time.
    await endTurn(first, matchId);
    expect(await warnings()).toEqual([]);
    await clock.advance(24 * HOUR - CARD_TURN_ENDING_WARNING_MS);
    await warn();
    await warn();
    expect(await warnings()).toEqual([{ user_id: second.user.id, created_at: clock.now().toISOString() }]);
    expect((await seen(second)).map((i) => i.kind)).toContain('card.turn_ending');
  });

  it('warns no turn already past its deadline (the sweeper ends it)', async () => {
    const [a, b] = await members();
    const matchId = await asyncPair(a, b);
    await clock.advance(24 * HOUR + 1_000);
    await ctx.app.deps.cardMatches.warnTurnsEnding();
    expect([...(await kinds(a)), ...(await kinds(b))]).not.toContain('card.turn_ending');
    expect((await state(a, matchId)).gameStatus).toBe('completed');
  });

  it('warns nobody in blitz or practice', async () => {
    const [a, b] = await members();
    const practice = await call(a, 'POST', 'practice', { mode: 'async' });
    expect(practice.statusCode, practice.body).toBe(200);
    expect((await call(a, 'POST', 'join-blitz-queue')).json()).toEqual({ status: 'waiting' });
    expect((await call(b, 'POST', 'join-blitz-queue')).statusCode).toBe(200);
    // A blitz turn is 45 s and a practice turn 24 h: both are inside the window at some point of these steps.
    for (const step of [10_000, 22 * HOUR]) {
      await clock.advance(step);
      await ctx.app.deps.cardMatches.warnTurnsEnding();
      expect(await kinds(a)).toEqual([]);
      expect(await kinds(b)).toEqual([]);
    }
  });
});

/**
 * A test clock that can also jump: time moves by `jump` without firing the timers (a day of every-minute job runs
 * need not run one by one), while `advance` fires them as the test clock does.
 */
class JumpClock implements Clock {
  private offset = 0;
  readonly timers = movableClock();
  now = () => new Date(this.timers.now().getTime() + this.offset);
  setTimeout = (fn: () => void, ms: number) => this.timers.setTimeout(fn, ms);
  sleep = (ms: number) => this.timers.sleep(ms);
  jump(ms: number): void {
    this.offset += ms;
  }
}

describe('the scheduler', () => {
  it('runs the warning job every minute: the turn is warned once its 2 hours begin, and once only', async () => {
    const time = new JumpClock();
    const app = await createTestApp({
      clock: time,
      env: { SCHEDULER_ENABLED: 'true', SCHEDULER_JOBS: CARD_TURN_WARNING_JOB },
    });
    const pass = async (ms: number) => {
      await time.timers.advance(ms);
      await app.app.deps.scheduler.whenIdle();
    };
    try {
      const [a, b] = [await newMember(app.app), await newMember(app.app)];
      expect((await cardCall(app.app, a, 'POST', 'join-async-queue')).json()).toEqual({ status: 'waiting' });
      const { matchId } = (await cardCall(app.app, b, 'POST', 'join-async-queue')).json<{ matchId: number }>();
      const warnings = () => turnWarnings(app.db, matchId);
      // The scheduler's first look, 30 s after start, finds nothing to warn.
      await pass(30_000);
      expect(await warnings()).toEqual([]);
      time.jump(24 * HOUR - CARD_TURN_ENDING_WARNING_MS - 30_000);
      await pass(CARD_TURN_WARNING_INTERVAL_MS);
      const [warning] = await warnings();
      expect(warning).toBeDefined();
      for (let minute = 0; minute < 3; minute++) await pass(CARD_TURN_WARNING_INTERVAL_MS);
      expect(await warnings()).toEqual([warning]);
    } finally {
      await app.close();
    }
  });
});

/**
 * Time both instances read, moved by hand; their timers never fire, so neither scheduler runs a job on its own
 * (the test runs the warning job itself, on both at once).
 */
function handClock(): Clock & { advance(ms: number): void } {
  let at = Date.parse('2026-11-20T12:00:00.000Z');
  return {
    now: () => new Date(at),
    setTimeout: () => ({ cancel: () => undefined }),
    sleep: () => new Promise<void>(() => undefined),
    advance: (ms) => {
      at += ms;
    },
  };
}

describe('two instances sharing the database', () => {
  it('warn a turn once when both run the job at once', async () => {
    const shared = handClock();
    const c = await twoInstances({ clock: shared });
    try {
      const [app0, app1] = c.apps;
      const [a, b] = [await newMember(app0), await newMember(app1)];
      expect((await cardCall(app0, a, 'POST', 'join-async-queue')).json()).toEqual({ status: 'waiting' });
      const { matchId } = (await cardCall(app1, b, 'POST', 'join-async-queue')).json<{ matchId: number }>();
      shared.advance(24 * HOUR - CARD_TURN_ENDING_WARNING_MS);
      const runs = [app0, app1, app0, app1].map((app) => () => app.deps.cardMatches.warnTurnsEnding());
      // Two SQLite connections in one process would wait for each other's write lock by blocking the event loop
      // both depend on (one SQLite server runs one instance): there the runs take turns.
      const warned =
        TEST_ENGINE === 'postgres'
          ? await Promise.all(runs.map((run) => run()))
          : [await runs[0]!(), await runs[1]!(), await runs[2]!(), await runs[3]!()];
      expect(warned.reduce((n, r) => n + r.warned, 0)).toBe(1);
      const rows = await turnWarnings(c.dbs[0], matchId);
      expect(rows).toHaveLength(1);
      expect([a.user.id, b.user.id]).toContain(rows[0]?.user_id);
    } finally {
      await c.close();
    }
  });
});
