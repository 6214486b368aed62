import { GAME_POINTS, PVP_COUNTDOWN, PVP_QUEUE_STALE_MS, PVP_TURN_IDLE_MS } from '@dd/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { movableClock, newMember, pointsBalance, type Member } from '../../../test/members.js';
import { joinQueue, matchOf, myMatch, pairUp, play, pvpCall, seats, submitTurn } from '../../../test/pvp.js';
import { appPerFile } from '../../../test/test-app.js';
import { PVP_SWEEP_INTERVAL_MS } from './index.js';

/** Time-driven rules on a movable clock: stale queue entries, the idle rule and its sweeper. */
const clock = movableClock();
const ctx = appPerFile({ clock });
// Every test starts with an empty queue and no open match: whatever an earlier one left has gone stale or idle.
beforeEach(async () => {
  await clock.advance(60 * 60_000);
  await ctx.app.deps.pvp.sweep();
});

const member = () => newMember(ctx.app);
const count = async (m: Member) => (await pvpCall(ctx.app, m, 'GET', 'queue/status')).json<{ count: number }>().count;
const leave = (m: Member) => pvpCall(ctx.app, m, 'POST', 'leaveQueue');
const balance = (m: Member) => pointsBalance(ctx.app, m);
const gamesPlayed = async (m: Member) =>
  (
    await ctx.db.kysely
      .selectFrom('pvp_ratings')
      .select('games_played')
      .where('user_id', '=', m.user.id)
      .executeTakeFirst()
  )?.games_played ?? 0;

/** From pairing to the first move's deadline. */
const FIRST_MOVE_MS = PVP_COUNTDOWN.leadMs + PVP_COUNTDOWN.seconds * 1000 + PVP_TURN_IDLE_MS;

describe('stale queue entries', () => {
  it('a waiting player not seen for 45 s is neither paired nor counted; asking again makes them fresh', async () => {
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    const waitingA = await joinQueue(ctx.app, a);
    await clock.advance(PVP_QUEUE_STALE_MS - 1_000);
    expect(await count(b)).toBe(1);
    await clock.advance(2_000);
    expect(await count(b)).toBe(0);

    const waitingB = await joinQueue(ctx.app, b);
    expect(waitingB).toMatchObject({ status: 'pending', player1_id: b.user.id });
    expect(waitingB.id).not.toBe(waitingA.id);
    expect(await count(c)).toBe(1);

    // a polls again: fresh, counted, and the longest waiting.
    expect((await myMatch(ctx.app, a))?.id).toBe(waitingA.id);
    expect(await count(c)).toBe(2);
    expect(await joinQueue(ctx.app, c)).toMatchObject({ id: waitingA.id, status: 'active', player2_id: c.user.id });
    expect(await joinQueue(ctx.app, d)).toMatchObject({ id: waitingB.id, status: 'active', player2_id: d.user.id });
  });

  it('the queue status call keeps the caller fresh too', async () => {
    const [a, b] = [await member(), await member()];
    const waiting = await joinQueue(ctx.app, a);
    for (let i = 0; i < 4; i++) {
      await clock.advance(PVP_QUEUE_STALE_MS / 2);
      expect(await count(a)).toBe(1);
    }
    expect(await joinQueue(ctx.app, b)).toMatchObject({ id: waiting.id, status: 'active' });
  });

  it('the sweeper removes stale pending matches and only those', async () => {
    const [gone, fresh] = [await member(), await member()];
    await joinQueue(ctx.app, gone);
    await clock.advance(PVP_QUEUE_STALE_MS + 1_000);
    const kept = await joinQueue(ctx.app, fresh);
    expect(await ctx.app.deps.pvp.sweep()).toEqual({ removed: 1, ended: 0 });
    expect(await myMatch(ctx.app, gone)).toBeNull();
    expect(await myMatch(ctx.app, fresh)).toMatchObject({ id: kept.id, status: 'pending' });
    expect((await leave(fresh)).json()).toEqual({ success: true, left: true });
  });
});

