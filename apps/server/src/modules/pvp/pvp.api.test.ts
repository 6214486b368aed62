import { GAME_POINTS, PVP_COUNTDOWN, type PvpMatch } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { movableClock, newMember, pointsBalance, type Member } from '../../../test/members.js';
import { joinQueue, matchOf, myMatch, pairUp, play, pvpCall, seats, submitTurn, totalOf } from '../../../test/pvp.js';
import { appPerFile } from '../../../test/test-app.js';
import { rowById } from '../../../test/rows.js';

const clock = movableClock();
const ctx = appPerFile({ clock });

const member = () => newMember(ctx.app);
const call = (m: Member | null, method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
  pvpCall(ctx.app, m, method, path, payload);

const balance = (m: Member) => pointsBalance(ctx.app, m);

const ratingRow = (m: Member) =>
  ctx.db.kysely.selectFrom('pvp_ratings').selectAll().where('user_id', '=', m.user.id).executeTakeFirst();

const storedMatch = (id: number) => rowById(ctx.db, 'pvp_matches', id);

/** A fresh pair of members in an active match. */
async function activeDuel(): Promise<{ a: Member; b: Member; match: PvpMatch }> {
  const [a, b] = [await member(), await member()];
  return { a, b, match: await pairUp(ctx.app, a, b) };
}

describe('who may call', () => {
  const calls: ['GET' | 'POST', string, Record<string, unknown>?][] = [
    ['POST', 'joinQueue'],
    ['GET', 'myMatch'],
    ['GET', 'queue/status'],
    ['POST', 'leaveQueue'],
    ['POST', 'clearOldMatches'],
    ['POST', 'submitTurn', { match_id: 1, add: 1 }],
    ['POST', 'completeMatch', { match_id: 1 }],
  ];

  it('answers 401 to a visitor on every call but the rankings, and changes nothing', async () => {
    for (const [method, path, payload] of calls) {
      const res = await call(null, method, path, payload);
      expect(res.statusCode, path).toBe(401);
      expect(res.json(), path).toMatchObject({ code: 'unauthenticated' });
    }
    expect(await ctx.db.kysely.selectFrom('pvp_matches').select('id').execute()).toEqual([]);
    expect((await call(null, 'GET', 'leaderboard')).statusCode).toBe(200);
  });

  it('a third member can neither act in a match nor see it', async () => {
    const { a, b, match } = await activeDuel();
    const third = await member();
    for (const add of [1, 2]) {
      const res = await submitTurn(ctx.app, third, { match_id: match.id, add });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'You are not a player in this match', code: 'forbidden' });
    }
    const complete = await call(third, 'POST', 'completeMatch', { match_id: match.id, winner_id: third.user.id });
    expect(complete.statusCode).toBe(403);
    expect(await myMatch(ctx.app, third)).toBeNull();
    // The third member's own queue entry is theirs alone.
    const own = await joinQueue(ctx.app, third);
    expect(own).toMatchObject({ status: 'pending', player1_id: third.user.id, player2_id: null });
    expect(await storedMatch(match.id)).toMatchObject({ version: match.version, total: 0 });
    expect(await myMatch(ctx.app, a)).toEqual(match);
    expect((await call(third, 'POST', 'leaveQueue')).json()).toEqual({ success: true, left: true });
    expect((await myMatch(ctx.app, b))?.id).toBe(match.id);
  });
});

