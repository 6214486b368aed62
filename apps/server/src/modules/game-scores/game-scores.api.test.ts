import { GAME_POINTS, LEADERBOARD_SIZE, SCORE_INTERVAL_MS, type LeaderboardEntry } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { movableClock, newMember, pointsBalance, type Member } from '../../../test/members.js';
import { flip, insertFinishedPlay, playWholeGame, playWithMoves, startPlay } from '../../../test/memory.js';
import { appPerFile } from '../../../test/test-app.js';
import { rowById } from '../../../test/rows.js';

const clock = movableClock();
const ctx = appPerFile({ clock });

/** Flips at the steady rate of the per-play pacing (10 a second), so no flip is paced. */
const steady = () => clock.advance(100);

const submit = (member: Member | null, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/game/score',
    headers: member?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });

/** A finished play of `member` that scored `value` (100 - 5 a move): its id. */
async function finishedPlay(member: Member, value: number): Promise<number> {
  const game = await playWithMoves(ctx.app, member, (100 - value) / 5, steady);
  expect(game.score).toBe(value);
  return game.playId;
}
/**
 * The same, written as the server would have left it: for tests that need many plays and are about scores, not
 * about playing (each real game is 16-36 requests).
 */
const storedPlay = (member: Member, value: number) =>
  insertFinishedPlay(ctx.db, member.user.id, (100 - value) / 5, clock.now());
const scorePlay = (member: Member, playId: number, value: number) =>
  submit(member, { game_id: 'puzzle', score: value, play_id: playId });
/** A stored play that scored `value`, submitted. */
const score = async (member: Member, value: number) => scorePlay(member, await storedPlay(member, value), value);
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
const balance = (member: Member) => pointsBalance(ctx.app, member);
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
const playRow = (playId: number) => rowById(ctx.db, 'memory_plays', playId);

/** What a refused submission must leave as it was: the member's standing, points and the play. */
async function standing(member: Member, playId?: number) {
  return {
    games: await gamesPlayed(member),
    profile: await profile(member),
    balance: await balance(member),
    onBoard: (await leaderboard()).some((e) => e.user_id === member.user.id),
    play: playId === undefined ? null : await playRow(playId),
  };
}

const NO_GAME = { error: 'No finished game to score', code: 'validation' };

