import { GAME_POINTS, LEADERBOARD_SIZE, SCORE_INTERVAL_MS, type LeaderboardEntry } from '@dd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, newMember, type Member } from '../../../test/members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

const clock = movableClock();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => ctx.close());

const submit = (member: Member | null, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/game/score',
    headers: member?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });
const score = (member: Member, value: number) => submit(member, { game_id: 'puzzle', score: value });
/** Past the one-score-per-interval limit of every member. */
const nextSlot = () => clock.advance(SCORE_INTERVAL_MS);

const leaderboard = async (): Promise<LeaderboardEntry[]> => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/game/leaderboard?game_id=puzzle' });
  expect(res.statusCode).toBe(200);
  return res.json<{ leaderboard: LeaderboardEntry[] }>().leaderboard;
};
const profile = async (member: Member) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/user/${member.user.id}/profile` });
  expect(res.statusCode).toBe(200);
  return res.json<{ puzzle_score: number | null; puzzle_rank: number | null }>();
};
const balance = async (member: Member) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/points/balance', headers: member.headers });
  return res.json<{ total_points: number }>().total_points;
};
const gameEntries = async (member: Member) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/points/history?limit=100', headers: member.headers });
  return res
    .json<{ entries: Array<{ reason: string; amount: number; label: string }> }>()
    .entries.filter((e) => e.reason === 'game');
};
const gamesPlayed = async (member: Member) => {
  const row = await ctx.db.kysely
    .selectFrom('game_best_scores')
    .select('games_played')
    .where('user_id', '=', member.user.id)
    .executeTakeFirst();
  return row?.games_played ?? 0;
};

describe('POST /api/game/score: who and what', () => {
  it('answers a visitor 401 and stores nothing', async () => {
    const res = await submit(null, { game_id: 'puzzle', score: 50 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthenticated' });
    expect(await leaderboard()).toEqual([]);
  });

  it('refuses an unknown game with 400', async () => {
    const member = await newMember(ctx.app);
    const res = await submit(member, { game_id: 'chess', score: 50 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Unknown game: chess', code: 'validation' });
    expect(await gamesPlayed(member)).toBe(0);
  });

  it('refuses impossible scores with 400, stores and pays nothing, and does not use up the member’s slot', async () => {
    const member = await newMember(ctx.app);
    for (const value of [5, 12, 65, 20.5, 0, -10, 100]) {
      const res = await score(member, value);
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json()).toEqual({ error: 'Score must be between 10 and 60 in steps of 5', code: 'validation' });
    }
    for (const payload of [{ game_id: 'puzzle', score: '40' }, { game_id: 'puzzle' }, { score: 40 }, {}]) {
      const res = await submit(member, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation' });
    }
    expect(await gamesPlayed(member)).toBe(0);
    expect(await profile(member)).toMatchObject({ puzzle_score: null, puzzle_rank: null });
    expect((await leaderboard()).some((e) => e.user_id === member.user.id)).toBe(false);
    expect(await balance(member)).toBe(0);

    const ok = await score(member, 10);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, best_score: 10, points_awarded: GAME_POINTS.memoryGame });
  });

  it('accepts every possible score from 10 to 60', async () => {
    const member = await newMember(ctx.app);
    for (let value = 10; value <= 60; value += 5) {
      await nextSlot();
      expect((await score(member, value)).statusCode, String(value)).toBe(200);
    }
    expect(await gamesPlayed(member)).toBe(11);
  });
});

describe('one score every 10 seconds', () => {
  it('refuses a second score within 10 s with 429 and Retry-After; a refused score does not count', async () => {
    await nextSlot();
    const member = await newMember(ctx.app);
    expect((await score(member, 30)).statusCode).toBe(200);

    await clock.advance(4_000);
    const early = await score(member, 60);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'rate_limited' });
    expect(early.headers['retry-after']).toBe('6');
    // Neither stored nor paid, and the window still counts from the accepted score, not the refused one.
    expect(await gamesPlayed(member)).toBe(1);
    expect(await profile(member)).toMatchObject({ puzzle_score: 30 });
    expect(await balance(member)).toBe(GAME_POINTS.memoryGame);

    await clock.advance(5_999);
    expect((await score(member, 60)).statusCode).toBe(429);
    await clock.advance(1);
    const onTime = await score(member, 60);
    expect(onTime.statusCode).toBe(200);
    expect(onTime.json()).toMatchObject({ best_score: 60 });
    expect(await gamesPlayed(member)).toBe(2);
  });

  it('the limit is per member: another member scores at the same moment', async () => {
    await nextSlot();
    const [a, b] = await Promise.all([newMember(ctx.app), newMember(ctx.app)]);
    expect((await score(a, 40)).statusCode).toBe(200);
    expect((await score(b, 40)).statusCode).toBe(200);
  });

  it('of 10 racing submissions from one member (the first ever), exactly one is accepted and paid', async () => {
    await nextSlot();
    const member = await newMember(ctx.app);
    const results = await Promise.all([10, 15, 20, 25, 30, 35, 40, 45, 50, 55].map((v) => score(member, v)));
    const accepted = results.filter((r) => r.statusCode === 200);
    expect(accepted).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(9);
    expect(results.every((r) => r.statusCode === 200 || r.json().code === 'rate_limited')).toBe(true);
    const best = accepted[0]!.json<{ best_score: number }>().best_score;
    expect(await gamesPlayed(member)).toBe(1);
    expect(await profile(member)).toMatchObject({ puzzle_score: best });
    expect(await gameEntries(member)).toHaveLength(1);
    expect(await balance(member)).toBe(GAME_POINTS.memoryGame);

    // And again once the member has a row: the conditional update lets one through.
    await nextSlot();
    const again = await Promise.all(Array.from({ length: 10 }, () => score(member, 60)));
    expect(again.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await gamesPlayed(member)).toBe(2);
    expect(await balance(member)).toBe(2 * GAME_POINTS.memoryGame);
  });
});

describe('best score and points', () => {
  it('keeps the best score: a lower score later changes neither the score nor the rank', async () => {
    await nextSlot();
    const member = await newMember(ctx.app);
    expect((await score(member, 45)).json()).toMatchObject({ best_score: 45 });
    await nextSlot();
    expect((await score(member, 20)).json()).toMatchObject({ best_score: 45 });
    await nextSlot();
    expect((await score(member, 55)).json()).toMatchObject({ best_score: 55 });
    expect(await profile(member)).toMatchObject({ puzzle_score: 55 });
    expect((await leaderboard()).find((e) => e.user_id === member.user.id)).toMatchObject({ score: 55 });
  });

  it('pays 5 points a game for 10 games a UTC day, nothing for the 11th, and again the next day', async () => {
    // The day's games end at 23:58:10 UTC; the next day's first comes just after midnight.
    const now = clock.now();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    await clock.advance(midnight - now.getTime() - 200_000);
    const member = await newMember(ctx.app);
    for (let game = 1; game <= 10; game++) {
      await nextSlot();
      expect((await score(member, 30)).json(), `game ${game}`).toMatchObject({ points_awarded: 5 });
    }
    await nextSlot();
    const eleventh = await score(member, 60);
    expect(eleventh.statusCode).toBe(200);
    expect(eleventh.json()).toEqual({ success: true, best_score: 60, points_awarded: 0 });
    expect(await balance(member)).toBe(GAME_POINTS.memoryGame * GAME_POINTS.memoryGamesPerDay);
    const entries = await gameEntries(member);
    expect(entries).toHaveLength(GAME_POINTS.memoryGamesPerDay);
    expect(entries[0]).toMatchObject({ amount: 5, label: 'Game played' });

    await clock.advance(120_000); // 00:00:10 UTC, the next day
    expect((await score(member, 30)).json()).toMatchObject({ points_awarded: 5 });
    expect(await balance(member)).toBe(55);
    expect(await gamesPlayed(member)).toBe(12);
  });

  it('racing submissions at the daily cap pay at most the 10th game', async () => {
    await nextSlot();
    const member = await newMember(ctx.app);
    for (let game = 1; game <= 9; game++) {
      await nextSlot();
      expect((await score(member, 30)).statusCode).toBe(200);
    }
    await nextSlot();
    const burst = await Promise.all(Array.from({ length: 10 }, () => score(member, 30)));
    const accepted = burst.filter((r) => r.statusCode === 200);
    expect(accepted.map((r) => r.json<{ points_awarded: number }>().points_awarded)).toEqual([5]);
    await nextSlot();
    const after = await Promise.all(Array.from({ length: 10 }, () => score(member, 30)));
    expect(after.filter((r) => r.statusCode === 200).map((r) => r.json().points_awarded)).toEqual([0]);
    expect(await balance(member)).toBe(50);
    expect(await gameEntries(member)).toHaveLength(10);
  });
});

describe('GET /api/game/leaderboard', () => {
  it('is public, best first, equal scores in the order they were reached, then by user id', async () => {
    const [first, second, top, early, late] = await Promise.all(Array.from({ length: 5 }, () => newMember(ctx.app)));
    const ours = (board: LeaderboardEntry[]) =>
      board.filter((e) => [first, second, top, early, late].some((m) => m!.user.id === e.user_id));

    await nextSlot();
    await score(first!, 50);
    await clock.advance(1_000);
    await score(second!, 50);
    await clock.advance(1_000);
    await score(top!, 60);
    // Scoring 50 again later keeps `second` behind `first`; a lower score changes nothing.
    await nextSlot();
    await score(second!, 50);
    await score(first!, 25);
    // Two reaching 40 at the same instant: the lower user id first (members were registered in order).
    const [lowId, highId] = [early!, late!].sort((a, b) => a.user.id - b.user.id);
    await score(highId!, 40);
    await score(lowId!, 40);

    const board = await leaderboard();
    expect(ours(board)).toEqual([
      { user_id: top!.user.id, username: top!.user.username, score: 60 },
      { user_id: first!.user.id, username: first!.user.username, score: 50 },
      { user_id: second!.user.id, username: second!.user.username, score: 50 },
      { user_id: lowId!.user.id, username: lowId!.user.username, score: 40 },
      { user_id: highId!.user.id, username: highId!.user.username, score: 40 },
    ]);
    const scores = board.map((e) => e.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(board.length).toBeLessThanOrEqual(LEADERBOARD_SIZE);

    // Profiles agree: equal scores share a place (players strictly ahead + 1).
    const ahead = (value: number) => board.filter((e) => e.score > value).length;
    expect(await profile(first!)).toEqual(expect.objectContaining({ puzzle_score: 50, puzzle_rank: 1 + ahead(50) }));
    expect(await profile(second!)).toEqual(expect.objectContaining({ puzzle_score: 50, puzzle_rank: 1 + ahead(50) }));
    expect(await profile(top!)).toEqual(expect.objectContaining({ puzzle_score: 60, puzzle_rank: 1 }));
  });

  it('holds at most 50 entries', async () => {
    const members = await Promise.all(Array.from({ length: 52 }, () => newMember(ctx.app)));
    await nextSlot();
    for (const m of members) expect((await score(m, 60)).statusCode).toBe(200);
    const board = await leaderboard();
    expect(board).toHaveLength(LEADERBOARD_SIZE);
    expect(board.every((e) => e.score === 60)).toBe(true);
  });

  it('refuses an unknown or missing game id with 400', async () => {
    for (const url of ['/api/game/leaderboard?game_id=chess', '/api/game/leaderboard']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation' });
    }
  });
});