describe('joining', () => {
  it('a first player waits in a pending match; the second is seated opposite and the countdown is set', async () => {
    const [a, b] = [await member(), await member()];
    const pending = await joinQueue(ctx.app, a);
    expect(pending).toMatchObject({
      status: 'pending',
      player1_id: a.user.id,
      player1_username: a.user.username,
      player2_id: null,
      player2_username: null,
      current_turn: null,
      winner_id: null,
      countdown_start_time: null,
    });
    expect(JSON.parse(pending.game_state)).toEqual({ total: 0, countdown_start_time: null });
    // Joining again reuses it.
    expect((await joinQueue(ctx.app, a)).id).toBe(pending.id);

    const active = await joinQueue(ctx.app, b);
    const countdown = new Date(clock.now().getTime() + PVP_COUNTDOWN.leadMs).toISOString();
    expect(active).toMatchObject({
      id: pending.id,
      status: 'active',
      player1_id: a.user.id,
      player2_id: b.user.id,
      player1_username: a.user.username,
      player2_username: b.user.username,
      player1_display_name: null,
      player2_avatar_url: null,
      winner_id: null,
      countdown_start_time: countdown,
      version: pending.version + 1,
    });
    expect([a.user.id, b.user.id]).toContain(active.current_turn);
    expect(JSON.parse(active.game_state)).toEqual({ total: 0, countdown_start_time: countdown });
    // Both see the same match, and joining again reuses it.
    expect(await myMatch(ctx.app, a)).toEqual(active);
    expect(await joinQueue(ctx.app, b)).toEqual(active);
  });

  it('counts waiting players and lets a pending player leave; an active match is not left', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const count = async () => (await call(a, 'GET', 'queue/status')).json<{ count: number }>().count;
    const before = await count();
    await joinQueue(ctx.app, a);
    expect(await count()).toBe(before + 1);
    expect((await call(a, 'POST', 'leaveQueue')).json()).toEqual({ success: true, left: true });
    expect(await count()).toBe(before);
    expect(await myMatch(ctx.app, a)).toBeNull();
    expect((await call(a, 'POST', 'leaveQueue')).json()).toEqual({ success: true, left: false });

    const match = await pairUp(ctx.app, b, c);
    expect((await call(b, 'POST', 'leaveQueue')).json()).toEqual({ success: true, left: false });
    expect(await myMatch(ctx.app, b)).toEqual(match);
  });
});