describe('POST /api/game/score: only a finished play of your own, at its own score', () => {
  it('answers a visitor 401 and stores nothing', async () => {
    const res = await submit(null, { game_id: 'puzzle', score: 50, play_id: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthenticated' });
    expect(await leaderboard()).toEqual([]);
  });

  it('the forged call of the issue (a score, no game played) changes nothing', async () => {
    const member = await newMember(ctx.app);
    const before = await standing(member);
    const res = await submit(member, { game_id: 'puzzle', score: 60 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NO_GAME);
    expect(await standing(member)).toEqual(before);
    expect(before).toMatchObject({ games: 0, balance: 0, onBoard: false, profile: { puzzle_score: null } });
  });

  it('refuses an unknown play, an unfinished one and another member’s finished one alike, changing nothing', async () => {
    const [member, other] = await Promise.all([newMember(ctx.app), newMember(ctx.app)]);
    const othersPlay = await finishedPlay(other, 60);
    const unfinished = await startPlay(ctx.app, member);
    await flip(ctx.app, member, unfinished, 0, steady);
    const before = await standing(member, unfinished);
    const othersBefore = await standing(other, othersPlay);
    for (const playId of [othersPlay, unfinished, 2_000_000_000, 987_654]) {
      const res = await scorePlay(member, playId, 60);
      expect(res.statusCode, String(playId)).toBe(400);
      expect(res.json()).toEqual(NO_GAME);
    }
    expect(await standing(member, unfinished)).toEqual(before);
    expect(await standing(other, othersPlay)).toEqual(othersBefore);
    // The owner can still record it.
    await nextSlot();
    expect((await scorePlay(other, othersPlay, 60)).statusCode).toBe(200);
  });

  it("refuses a score that is not the play's own with a clear 400, and then takes the right one", async () => {
    const member = await newMember(ctx.app);
    const playId = await finishedPlay(member, 45);
    const before = await standing(member, playId);
    const wrong = await scorePlay(member, playId, 60);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: "That is not this game's score: it scored 45, not 60", code: 'validation' });
    expect(await standing(member, playId)).toEqual(before);
    await nextSlot();
    const right = await scorePlay(member, playId, 45);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ success: true, best_score: 45, points_awarded: GAME_POINTS.memoryGame });
  });

  it('refuses an unknown game, an impossible score and malformed bodies with 400, changing nothing', async () => {
    const member = await newMember(ctx.app);
    const playId = await finishedPlay(member, 30);
    const before = await standing(member, playId);
    const unknown = await submit(member, { game_id: 'chess', score: 30, play_id: playId });
    expect(unknown.json()).toEqual({ error: 'Unknown game: chess', code: 'validation' });
    for (const value of [5, 12, 65, 20.5, 0, -10, 100]) {
      const res = await scorePlay(member, playId, value);
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json()).toEqual({ error: 'Score must be between 10 and 60 in steps of 5', code: 'validation' });
    }
    for (const payload of [
      { game_id: 'puzzle', score: '30', play_id: playId },
      { game_id: 'puzzle', score: 30, play_id: 'x' },
      { game_id: 'puzzle', score: 30, play_id: 0 },
      { game_id: 'puzzle', play_id: playId },
      { score: 30, play_id: playId },
      {},
    ]) {
      const res = await submit(member, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation' });
    }
    expect(await standing(member, playId)).toEqual(before);
    expect((await scorePlay(member, playId, 30)).statusCode).toBe(200);
  });

  it('accepts every possible score from 10 to 60, each from a game of that many moves', async () => {
    const member = await newMember(ctx.app);
    for (let value = 10; value <= 60; value += 5) {
      await nextSlot();
      expect((await score(member, value)).statusCode, String(value)).toBe(200);
    }
    expect(await gamesPlayed(member)).toBe(11);
  });

  it('records a play once: a replay is 409 already_scored, checked before the 10-second limit', async () => {
    await nextSlot();
    const member = await newMember(ctx.app);
    const playId = await finishedPlay(member, 50);
    expect((await scorePlay(member, playId, 50)).statusCode).toBe(200);
    const after = await standing(member, playId);
    expect(after.play).toMatchObject({ scored_at: clock.now().toISOString() });

    // At once (within the 10 s: the replay is named, not rate limited) and much later: the same 409.
    for (const wait of [1_000, SCORE_INTERVAL_MS, 3_600_000]) {
      await clock.advance(wait);
      const replay = await scorePlay(member, playId, 50);
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toEqual({ error: "This game's score is already recorded", code: 'already_scored' });
      expect(replay.headers['retry-after']).toBeUndefined();
    }
    expect(await standing(member, playId)).toEqual(after);
    expect(await gamesPlayed(member)).toBe(1);
    expect(await balance(member)).toBe(GAME_POINTS.memoryGame);
  });
});

