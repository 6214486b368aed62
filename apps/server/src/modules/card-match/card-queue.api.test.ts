import { CARD_QUEUE_STALE_MS, PVP_TEXT, type UserCardGamesResponse } from '@dd/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardCall } from '../../../test/card-match.js';
import { block, movableClock, newMember, type Member } from '../../../test/members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { listenForSockets, TestSocket } from '../../../test/test-socket.js';

/** The card queues through the API: pairing, the repeated join, limits, blocks, races, counts and user-games. */
const clock = movableClock();
let ctx: TestContext;
let url: string;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  url = await listenForSockets(ctx.app);
});
// Whoever a test left waiting goes stale, so the next test starts with empty queues.
afterEach(async () => clock.advance(CARD_QUEUE_STALE_MS + 1_000));
afterAll(async () => ctx.close());

type Mode = 'blitz' | 'async';

const call = (member: Member | null, method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
  cardCall(ctx.app, member, method, path, payload);

async function join(member: Member, mode: Mode): Promise<{ status?: 'waiting'; matchId?: number }> {
  const res = await call(member, 'POST', `join-${mode}-queue`, { userId: member.user.id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function status(member: Member | null = null): Promise<{ blitzQueue: number; asyncQueue: number }> {
  const res = await call(member, 'GET', 'queue-status');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function games(member: Member): Promise<UserCardGamesResponse['games']> {
  const res = await call(member, 'GET', 'user-games', { userId: member.user.id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserCardGamesResponse>().games;
}

async function forfeit(member: Member, matchId: number): Promise<void> {
  const res = await call(member, 'POST', 'forfeit-match', { matchId, playerId: member.user.id });
  expect(res.statusCode, res.body).toBe(200);
}

const members = (n: number) => Promise.all(Array.from({ length: n }, () => newMember(ctx.app)));

/** Pairs two members in a mode: the first waits, the second gets the match, the first's next join answers it. */
async function pair(first: Member, second: Member, mode: Mode): Promise<number> {
  expect(await join(first, mode)).toEqual({ status: 'waiting' });
  const { matchId } = await join(second, mode);
  expect(matchId).toEqual(expect.any(Number));
  expect(await join(first, mode)).toEqual({ matchId });
  return matchId!;
}

describe('permissions', () => {
  it("answers a visitor 'Please log in to play.' on every members' call, and shows them the queue sizes", async () => {
    for (const [method, path] of [
      ['POST', 'join-blitz-queue'],
      ['POST', 'join-async-queue'],
      ['POST', 'leave-queue'],
      ['GET', 'user-games'],
    ] as const) {
      const res = await call(null, method, path);
      expect(res.statusCode, path).toBe(401);
      expect(res.json()).toMatchObject({ error: PVP_TEXT.logInToPlay });
    }
    expect(await status()).toEqual({ blitzQueue: 0, asyncQueue: 0 });
  });

  it('refuses a userId that is not the caller on every call (403) and queues nobody', async () => {
    const me = await newMember(ctx.app);
    const other = await newMember(ctx.app);
    for (const [method, path] of [
      ['POST', 'join-blitz-queue'],
      ['POST', 'join-async-queue'],
      ['POST', 'leave-queue'],
      ['GET', 'user-games'],
      ['GET', 'queue-status'],
    ] as const) {
      const res = await call(me, method, path, { userId: other.user.id });
      expect(res.statusCode, path).toBe(403);
    }
    expect((await call(null, 'GET', 'queue-status', { userId: other.user.id })).statusCode).toBe(403);
    expect(await status()).toEqual({ blitzQueue: 0, asyncQueue: 0 });
  });

  it('takes a join without a body (the token decides who joins)', async () => {
    const [me] = await members(1);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/card/join-async-queue', headers: me!.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'waiting' });
  });
});

describe('pairing', () => {
  it('pairs two blitz players; the waiting one learns the match on their next join, and a blitz join never queues while it runs', async () => {
    const [a, b, c] = await members(3);
    const matchId = await pair(a!, b!, 'blitz');
    // The game runs: every blitz join answers it, and nobody waits.
    expect(await join(a!, 'blitz')).toEqual({ matchId });
    expect(await join(b!, 'blitz')).toEqual({ matchId });
    expect(await status()).toEqual({ blitzQueue: 0, asyncQueue: 0 });
    expect(await join(c!, 'blitz')).toEqual({ status: 'waiting' });
    // Once it is over, a join queues again (and meets the one waiting).
    await forfeit(a!, matchId);
    const next = await join(a!, 'blitz');
    expect(next.matchId).toEqual(expect.any(Number));
    expect(next.matchId).not.toBe(matchId);
    const [game] = await games(c!);
    expect([game!.player_a, game!.player_b].sort()).toEqual([a!.user.id, c!.user.id].sort());
  });

  it('answers an async pairing once: the join after that queues again', async () => {
    const [a, b] = await members(2);
    const matchId = await pair(a!, b!, 'async');
    expect(await join(a!, 'async')).toEqual({ status: 'waiting' });
    expect(await status(a!)).toEqual({ blitzQueue: 0, asyncQueue: 1 });
    const state = await call(a!, 'GET', 'get-match-state', { matchId, playerId: a!.user.id });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({ gameMode: 'async', gameStatus: 'in_progress' });
  });

  it('never pairs players who block each other, nor a member with themselves', async () => {
    const [a, b, c] = await members(3);
    await block(ctx.app, b!, a!);
    const twice = await Promise.all([join(a!, 'async'), join(a!, 'async')]);
    expect(twice).toEqual([{ status: 'waiting' }, { status: 'waiting' }]);
    // The test clock stands still: b joins a moment later, so a has waited longest by time, not by user id.
    await clock.advance(1);
    expect(await join(b!, 'async')).toEqual({ status: 'waiting' });
    expect(await status()).toEqual({ blitzQueue: 0, asyncQueue: 2 });
    // The longest waiting player c may play is a.
    const { matchId } = await join(c!, 'async');
    expect(await join(a!, 'async')).toEqual({ matchId });
    expect(await games(b!)).toEqual([]);
  });

  it('20 members joining at once make 10 matches, nobody twice', async () => {
    const players = await members(20);
    const first = await Promise.all(players.map((p) => join(p, 'async')));
    expect(first.filter((r) => r.matchId !== undefined)).toHaveLength(10);
    const again = await Promise.all(players.map(async (p, i) => (first[i]!.matchId ? first[i]! : join(p, 'async'))));
    const byMatch = new Map<number, number[]>();
    again.forEach((r, i) => byMatch.set(r.matchId!, [...(byMatch.get(r.matchId!) ?? []), players[i]!.user.id]));
    expect(byMatch.size).toBe(10);
    const ids = new Set(players.map((p) => p.user.id));
    for (const [matchId, pairIds] of byMatch) {
      expect(pairIds).toHaveLength(2);
      const row = await ctx.db.kysely
        .selectFrom('card_matches')
        .selectAll()
        .where('id', '=', matchId)
        .executeTakeFirstOrThrow();
      expect([row.player_a_id, row.player_b_id].sort()).toEqual([...pairIds].sort());
    }
    for (const p of players) expect(await games(p)).toHaveLength(1);
    expect(ids.size).toBe(20);
    expect(await status()).toEqual({ blitzQueue: 0, asyncQueue: 0 });
  });
});

describe('races', () => {
  it('two players joining both queues at once never share two games of a mode, and each waits in one queue at most', async () => {
    const [a, b] = await members(2);
    await Promise.all([join(a!, 'blitz'), join(b!, 'async'), join(a!, 'async'), join(b!, 'blitz')]);
    const [aGames, bGames] = [await games(a!), await games(b!)];
    // One blitz game and one async game together are allowed; two of the same mode are not.
    for (const mode of ['blitz', 'async'] as const) {
      expect(aGames.filter((g) => g.game_mode === mode).length).toBeLessThanOrEqual(1);
    }
    expect(bGames).toEqual(aGames);
    const queued = await ctx.db.kysely
      .selectFrom('card_queue')
      .select('user_id')
      .where('user_id', 'in', [a!.user.id, b!.user.id])
      .where('match_id', 'is', null)
      .execute();
    const { blitzQueue, asyncQueue } = await status();
    expect(blitzQueue + asyncQueue).toBe(queued.length);
    // Whoever waits, waits alone in their queue (two waiting in one queue would have been paired).
    expect(blitzQueue).toBeLessThanOrEqual(1);
    expect(asyncQueue).toBeLessThanOrEqual(1);
  });
});

describe('limits and leaving', () => {
  it("refuses a fourth async game with 'Max 3 Async Games'", async () => {
    const [x, ...others] = await members(4);
    for (const other of others) await pair(x!, other, 'async');
    const res = await call(x!, 'POST', 'join-async-queue', { userId: x!.user.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'Max 3 Async Games' });
    expect(await status()).toEqual({ blitzQueue: 0, asyncQueue: 0 });
    expect(await games(x!)).toHaveLength(3);
    // A blitz game is still allowed beside them.
    expect(await join(x!, 'blitz')).toEqual({ status: 'waiting' });
  });

  it('leaves whichever queue the member waits in; joining the other queue moves them', async () => {
    const [a] = await members(1);
    expect(await join(a!, 'async')).toEqual({ status: 'waiting' });
    expect(await join(a!, 'blitz')).toEqual({ status: 'waiting' });
    expect(await status()).toEqual({ blitzQueue: 1, asyncQueue: 0 });
    const left = await call(a!, 'POST', 'leave-queue', { userId: a!.user.id });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ success: true, left: true });
    expect(await status()).toEqual({ blitzQueue: 0, asyncQueue: 0 });
    expect((await call(a!, 'POST', 'leave-queue')).json()).toEqual({ success: true, left: false });
  });
});

describe('queue status', () => {
  it('counts fresh waiting players only; a member asking keeps their own place fresh', async () => {
    const [a, c] = await members(2);
    await join(a!, 'async');
    await join(c!, 'blitz');
    expect(await status()).toEqual({ blitzQueue: 1, asyncQueue: 1 });
    await clock.advance(CARD_QUEUE_STALE_MS / 2);
    expect(await status(a!)).toEqual({ blitzQueue: 1, asyncQueue: 1 });
    await clock.advance(CARD_QUEUE_STALE_MS / 2 + 1_000);
    // c has gone stale (not counted, not paired); a asked meanwhile and still waits.
    expect(await status()).toEqual({ blitzQueue: 0, asyncQueue: 1 });
    const [d] = await members(1);
    expect(await join(d!, 'blitz')).toEqual({ status: 'waiting' });
    expect(await games(d!)).toEqual([]);
  });
});

describe('user-games', () => {
  it("lists the member's own games in progress, with names, the seat on turn and the deadline", async () => {
    const [a, b, c] = await members(3);
    const matchId = await pair(a!, b!, 'async');
    const done = await pair(a!, c!, 'async');
    await forfeit(c!, done);
    const [game, ...rest] = await games(a!);
    expect(rest).toEqual([]);
    const state = (await call(a!, 'GET', 'get-match-state', { matchId, playerId: a!.user.id })).json<{
      currentTurn: string;
      turnDeadline: string;
    }>();
    expect(game).toEqual({
      id: matchId,
      game_mode: 'async',
      // The longest waiting player sits as player A.
      player_a: a!.user.id,
      player_b: b!.user.id,
      player_a_username: a!.user.username,
      player_b_username: b!.user.username,
      current_turn: state.currentTurn,
      turn_deadline: state.turnDeadline,
      practice: false,
    });
    expect(await games(c!)).toEqual([]);
  });
});

describe('push', () => {
  it('tells every lobby following card-queue the sizes when a place is taken, paired or left, not on each repeat', async () => {
    const [watcher, a, b] = (await members(3)) as [Member, Member, Member];
    const socket = await TestSocket.ready(url, ctx.config.publicUrl, watcher.token);
    try {
      expect(await socket.subscribe(['card-queue'])).toEqual(['card-queue']);
      const sizes = (blitzQueue: number, asyncQueue: number) => ({ type: 'card.queue', blitzQueue, asyncQueue });
      await join(a, 'blitz');
      expect(await socket.next()).toEqual(sizes(1, 0));
      await join(a, 'blitz');
      await join(b, 'async');
      // The repeat of a's join kept its place: the next event is b's new place.
      expect(await socket.next()).toEqual(sizes(1, 1));
      await call(b, 'POST', 'leave-queue');
      expect(await socket.next()).toEqual(sizes(1, 0));
      const { matchId } = await join(b, 'blitz');
      expect(matchId).toEqual(expect.any(Number));
      expect(await socket.next()).toEqual(sizes(0, 0));
      await forfeit(a, matchId!);
      expect(socket.unread.filter((e) => (e as { type: string }).type === 'card.queue')).toEqual([]);
    } finally {
      socket.close();
    }
  });
});