describe('moves', () => {
  it('refuses bad input with the right status and changes nothing', async () => {
    const { a, b, match } = await activeDuel();
    const { onTurn, waiting } = seats(match, a, b);
    const refusals: [Member, Record<string, unknown>, number, string][] = [
      [onTurn, { match_id: match.id, add: 0 }, 400, 'validation'],
      [onTurn, { match_id: match.id, add: 3 }, 400, 'validation'],
      [onTurn, { match_id: match.id, add: 1.5 }, 400, 'validation'],
      [onTurn, { match_id: match.id, add: '1' }, 400, 'validation'],
      [onTurn, { match_id: match.id }, 400, 'validation'],
      [onTurn, { match_id: match.id, add: 1, game_state: '{"total":1}' }, 400, 'validation'],
      [onTurn, { match_id: match.id, game_state: '{"total":3}' }, 400, 'validation'],
      [onTurn, { match_id: match.id, game_state: '{"total":0}' }, 400, 'validation'],
      [onTurn, { match_id: match.id, game_state: { total: -1 } }, 400, 'validation'],
      [onTurn, { match_id: match.id, game_state: 'not json' }, 400, 'validation'],
      [onTurn, { match_id: match.id, game_state: '{"sum":1}' }, 400, 'validation'],
      [onTurn, { match_id: match.id, game_state: 5 }, 400, 'validation'],
      [onTurn, { add: 1 }, 400, 'validation'],
      [onTurn, { match_id: 'x', add: 1 }, 400, 'validation'],
      [onTurn, { match_id: 99_999_999, add: 1 }, 404, 'not_found'],
      [waiting, { match_id: match.id, add: 1 }, 409, 'not_your_turn'],
      [waiting, { match_id: match.id, game_state: '{"total":1}' }, 409, 'not_your_turn'],
    ];
    for (const [who, body, status, code] of refusals) {
      const res = await submitTurn(ctx.app, who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json<{ code: string; error: string }>().code, JSON.stringify(body)).toBe(code);
      expect(res.json<{ error: string }>().error).toBeTruthy();
    }
    expect((await submitTurn(ctx.app, onTurn, { match_id: match.id, game_state: '{"total":3}' })).json()).toEqual({
      error: 'The new total must be 1 or 2.',
      code: 'validation',
    });
    expect((await submitTurn(ctx.app, waiting, { match_id: match.id, add: 1 })).json()).toEqual({
      error: 'Not your turn',
      code: 'not_your_turn',
    });
    expect(await storedMatch(match.id)).toMatchObject({ version: match.version, total: 0, status: 'active' });
    expect(await myMatch(ctx.app, a)).toEqual(match);
  });

  it('a move before the end of the 3-2-1 gets 409 countdown and changes nothing; at its end the duel starts', async () => {
    const [a, b] = [await member(), await member()];
    const match = await pairUp(ctx.app, a, b, { countdown: 'running' });
    const { onTurn, waiting } = seats(match, a, b);
    const countdownEnd = Date.parse(match.countdown_start_time ?? '') + PVP_COUNTDOWN.seconds * 1000;
    // Right after pairing (before the countdown starts), at its start, and 1 ms before its end.
    for (const at of [clock.now().getTime(), countdownEnd - PVP_COUNTDOWN.seconds * 1000, countdownEnd - 1]) {
      await clock.advance(at - clock.now().getTime());
      for (const body of [{ add: 1 }, { game_state: '{"total":2}' }]) {
        const res = await submitTurn(ctx.app, onTurn, { match_id: match.id, ...body });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          error: 'The duel has not started yet: wait for the end of the 3-2-1 countdown.',
          code: 'countdown',
        });
      }
      // The other player is not on turn, countdown or not.
      expect((await submitTurn(ctx.app, waiting, { match_id: match.id, add: 1 })).json()).toMatchObject({
        code: 'not_your_turn',
      });
      expect(await storedMatch(match.id)).toMatchObject({ version: match.version, total: 0, player1_moves: 0 });
      expect(await myMatch(ctx.app, a)).toEqual(match);
    }
    // A player who waited sees the duel as it was, and their move is taken.
    await clock.advance(1);
    expect(await myMatch(ctx.app, b)).toEqual(match);
    const moved = matchOf(await submitTurn(ctx.app, onTurn, { match_id: match.id, add: 1 }));
    expect(moved).toMatchObject({ version: match.version + 1, current_turn: waiting.user.id });
    expect(totalOf(moved)).toBe(1);
  });

  it('a pending match takes no move (409 conflict)', async () => {
    const a = await member();
    const pending = await joinQueue(ctx.app, a);
    const res = await submitTurn(ctx.app, a, { match_id: pending.id, add: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'The match has not started yet', code: 'conflict' });
    await call(a, 'POST', 'leaveQueue');
  });

  it('a full duel with {add}: the server counts, passes the turn and names the winner; points and ratings once', async () => {
    const { a, b, match } = await activeDuel();
    const first = seats(match, a, b).onTurn;
    const moved = matchOf(await submitTurn(ctx.app, first, { match_id: match.id, add: 2 }));
    expect(totalOf(moved)).toBe(2);
    expect(moved.current_turn).toBe(seats(match, a, b).waiting.user.id);
    expect(moved.version).toBe(match.version + 1);

    // 2 + 2+2+2+2 = 10: the fifth move (the first player's third) reaches the target.
    const end = await play(ctx.app, moved, a, b, [2, 2, 2, 2]);
    expect(end).toMatchObject({ status: 'completed', winner_id: first.user.id, current_turn: null });
    expect(totalOf(end)).toBe(10);
    const loser = first === a ? b : a;

    // After the end: every move is refused as game over and changes nothing.
    for (const who of [a, b]) {
      const res = await submitTurn(ctx.app, who, { match_id: match.id, add: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'game_over' });
    }
    // The winner's answer says what the duel paid them; the loser's says what it paid the loser.
    expect(end).toMatchObject({ paid: true, points_earned: GAME_POINTS.duelWin });
    expect(end).not.toHaveProperty('unpaid_reason');
    // Each answer carries its asker's own rating change: 1500 → 1662 for the winner, 1500 → 1338 for the loser.
    const loserView = { ...end, points_earned: GAME_POINTS.duelLoss, rating_after: 1338 };
    // completeMatch answers the server's result, whatever the client claims.
    for (const who of [first, loser]) {
      const res = await call(who, 'POST', 'completeMatch', {
        match_id: match.id,
        winner_id: loser.user.id,
        game_state: '{"total":10}',
      });
      expect(matchOf(res)).toEqual(who === first ? end : loserView);
    }
    expect(await myMatch(ctx.app, first)).toEqual(end);
    expect(await myMatch(ctx.app, loser)).toEqual(loserView);

    expect(await balance(first)).toBe(GAME_POINTS.duelWin);
    expect(await balance(loser)).toBe(GAME_POINTS.duelLoss);
    // Two fresh players after one game (Glicko-2, start 1500/350/0.06, tau 0.5).
    const winnerRating = await ratingRow(first);
    const loserRating = await ratingRow(loser);
    expect(winnerRating).toMatchObject({ games_played: 1 });
    expect(loserRating).toMatchObject({ games_played: 1 });
    expect(Number(winnerRating?.rating)).toBeCloseTo(1662.31, 2);
    expect(Number(winnerRating?.rd)).toBeCloseTo(290.32, 2);
    expect(Number(winnerRating?.volatility)).toBeCloseTo(0.06, 4);
    expect(Number(loserRating?.rating)).toBeCloseTo(1337.69, 2);
    expect(Number(loserRating?.rd)).toBeCloseTo(290.32, 2);

    // The profile shows the rating and the place among players who have played.
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/user/${first.user.id}/profile` });
    expect(profile.json()).toMatchObject({ pvp_rating: 1662 });
    const rated = await ctx.db.kysely
      .selectFrom('pvp_ratings')
      .select('rating')
      .where('games_played', '>', 0)
      .execute();
    const ahead = rated.filter((r) => Number(r.rating) > Number(winnerRating?.rating)).length;
    expect(profile.json()).toMatchObject({ pvp_rank: ahead + 1 });
    const loserProfile = await ctx.app.inject({ method: 'GET', url: `/api/user/${loser.user.id}/profile` });
    expect(loserProfile.json()).toMatchObject({ pvp_rating: 1338, pvp_provisional: true });

    // The rankings list both, rounded, best first; after one game both ratings are provisional (RD above 110).
    const board = (await call(null, 'GET', 'leaderboard')).json<{
      leaderboard: { user_id: number; username: string; rating: number; provisional: boolean }[];
    }>().leaderboard;
    const mine = board.filter((e) => e.user_id === first.user.id || e.user_id === loser.user.id);
    expect(mine).toEqual([
      { user_id: first.user.id, username: first.user.username, rating: 1662, provisional: true },
      { user_id: loser.user.id, username: loser.user.username, rating: 1338, provisional: true },
    ]);
    const ratings = board.map((e) => e.rating);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
  });

  it("a full duel with the spec's {game_state}: the new total is read as the intent", async () => {
    const { a, b, match } = await activeDuel();
    let current = match;
    // String and object forms; totals 1, 3, 4, 6, 7, 9, 10.
    for (const [i, total] of [1, 3, 4, 6, 7, 9, 10].entries()) {
      const { onTurn } = seats(current, a, b);
      const gameState = i % 2 === 0 ? JSON.stringify({ total, countdown_start_time: 'ignored' }) : { total };
      current = matchOf(await submitTurn(ctx.app, onTurn, { match_id: match.id, game_state: gameState }));
      expect(totalOf(current)).toBe(total);
      if (total === 10) expect(current).toMatchObject({ status: 'completed', winner_id: onTurn.user.id });
    }
  });

  it('completeMatch before the end is a 409 and decides nothing', async () => {
    const { a, b, match } = await activeDuel();
    const res = await call(a, 'POST', 'completeMatch', { match_id: match.id, winner_id: a.user.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'The match is not over yet', code: 'conflict' });
    expect((await call(b, 'POST', 'completeMatch', { match_id: 99_999_999 })).statusCode).toBe(404);
    expect(await storedMatch(match.id)).toMatchObject({ status: 'active', winner_id: null, version: match.version });
    expect(await ratingRow(a)).toBeUndefined();
  });
});

describe('old matches', () => {
  it('clearOldMatches hides the result from the one who clears it only', async () => {
    const { a, b, match } = await activeDuel();
    const end = await play(ctx.app, match, a, b, [2, 2, 2, 2, 2]);
    expect(end.status).toBe('completed');
    const seenByB = await myMatch(ctx.app, b);
    expect(seenByB).toMatchObject({ id: end.id, status: 'completed', version: end.version });
    expect((await call(a, 'POST', 'clearOldMatches')).json()).toEqual({ success: true, cleared: 1 });
    expect(await myMatch(ctx.app, a)).toBeNull();
    expect(await myMatch(ctx.app, b)).toEqual(seenByB);
    expect((await call(a, 'POST', 'clearOldMatches')).json()).toEqual({ success: true, cleared: 0 });
    expect((await call(b, 'POST', 'clearOldMatches')).json()).toEqual({ success: true, cleared: 1 });
    expect(await myMatch(ctx.app, b)).toBeNull();
  });

  it('after a completed match a player can queue again; myMatch then answers the new match', async () => {
    const { a, b, match } = await activeDuel();
    await play(ctx.app, match, a, b, [2, 2, 2, 2, 2]);
    const next = await joinQueue(ctx.app, a);
    expect(next).toMatchObject({ status: 'pending', player1_id: a.user.id });
    expect(next.id).not.toBe(match.id);
    expect((await myMatch(ctx.app, a))?.id).toBe(next.id);
    await call(a, 'POST', 'leaveQueue');
  });
});