describe('one score every 10 seconds', () => {
  it('refuses a second play within 10 s with 429 and Retry-After; the refused play stays unscored for later', async () => {
    const member = await newMember(ctx.app);
    const [first, second] = [await finishedPlay(member, 30), await finishedPlay(member, 60)];
    await nextSlot();
    expect((await scorePlay(member, first, 30)).statusCode).toBe(200);

    await clock.advance(4_000);
    const early = await scorePlay(member, second, 60);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'rate_limited' });
    expect(early.headers['retry-after']).toBe('6');
    // Neither stored nor paid, the play not marked, and the window still counts from the accepted score.
    expect(await gamesPlayed(member)).toBe(1);
    expect(await profile(member)).toMatchObject({ puzzle_score: 30 });
    expect(await balance(member)).toBe(GAME_POINTS.memoryGame);
    expect((await playRow(second)).scored_at).toBeNull();

    await clock.advance(5_999);
    expect((await scorePlay(member, second, 60)).statusCode).toBe(429);
    await clock.advance(1);
    const onTime = await scorePlay(member, second, 60);
    expect(onTime.statusCode).toBe(200);
    expect(onTime.json()).toMatchObject({ best_score: 60 });
    expect(await gamesPlayed(member)).toBe(2);
  });

  it('the limit is per member: another member scores at the same moment', async () => {
    const [a, b] = await Promise.all([newMember(ctx.app), newMember(ctx.app)]);
    const [playA, playB] = [await finishedPlay(a, 40), await finishedPlay(b, 40)];
    await nextSlot();
    expect((await scorePlay(a, playA, 40)).statusCode).toBe(200);
    expect((await scorePlay(b, playB, 40)).statusCode).toBe(200);
  });

  it('of 10 racing submissions of one play, exactly one is recorded and paid; the others are 409', async () => {
    const member = await newMember(ctx.app);
    const playId = await finishedPlay(member, 55);
    await nextSlot();
    const results = await Promise.all(Array.from({ length: 10 }, () => scorePlay(member, playId, 55)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409 && r.json().code === 'already_scored')).toHaveLength(9);
    expect(await gamesPlayed(member)).toBe(1);
    expect(await gameEntries(member)).toHaveLength(1);
    expect(await balance(member)).toBe(GAME_POINTS.memoryGame);
  });

  it('of 10 racing submissions of 10 finished plays (the first ever), one is accepted; the rest keep for later', async () => {
    const member = await newMember(ctx.app);
    const values = [10, 15, 20, 25, 30, 35, 40, 45, 50, 55];
    const plays: number[] = [];
    for (const value of values) plays.push(await storedPlay(member, value));
    await nextSlot();
    const results = await Promise.all(plays.map((playId, i) => scorePlay(member, playId, values[i]!)));
    const accepted = results.filter((r) => r.statusCode === 200);
    expect(accepted).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 429 && r.json().code === 'rate_limited')).toHaveLength(9);
    const best = accepted[0]!.json<{ best_score: number }>().best_score;
    expect(await gamesPlayed(member)).toBe(1);
    expect(await profile(member)).toMatchObject({ puzzle_score: best });
    expect(await balance(member)).toBe(GAME_POINTS.memoryGame);
    const scored = await ctx.db.kysely
      .selectFrom('memory_plays')
      .select('id')
      .where('user_id', '=', member.user.id)
      .where('scored_at', 'is not', null)
      .execute();
    expect(scored).toHaveLength(1);

    // The refused plays are still the member's to record, one per interval.
    const left = plays.filter((id) => id !== scored[0]!.id);
    await nextSlot();
    const again = await Promise.all(left.map((playId) => scorePlay(member, playId, values[plays.indexOf(playId)]!)));
    expect(again.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await gamesPlayed(member)).toBe(2);
    expect(await balance(member)).toBe(2 * GAME_POINTS.memoryGame);
  });
});

