import {
  CARD_POINTS,
  CARD_QUEUE_STALE_MS,
  FAIR_PLAY,
  GAME_POINTS,
  type CardMatchStateResponse,
  type FairPlayReport,
} from '@dd/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { cardCall, giveMoves as giveCardMoves, readMatchState } from '../../../test/card-match.js';
import { movableClock, newAdmin, newMember, pointsBalance, type Member } from '../../../test/members.js';
import { matchOf, pairUp, submitTurn, totalOf, winDuel } from '../../../test/pvp.js';
import { appPerFile } from '../../../test/test-app.js';

/**
 * The card game under the fair-play rules (issue 21), through the API: aborted matches, repeat opponents, the
 * daily cap shared with the duel, the answers for each player, and ends that race (moves, forfeits, the sweeper).
 */
const clock = movableClock(new Date('2026-11-20T08:00:00.000Z'));
const ctx = appPerFile({ clock });
// Whoever a test left waiting goes stale, so the next test starts with empty queues.
afterEach(async () => clock.advance(CARD_QUEUE_STALE_MS + 1_000));

type Mode = 'blitz' | 'async';
const WIN = CARD_POINTS.win;
const LOSS = CARD_POINTS.loss;
const BLITZ = CARD_POINTS.blitzFactor;

const call = (member: Member, method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
  cardCall(ctx.app, member, method, path, payload);
const member = () => newMember(ctx.app);

async function join(member: Member, mode: Mode): Promise<{ status?: 'waiting'; matchId?: number }> {
  const res = await call(member, 'POST', `join-${mode}-queue`, { userId: member.user.id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Pairs two members through the queue of a mode: the first waits, the second gets the match. */
async function pair(first: Member, second: Member, mode: Mode): Promise<number> {
  expect(await join(first, mode)).toEqual({ status: 'waiting' });
  const { matchId } = await join(second, mode);
  expect(matchId).toEqual(expect.any(Number));
  // The first's next join is told of the pairing once.
  expect(await join(first, mode)).toEqual({ matchId });
  return matchId as number;
}

const read = (member: Member, matchId: number) => readMatchState(ctx.app, member, matchId);

const endTurn = (member: Member, matchId: number) =>
  call(member, 'POST', 'end-turn', { matchId, playerId: member.user.id, isTimeout: false });
const forfeit = (member: Member, matchId: number) =>
  call(member, 'POST', 'forfeit-match', { matchId, playerId: member.user.id });

const giveMoves = (loser: Member, other: Member, matchId: number, moves: number) =>
  giveCardMoves(ctx.app, loser, other, matchId, moves);

/** A paired match that `winner` wins by the loser's forfeit after `loserMoves` moves of the loser's own. */
async function wonMatch(winner: Member, loser: Member, mode: Mode, loserMoves: number = FAIR_PLAY.minLoserMoves) {
  const matchId = await pair(winner, loser, mode);
  await giveMoves(loser, winner, matchId, loserMoves);
  const res = await forfeit(loser, matchId);
  expect(res.statusCode, res.body).toBe(200);
  return { matchId, loserView: res.json<CardMatchStateResponse>(), winnerView: await read(winner, matchId) };
}

const balance = (m: Member) => pointsBalance(ctx.app, m);
const pointsToday = async (m: Member) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/fair-play/today', headers: m.headers })).json<{
    points: number;
  }>().points;
const outcomes = (userId: number) =>
  ctx.db.kysely
    .selectFrom('game_outcomes')
    .select(['game', 'match_id', 'opponent_id', 'counted', 'points', 'unpaid_reason'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('aborted matches', () => {
  it('an instant forfeit pays nothing to either side, and both answers say why', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const matchId = await pair(a, b, 'blitz');
    const res = await forfeit(b, matchId);
    expect(res.json()).toMatchObject({
      gameStatus: 'forfeited',
      winner: a.user.id,
      paid: false,
      unpaidReason: 'aborted',
      pointsEarned: 0,
    });
    expect(await read(a, matchId)).toMatchObject({ paid: false, unpaidReason: 'aborted', pointsEarned: 0 });
    expect([await balance(a), await balance(b)]).toEqual([0, 0]);
  });

  it("a loser with one move aborts it; timeouts are nobody's move; with 2 the match pays both", async () => {
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    const one = await wonMatch(a, b, 'async', 1);
    expect(one.winnerView).toMatchObject({ paid: false, unpaidReason: 'aborted', pointsEarned: 0 });
    expect(one.loserView).toMatchObject({ paid: false, unpaidReason: 'aborted', pointsEarned: 0 });

    // The loser's turns pass by timeouts only (blitz: the third loses): none of them is a move.
    const blitz = await pair(a, c, 'blitz');
    let state = await read(a, blitz);
    while (state.gameStatus === 'in_progress') {
      if (state.turn === a.user.id) {
        state = (await endTurn(a, blitz)).json<CardMatchStateResponse>();
        continue;
      }
      await clock.advance(Date.parse(state.turnDeadline) - clock.now().getTime() + 1);
      await ctx.app.deps.cardMatches.sweep();
      state = await read(a, blitz);
    }
    const timedOut = await read(c, blitz);
    expect(timedOut).toMatchObject({
      gameStatus: 'completed',
      winner: a.user.id,
      winReason: 'opponent_timeout_3_strikes',
    });
    expect(timedOut).toMatchObject({ paid: false, unpaidReason: 'aborted', pointsEarned: 0 });

    const two = await wonMatch(a, b, 'async', 2);
    expect(two.winnerView).toMatchObject({ paid: true, pointsEarned: WIN });
    expect(two.winnerView).not.toHaveProperty('unpaidReason');
    expect(two.loserView).toMatchObject({ paid: true, pointsEarned: LOSS });
    expect([await balance(a), await balance(b), await balance(c)]).toEqual([WIN, LOSS, 0]);
  });

  it('a running match and a practice match say nothing of pay', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const matchId = await pair(a, b, 'async');
    expect(await read(a, matchId)).not.toHaveProperty('paid');
    const practice = await call(a, 'POST', 'practice', { mode: 'async' });
    const practiceId = practice.json<{ matchId: number }>().matchId;
    const ended = await forfeit(a, practiceId);
    expect(ended.json()).toMatchObject({ gameStatus: 'forfeited', practice: true });
    expect(ended.json()).not.toHaveProperty('paid');
    expect(await outcomes(a.user.id)).toEqual([]);
    expect((await forfeit(b, matchId)).statusCode).toBe(200);
  });
});

describe('repeat opponents', () => {
  it("the pair's 4th counted match of a UTC day is casual for both; another opponent still pays", async () => {
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    // The same pair's duels count apart from their card matches.
    for (let i = 0; i < FAIR_PLAY.pairGamesPerDay; i++) await winDuel(ctx.app, a, b);
    for (let i = 0; i < FAIR_PLAY.pairGamesPerDay; i++) {
      const { winnerView, loserView } = await wonMatch(i % 2 ? a : b, i % 2 ? b : a, 'async');
      expect(winnerView).toMatchObject({ paid: true, pointsEarned: WIN });
      expect(loserView).toMatchObject({ paid: true, pointsEarned: LOSS });
    }
    const fourth = await wonMatch(a, b, 'blitz');
    expect(fourth.winnerView).toMatchObject({ paid: false, unpaidReason: 'casual', pointsEarned: 0 });
    expect(fourth.loserView).toMatchObject({ paid: false, unpaidReason: 'casual', pointsEarned: 0 });
    const other = await wonMatch(a, c, 'async');
    expect(other.winnerView).toMatchObject({ paid: true, pointsEarned: WIN });
  });
});

describe('the daily cap', () => {
  it('duels and card games share 100 points a day: the match crossing it pays up to it, the other side in full', async () => {
    const [m, o1, o2, o3] = await Promise.all([member(), member(), member(), member()]);
    // 10 from a duel, 80 from two blitz wins: 90.
    await winDuel(ctx.app, m, o1);
    await wonMatch(m, o1, 'blitz');
    await wonMatch(m, o2, 'blitz');
    expect(await pointsToday(m)).toBe(90);
    const crossing = await wonMatch(m, o3, 'blitz');
    expect(crossing.winnerView).toMatchObject({ paid: true, pointsEarned: 10 });
    expect(crossing.loserView).toMatchObject({ paid: true, pointsEarned: LOSS * BLITZ });
    const capped = await wonMatch(m, o3, 'async');
    expect(capped.winnerView).toMatchObject({ paid: false, unpaidReason: 'daily_cap', pointsEarned: 0 });
    expect(capped.loserView).toMatchObject({ paid: true, pointsEarned: LOSS });
    expect([await balance(m), await pointsToday(m)]).toEqual([100, 100]);
    // A loss pays nothing either once capped; the next UTC day starts again.
    const lost = await wonMatch(o2, m, 'async');
    expect(lost.loserView).toMatchObject({ paid: false, unpaidReason: 'daily_cap' });
    await clock.advance(Date.parse('2026-11-21T00:00:00.000Z') - clock.now().getTime());
    const tomorrow = await wonMatch(m, o2, 'async');
    expect(tomorrow.winnerView).toMatchObject({ paid: true, pointsEarned: WIN });
    expect(await pointsToday(m)).toBe(WIN);
  });
});

describe('ends that race', () => {
  it("a pair's four matches ending at once: exactly 3 are counted, the 4th casual, each paid once", async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([member(), member()]);
      const ids = [
        await pair(a, b, 'async'),
        await pair(a, b, 'async'),
        await pair(a, b, 'async'),
        await pair(a, b, 'blitz'),
      ];
      for (const id of ids) await giveMoves(b, a, id, 2);
      const ends = await Promise.all(ids.map((id) => forfeit(b, id)));
      for (const res of ends) expect(res.statusCode, res.body).toBe(200);
      const rows = await outcomes(a.user.id);
      expect(rows.map((r) => r.match_id).sort()).toEqual([...ids].sort());
      expect(rows.filter((r) => r.counted === 1)).toHaveLength(3);
      expect(rows.filter((r) => r.unpaid_reason === 'casual')).toHaveLength(1);
      const paid = rows.reduce((sum, r) => sum + r.points, 0);
      expect(await balance(a)).toBe(paid);
      // Which one is casual depends on the order they committed; the casual one pays nothing.
      const casual = rows.find((r) => r.counted === 0);
      expect(await read(a, casual?.match_id as number)).toMatchObject({ paid: false, unpaidReason: 'casual' });
      expect((await outcomes(b.user.id)).filter((r) => r.counted === 1)).toHaveLength(3);
    }
  });

  it('a member near the cap winning four card matches and a duel at once is paid exactly up to 100', async () => {
    const [m, p1, p2, o1, o2, o3, o4, o5] = await Promise.all([
      member(),
      member(),
      member(),
      member(),
      member(),
      member(),
      member(),
      member(),
    ]);
    await wonMatch(m, p1, 'blitz');
    await wonMatch(m, p2, 'async');
    expect(await pointsToday(m)).toBe(WIN * BLITZ + WIN);
    const ids = [await pair(m, o1, 'async'), await pair(m, o2, 'async'), await pair(m, o3, 'async')];
    ids.push(await pair(m, o4, 'blitz'));
    const losers = [o1, o2, o3, o4] as const;
    for (const [i, id] of ids.entries()) await giveMoves(losers[i] as Member, m, id, 2);
    // A duel against o5 where m's next add wins (o5 adds 1, m keeps the winning line).
    let duel = await pairUp(ctx.app, m, o5);
    while (duel.current_turn !== m.user.id || totalOf(duel) < 8) {
      const mine = duel.current_turn === m.user.id;
      const add = mine ? (10 - totalOf(duel)) % 3 || 1 : 1;
      duel = matchOf(await submitTurn(ctx.app, mine ? m : o5, { match_id: duel.id, add }));
    }
    const [won, ...ends] = await Promise.all([
      submitTurn(ctx.app, m, { match_id: duel.id, add: 10 - totalOf(duel) }),
      ...ids.map((id, i) => forfeit(losers[i] as Member, id)),
    ]);
    for (const res of [won, ...ends]) expect(res?.statusCode, res?.body).toBe(200);
    expect(matchOf(won as LightMyRequestResponse)).toMatchObject({ status: 'completed', winner_id: m.user.id });
    expect([await balance(m), await pointsToday(m)]).toEqual([100, 100]);
    const rows = (await outcomes(m.user.id)).filter(
      (r) => (r.game === 'card' && ids.includes(r.match_id)) || (r.game === 'duel' && r.match_id === duel.id),
    );
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.counted === 1)).toBe(true);
    expect(rows.reduce((sum, r) => sum + r.points, 0)).toBe(100 - (WIN * BLITZ + WIN));
    // Every opponent, far from the cap, is paid the loss in full.
    for (const [i, o] of losers.entries()) expect(await balance(o)).toBe(i === 3 ? LOSS * BLITZ : LOSS);
    expect(await balance(o5)).toBe(GAME_POINTS.duelLoss);
  });

  it('the sweeper racing forfeits and reads: every match settled once, the pair limit and the cap kept', async () => {
    const [m, o1, o2] = await Promise.all([member(), member(), member()]);
    // Three async matches begun in the evening, o1 on turn in each with 2 moves made: due the next evening.
    await clock.advance(Date.parse('2026-11-21T20:00:00.000Z') - clock.now().getTime());
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await pair(m, o1, 'async');
      await giveMoves(o1, m, id, 2);
      ids.push(id);
    }
    // The next day, before they are due: m wins a blitz match against o1 and three duels: 70 points, and one
    // counted card match of the pair.
    await clock.advance(Date.parse('2026-11-22T08:00:00.000Z') - clock.now().getTime());
    await wonMatch(m, o1, 'blitz');
    for (let i = 0; i < 3; i++) await winDuel(ctx.app, m, o2);
    expect(await pointsToday(m)).toBe(70);
    await clock.advance(Date.parse('2026-11-22T20:00:01.000Z') - clock.now().getTime());
    // The deadlines have passed: two sweepers, o1's forfeits and both players' reads all try to end them.
    await Promise.all([
      ctx.app.deps.cardMatches.sweep(),
      ...ids.map((id) => forfeit(o1, id)),
      ...ids.flatMap((id) => [read(m, id), read(o1, id)]),
      ctx.app.deps.cardMatches.sweep(),
    ]);
    const rows = (await outcomes(m.user.id)).filter((r) => ids.includes(r.match_id));
    expect(rows.map((r) => r.match_id).sort()).toEqual([...ids].sort());
    // One counted before: two of the three count, the third is casual; m stops at 100 (20, then the 10 left).
    expect(rows.filter((r) => r.counted === 1)).toHaveLength(2);
    expect(rows.filter((r) => r.unpaid_reason === 'casual')).toHaveLength(1);
    expect(rows.map((r) => r.points).sort((x, y) => x - y)).toEqual([0, 10, 20]);
    expect([await balance(m), await pointsToday(m)]).toEqual([100, 100]);
    for (const id of ids) expect(await read(o1, id)).toMatchObject({ winner: m.user.id });
    expect(
      await ctx.db.kysely
        .selectFrom('game_outcomes')
        .select('id')
        .where('match_id', 'in', ids)
        .where('game', '=', 'card')
        .execute(),
    ).toHaveLength(6);
  });
});

