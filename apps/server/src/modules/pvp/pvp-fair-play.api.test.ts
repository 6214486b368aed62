import { FAIR_PLAY, GAME_POINTS, PVP_TURN_IDLE_MS } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { movableClock, newMember, pointsBalance, type Member } from '../../../test/members.js';
import { abandonedDuel, matchOf, myMatch, pairUp, play, pvpCall, seats, winDuel } from '../../../test/pvp.js';
import { appPerFile } from '../../../test/test-app.js';

/** The duel under the fair-play rules (issue 21): aborted duels, repeat opponents and the daily cap, per player. */
const clock = movableClock(new Date('2026-11-20T09:00:00.000Z'));
const ctx = appPerFile({ clock });

const member = () => newMember(ctx.app);
const balance = (m: Member) => pointsBalance(ctx.app, m);
const rating = (m: Member) =>
  ctx.db.kysely
    .selectFrom('pvp_ratings')
    .select(['rating', 'games_played'])
    .where('user_id', '=', m.user.id)
    .executeTakeFirst();
const gamesPlayed = async (m: Member) => (await rating(m))?.games_played ?? 0;
const today = async (m: Member) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/fair-play/today', headers: m.headers })).json<{
    day: string;
    points: number;
    cap: number;
  }>();

const duel = (winner: Member, loser: Member) => winDuel(ctx.app, winner, loser);

const view = async (m: Member, matchId: number) =>
  matchOf(await pvpCall(ctx.app, m, 'POST', 'completeMatch', { match_id: matchId }));

describe('aborted duels', () => {
  it('a duel whose loser made one move pays nothing and rates nothing, for both sides', async () => {
    const [a, b] = [await member(), await member()];
    const match = await pairUp(ctx.app, a, b);
    const { onTurn: first, waiting: second } = seats(match, a, b);
    // first, second, first: the second player made one move, then lets the time run out.
    await play(ctx.app, match, a, b, [1, 1, 1]);
    await clock.advance(PVP_TURN_IDLE_MS + 1_000);
    expect(await ctx.app.deps.pvp.sweep()).toMatchObject({ ended: 1 });

    for (const who of [first, second]) {
      expect(await view(who, match.id)).toMatchObject({
        status: 'completed',
        winner_id: first.user.id,
        paid: false,
        unpaid_reason: 'aborted',
        points_earned: 0,
      });
      expect(await balance(who)).toBe(0);
      expect(await rating(who)).toBeUndefined();
    }
    const board = (await pvpCall(ctx.app, null, 'GET', 'leaderboard')).json<{ leaderboard: { user_id: number }[] }>();
    expect(board.leaderboard.map((e) => e.user_id)).not.toContain(first.user.id);
    expect((await today(first)).points).toBe(0);
  });

  it('the loser with 2 moves makes a counted duel, paid and rated for both', async () => {
    const [a, b] = [await member(), await member()];
    const match = await pairUp(ctx.app, a, b);
    const { onTurn: first, waiting: second } = seats(match, a, b);
    // 2+2+2+2+2: the first player reaches 10 on their third move, the second made 2.
    const end = await play(ctx.app, match, a, b, [2, 2, 2, 2, 2]);
    expect(end).toMatchObject({ winner_id: first.user.id, paid: true, points_earned: GAME_POINTS.duelWin });
    expect(await view(second, match.id)).toMatchObject({ paid: true, points_earned: GAME_POINTS.duelLoss });
    expect([await gamesPlayed(first), await gamesPlayed(second)]).toEqual([1, 1]);
  });
});

describe('repeat opponents', () => {
  it('only the first 3 counted duels of a pair in a UTC day pay and rate; a different opponent and the next day pay', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    // An aborted duel first: it is not one of the 3.
    await abandonedDuel(ctx.app, clock, a, b);
    for (let i = 0; i < FAIR_PLAY.pairGamesPerDay; i++) {
      const end = await duel(a, b);
      expect(end).toMatchObject({ paid: true, points_earned: GAME_POINTS.duelWin });
    }
    expect([await balance(a), await balance(b)]).toEqual([3 * GAME_POINTS.duelWin, 3 * GAME_POINTS.duelLoss]);
    const ratedA = await rating(a);
    expect(ratedA?.games_played).toBe(3);

    // The 4th, in either seat order: casual for both, no rating change, not counted in the rankings.
    const fourth = await duel(b, a);
    expect(fourth).toMatchObject({ paid: false, unpaid_reason: 'casual', points_earned: 0 });
    expect(await view(a, fourth.id)).toMatchObject({ paid: false, unpaid_reason: 'casual', points_earned: 0 });
    expect([await balance(a), await balance(b)]).toEqual([3 * GAME_POINTS.duelWin, 3 * GAME_POINTS.duelLoss]);
    expect(await rating(a)).toEqual(ratedA);
    expect(await gamesPlayed(b)).toBe(3);

    // Another opponent still pays.
    expect(await duel(a, c)).toMatchObject({ paid: true, points_earned: GAME_POINTS.duelWin });
    expect(await gamesPlayed(a)).toBe(4);

    // Until 23:59:59.999 it is the same UTC day; at midnight the pair starts again.
    const midnight = Date.parse('2026-11-21T00:00:00.000Z');
    await clock.advance(midnight - 1 - clock.now().getTime() - 4_000);
    const late = await duel(a, b);
    expect(clock.now().toISOString() < '2026-11-21').toBe(true);
    expect(late).toMatchObject({ paid: false, unpaid_reason: 'casual' });
    await clock.advance(midnight - clock.now().getTime());
    expect(await duel(a, b)).toMatchObject({ paid: true, points_earned: GAME_POINTS.duelWin });
    expect(await today(a)).toEqual({ day: '2026-11-21', points: GAME_POINTS.duelWin, cap: FAIR_PLAY.dailyGamePoints });
  });
});