describe('best score and points', () => {
  it('keeps the best score: a lower score later changes neither the score nor the rank', async () => {
    const member = await newMember(ctx.app);
    const plays = [await storedPlay(member, 45), await storedPlay(member, 20), await storedPlay(member, 55)];
    await nextSlot();
    expect((await scorePlay(member, plays[0]!, 45)).json()).toMatchObject({ best_score: 45 });
    await nextSlot();
    expect((await scorePlay(member, plays[1]!, 20)).json()).toMatchObject({ best_score: 45 });
    await nextSlot();
    expect((await scorePlay(member, plays[2]!, 55)).json()).toMatchObject({ best_score: 55 });
    expect(await profile(member)).toMatchObject({ puzzle_score: 55 });
    expect((await leaderboard()).find((e) => e.user_id === member.user.id)).toMatchObject({ score: 55 });
  });

  it('pays 5 points a game for 10 games a UTC day, nothing for the 11th, and again the next day', async () => {
    const member = await newMember(ctx.app);
    const plays: Array<[number, number]> = [];
    for (let game = 1; game <= 12; game++) {
      const value = game === 11 ? 60 : 30;
      plays.push([await storedPlay(member, value), value]);
    }
    // The day's games end at 23:58:10 UTC; the next day's first comes just after midnight.
    const now = clock.now();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    await clock.advance(midnight - now.getTime() - 200_000);
    for (let game = 1; game <= 10; game++) {
      await nextSlot();
      const [playId, value] = plays[game - 1]!;
      expect((await scorePlay(member, playId, value)).json(), `game ${game}`).toMatchObject({ points_awarded: 5 });
    }
    await nextSlot();
    const eleventh = await scorePlay(member, ...plays[10]!);
    expect(eleventh.statusCode).toBe(200);
    expect(eleventh.json()).toEqual({ success: true, best_score: 60, points_awarded: 0 });
    expect(await balance(member)).toBe(GAME_POINTS.memoryGame * GAME_POINTS.memoryGamesPerDay);
    const entries = await gameEntries(member);
    expect(entries).toHaveLength(GAME_POINTS.memoryGamesPerDay);
    expect(entries[0]).toMatchObject({ amount: 5, label: 'Game played' });

    await clock.advance(120_000); // 00:00:10 UTC, the next day
    expect((await scorePlay(member, ...plays[11]!)).json()).toMatchObject({ points_awarded: 5 });
    expect(await balance(member)).toBe(55);
    expect(await gamesPlayed(member)).toBe(12);
  });

  it('racing submissions at the daily cap pay at most the 10th game', async () => {
    const member = await newMember(ctx.app);
    const plays: number[] = [];
    for (let game = 1; game <= 29; game++) plays.push(await storedPlay(member, 60));
    // A fresh UTC day.
    const now = clock.now();
    await clock.advance(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime());
    for (let game = 0; game < 9; game++) {
      await nextSlot();
      expect((await scorePlay(member, plays[game]!, 60)).statusCode).toBe(200);
    }
    await nextSlot();
    const burst = await Promise.all(plays.slice(9, 19).map((playId) => scorePlay(member, playId, 60)));
    const accepted = burst.filter((r) => r.statusCode === 200);
    expect(accepted.map((r) => r.json<{ points_awarded: number }>().points_awarded)).toEqual([5]);
    await nextSlot();
    const after = await Promise.all(plays.slice(19).map((playId) => scorePlay(member, playId, 60)));
    expect(after.filter((r) => r.statusCode === 200).map((r) => r.json().points_awarded)).toEqual([0]);
    expect(await balance(member)).toBe(50);
    expect(await gameEntries(member)).toHaveLength(10);
  });

  it('a game played from the answers alone scores what the server computed, and that is what it records', async () => {
    const member = await newMember(ctx.app);
    const game = await playWholeGame(ctx.app, member, steady);
    expect(game.score).toBe(Math.max(10, 100 - 5 * game.moves));
    await nextSlot();
    const res = await scorePlay(member, game.playId, game.score);
    expect(res.json()).toMatchObject({ success: true, best_score: game.score });
    expect(await profile(member)).toMatchObject({ puzzle_score: game.score });
  });
});

describe('GET /api/game/leaderboard', () => {
  it('is public, best first, equal scores in the order they were reached, then by user id', async () => {
    const [first, second, top, early, late] = await Promise.all(Array.from({ length: 5 }, () => newMember(ctx.app)));
    const ours = (board: LeaderboardEntry[]) =>
      board.filter((e) => [first, second, top, early, late].some((m) => m!.user.id === e.user_id));
    const [lowId, highId] = [early!, late!].sort((a, b) => a.user.id - b.user.id);
    const plays = {
      first50: await storedPlay(first!, 50),
      first25: await storedPlay(first!, 25),
      second50: await storedPlay(second!, 50),
      second50again: await storedPlay(second!, 50),
      top60: await storedPlay(top!, 60),
      low40: await storedPlay(lowId!, 40),
      high40: await storedPlay(highId!, 40),
    };

    await nextSlot();
    await scorePlay(first!, plays.first50, 50);
    await clock.advance(1_000);
    await scorePlay(second!, plays.second50, 50);
    await clock.advance(1_000);
    await scorePlay(top!, plays.top60, 60);
    // Scoring 50 again later keeps `second` behind `first`; a lower score changes nothing.
    await nextSlot();
    await scorePlay(second!, plays.second50again, 50);
    await scorePlay(first!, plays.first25, 25);
    // Two reaching 40 at the same instant: the lower user id first (members were registered in order).
    await scorePlay(highId!, plays.high40, 40);
    await scorePlay(lowId!, plays.low40, 40);

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
    const plays: number[] = [];
    for (const m of members) plays.push(await storedPlay(m, 60));
    await nextSlot();
    for (const [i, m] of members.entries()) expect((await scorePlay(m, plays[i]!, 60)).statusCode).toBe(200);
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