describe('the admin report after card farming', () => {
  it('shows the farming pair with its aborted and casual matches and links their latest matches', async () => {
    await clock.advance(Date.parse('2026-11-25T06:00:00.000Z') - clock.now().getTime());
    const [main, alt] = await Promise.all([member(), member()]);
    const admin = await newAdmin(ctx.app);
    const aborted: number[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await pair(main, alt, 'blitz');
      expect((await forfeit(alt, id)).statusCode).toBe(200);
      aborted.push(id);
    }
    const played: number[] = [];
    for (let i = 0; i < 4; i++) played.push((await wonMatch(main, alt, 'blitz')).matchId);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/fair-play', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const { today } = res.json<FairPlayReport>();
    const [low, high] = main.user.id < alt.user.id ? [main, alt] : [alt, main];
    expect(today.pairs[0]).toEqual({
      game: 'card',
      memberA: { id: low.user.id, username: low.user.username },
      memberB: { id: high.user.id, username: high.user.username },
      games: 8,
      counted: 3,
      aborted: 4,
      casual: 1,
      // The 5 latest, newest first.
      replayMatchIds: [...played].reverse().concat(aborted[3] as number),
    });
    expect(today.earners[0]).toEqual({
      member: { id: main.user.id, username: main.user.username },
      // 40 + 40, then the 20 left under the cap.
      points: FAIR_PLAY.dailyGamePoints,
      games: 8,
      aborted: 4,
      casual: 1,
      capped: 1,
      opponents: 1,
    });
  });
});