describe('the idle rule', () => {
  it('the sweeper ends a match whose player on turn did not move: they lose; without their moves it is aborted', async () => {
    const [a, b] = [await member(), await member()];
    const match = await pairUp(ctx.app, a, b, { countdown: 'running' });
    const { onTurn: idle, waiting: winner } = seats(match, a, b);
    await clock.advance(FIRST_MOVE_MS - 1_000);
    expect(await ctx.app.deps.pvp.sweep()).toEqual({ removed: 0, ended: 0 });
    await clock.advance(2_000);
    expect(await ctx.app.deps.pvp.sweep()).toEqual({ removed: 0, ended: 1 });
    expect(await ctx.app.deps.pvp.sweep()).toEqual({ removed: 0, ended: 0 });

    const ended = await myMatch(ctx.app, winner);
    expect(ended).toMatchObject({ id: match.id, status: 'completed', winner_id: winner.user.id, current_turn: null });
    expect(ended).toMatchObject({ paid: false, unpaid_reason: 'aborted', points_earned: 0 });
    expect(await myMatch(ctx.app, idle)).toEqual(ended);
    // The loser made no move: nobody is paid or rated.
    expect([await balance(winner), await balance(idle)]).toEqual([0, 0]);
    expect([await gamesPlayed(winner), await gamesPlayed(idle)]).toEqual([0, 0]);
    const late = await submitTurn(ctx.app, idle, { match_id: match.id, add: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'game_over' });
  });

  it('a loser who made 2 moves and then let the time run out loses a counted duel: rated and paid once', async () => {
    const [a, b] = [await member(), await member()];
    const match = await pairUp(ctx.app, a, b);
    const { onTurn: first, waiting: second } = seats(match, a, b);
    // first, second, first, second: 1+1+1+1; then first lets the time run out.
    await play(ctx.app, match, a, b, [1, 1, 1, 1]);
    await clock.advance(PVP_TURN_IDLE_MS + 1_000);
    expect(await ctx.app.deps.pvp.sweep()).toEqual({ removed: 0, ended: 1 });
    expect(await myMatch(ctx.app, second)).toMatchObject({
      status: 'completed',
      winner_id: second.user.id,
      paid: true,
      points_earned: GAME_POINTS.duelWin,
    });
    expect(await myMatch(ctx.app, first)).toMatchObject({ paid: true, points_earned: GAME_POINTS.duelLoss });
    expect([await balance(second), await balance(first)]).toEqual([GAME_POINTS.duelWin, GAME_POINTS.duelLoss]);
    expect([await gamesPlayed(a), await gamesPlayed(b)]).toEqual([1, 1]);
  });

  it('is applied when the match is read or written, without the sweeper', async () => {
    const [a, b] = [await member(), await member()];
    const match = await pairUp(ctx.app, a, b);
    const first = seats(match, a, b);
    const moved = matchOf(await submitTurn(ctx.app, first.onTurn, { match_id: match.id, add: 1 }));
    // Each move gives the next player the full idle time.
    await clock.advance(PVP_TURN_IDLE_MS - 1_000);
    expect((await myMatch(ctx.app, a))?.status).toBe('active');
    await clock.advance(2_000);

    // The late player's own move finds the match already lost.
    const late = await submitTurn(ctx.app, first.waiting, { match_id: match.id, add: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'game_over' });
    const ended = await myMatch(ctx.app, first.onTurn);
    expect(ended).toMatchObject({
      status: 'completed',
      winner_id: first.onTurn.user.id,
      version: moved.version + 1,
    });
    expect(JSON.parse(ended?.game_state ?? '{}')).toMatchObject({ total: 1 });
    const complete = await pvpCall(ctx.app, first.waiting, 'POST', 'completeMatch', { match_id: match.id });
    expect(matchOf(complete)).toEqual(ended);
    // The late player made no move of their own: an aborted duel, rated for nobody.
    expect(ended).toMatchObject({ paid: false, unpaid_reason: 'aborted', points_earned: 0 });
    expect([await gamesPlayed(a), await gamesPlayed(b)]).toEqual([0, 0]);
  });

  it('joinQueue after an idle end queues the member again', async () => {
    const [a, b] = [await member(), await member()];
    const match = await pairUp(ctx.app, a, b, { countdown: 'running' });
    await clock.advance(FIRST_MOVE_MS + 1_000);
    const next = await joinQueue(ctx.app, a);
    expect(next).toMatchObject({ status: 'pending', player1_id: a.user.id });
    expect(next.id).not.toBe(match.id);
    expect((await myMatch(ctx.app, b))?.status).toBe('completed');
    await leave(a);
  });
});

describe('the sweeper job', () => {
  it('runs through the scheduler on the clock', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const match = await pairUp(ctx.app, a, b, { countdown: 'running' });
    await joinQueue(ctx.app, c);
    ctx.app.deps.scheduler.start();
    // Past the scheduler's start delay (30 s), the stale time and the first move's deadline, in sweeper steps.
    for (let t = 0; t < FIRST_MOVE_MS + 60_000; t += PVP_SWEEP_INTERVAL_MS) {
      await clock.advance(PVP_SWEEP_INTERVAL_MS);
      await ctx.app.deps.scheduler.whenIdle();
    }
    expect(await myMatch(ctx.app, c)).toBeNull();
    expect(await myMatch(ctx.app, a)).toMatchObject({ id: match.id, status: 'completed', unpaid_reason: 'aborted' });
    expect([await gamesPlayed(a), await gamesPlayed(b)]).toEqual([0, 0]);
  });
});