describe('the daily cap', () => {
  it("stops a member's game points at 100 a day: the game crossing it pays up to it, the opponent in full", async () => {
    const m = await member();
    const opponents = [await member(), await member(), await member(), await member(), await member()];
    const [o1, o2, o3, o4, o5] = opponents as [Member, Member, Member, Member, Member];
    // 9 wins (90) and 4 losses (8): 98.
    for (const o of [o1, o2, o3]) for (let i = 0; i < 3; i++) await duel(m, o);
    for (let i = 0; i < 3; i++) await duel(o4, m);
    await duel(o5, m);
    expect(await balance(m)).toBe(98);
    expect((await today(m)).points).toBe(98);

    // A win worth 10 pays the 2 left; the loser, far from the cap, gets the whole loss reward.
    const crossing = await duel(m, o5);
    expect(crossing).toMatchObject({ paid: true, points_earned: 2 });
    expect(crossing).not.toHaveProperty('unpaid_reason');
    expect(await view(o5, crossing.id)).toMatchObject({ paid: true, points_earned: GAME_POINTS.duelLoss });
    expect(await balance(m)).toBe(FAIR_PLAY.dailyGamePoints);

    // Past the cap the game still counts (rated) but pays nothing: only points stop.
    const before = await gamesPlayed(m);
    const capped = await duel(m, o5);
    expect(capped).toMatchObject({ paid: false, unpaid_reason: 'daily_cap', points_earned: 0 });
    expect(await view(o5, capped.id)).toMatchObject({ paid: true, points_earned: GAME_POINTS.duelLoss });
    expect(await gamesPlayed(m)).toBe(before + 1);
    expect(await balance(m)).toBe(FAIR_PLAY.dailyGamePoints);
    expect((await today(m)).points).toBe(FAIR_PLAY.dailyGamePoints);

    // The ledger pays each duel once, under the same reasons and match ids as before the rules.
    const ledger = await ctx.db.kysely
      .selectFrom('points_ledger')
      .select(['reason', 'amount', 'reference'])
      .where('user_id', '=', m.user.id)
      .where('reference', 'in', [String(crossing.id), String(capped.id)])
      .execute();
    expect(ledger).toEqual([{ reason: 'duel_win', amount: 2, reference: String(crossing.id) }]);
  });
});

describe('/api/fair-play/today', () => {
  it("answers the member's game points today and the cap; 401 to a visitor", async () => {
    const a = await member();
    expect(await today(a)).toEqual({
      day: clock.now().toISOString().slice(0, 10),
      points: 0,
      cap: FAIR_PLAY.dailyGamePoints,
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/fair-play/today' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthenticated' });
    const own = await ctx.app.inject({ method: 'GET', url: '/api/fair-play/today', headers: a.headers });
    expect(own.headers['cache-control']).toBe('no-store');
  });
});

describe('the answers', () => {
  it('say nothing of pay while the duel runs', async () => {
    const [a, b] = [await member(), await member()];
    await pairUp(ctx.app, a, b);
    for (const m of [a, b]) {
      const seen = await myMatch(ctx.app, m);
      expect(seen?.status).toBe('active');
      expect(seen).not.toHaveProperty('paid');
      expect(seen).not.toHaveProperty('points_earned');
      expect(seen).not.toHaveProperty('rating_before');
    }
  });

  it("say what a counted duel did to each player's rating, provisional while the deviation is high", async () => {
    const [a, b] = [await member(), await member()];
    const match = await pairUp(ctx.app, a, b);
    const { onTurn: winner, waiting: loser } = seats(match, a, b);
    await play(ctx.app, match, a, b, [2, 2, 2, 2, 2]);
    const won = await view(winner, match.id);
    const lost = await view(loser, match.id);
    // Both start at 1500 with RD 350: provisional before and after one duel.
    expect(won).toMatchObject({ rating_before: 1500, rating_before_provisional: true, rating_after_provisional: true });
    expect(lost).toMatchObject({
      rating_before: 1500,
      rating_before_provisional: true,
      rating_after_provisional: true,
    });
    expect(won.rating_after).toBeGreaterThan(1500);
    expect(lost.rating_after).toBeLessThan(1500);
    // The numbers are the stored ratings, rounded.
    expect(won.rating_after).toBe(Math.round(Number((await rating(winner))?.rating)));
    expect(lost.rating_after).toBe(Math.round(Number((await rating(loser))?.rating)));
    // myMatch says the same to each player.
    expect(await myMatch(ctx.app, winner)).toMatchObject({ rating_after: won.rating_after });
  });

  it('say nothing of ratings for an aborted duel', async () => {
    const [a, b] = [await member(), await member()];
    const match = await pairUp(ctx.app, a, b);
    const { onTurn: first } = seats(match, a, b);
    await play(ctx.app, match, a, b, [1, 1, 1]);
    await clock.advance(PVP_TURN_IDLE_MS + 1_000);
    await ctx.app.deps.pvp.sweep();
    const seen = await view(first, match.id);
    expect(seen).toMatchObject({ status: 'completed', unpaid_reason: 'aborted' });
    expect(seen).not.toHaveProperty('rating_before');
    expect(seen).not.toHaveProperty('rating_after');
  });
});
