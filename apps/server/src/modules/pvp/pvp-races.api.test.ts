import { GAME_POINTS, type PvpMatch } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { block, movableClock, newMember, type Member } from '../../../test/members.js';
import { joinQueue, matchOf, myMatch, pairUp, play, pvpCall, seats, submitTurn, totalOf } from '../../../test/pvp.js';
import { appPerFile } from '../../../test/test-app.js';

/** Requests sent at once: pairing and moves must hold under them on both engines. */
const clock = movableClock();
const ctx = appPerFile({ clock });

const member = () => newMember(ctx.app);
const members = async (n: number) => {
  const list: Member[] = [];
  for (let i = 0; i < n; i++) list.push(await member());
  return list;
};

const openMatches = () =>
  ctx.db.kysely.selectFrom('pvp_matches').selectAll().where('status', 'in', ['pending', 'active']).execute();

const leave = (m: Member) => pvpCall(ctx.app, m, 'POST', 'leaveQueue');

describe('pairing under races', () => {
  it('50 members joining at once make 25 active matches: nobody twice, every seat distinct', async () => {
    const players = await members(50);
    const answers = await Promise.all(players.map((p) => pvpCall(ctx.app, p, 'POST', 'joinQueue')));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);

    const open = await openMatches();
    expect(open).toHaveLength(25);
    expect(open.every((m) => m.status === 'active' && m.player2_id !== null)).toBe(true);
    const seated = open.flatMap((m) => [m.player1_id, m.player2_id]);
    expect(new Set(seated).size).toBe(50);
    expect(new Set(seated)).toEqual(new Set(players.map((p) => p.user.id)));
    expect(open.every((m) => m.player1_id !== m.player2_id)).toBe(true);
    // Each member's myMatch is the one match they sit in.
    for (const p of players) {
      const mine = await myMatch(ctx.app, p);
      expect(mine?.status).toBe('active');
      expect([mine?.player1_id, mine?.player2_id]).toContain(p.user.id);
    }
    expect(await ctx.db.kysely.selectFrom('pvp_seats').select('user_id').execute()).toHaveLength(50);
  });

  it('one member joining ten times at once holds one pending match', async () => {
    const a = await member();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pvpCall(ctx.app, a, 'POST', 'joinQueue')));
    const ids = new Set(answers.map((res) => matchOf(res).id));
    expect(ids.size).toBe(1);
    expect((await openMatches()).filter((m) => m.player1_id === a.user.id || m.player2_id === a.user.id)).toHaveLength(
      1,
    );
    expect((await leave(a)).json()).toEqual({ success: true, left: true });
  });

  it('never pairs a member with someone they blocked, nor with someone who blocked them', async () => {
    // The blocker waits first.
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    await block(ctx.app, a, b);
    const waiting = await joinQueue(ctx.app, a);
    const bMatch = await joinQueue(ctx.app, b);
    expect(bMatch).toMatchObject({ status: 'pending', player1_id: b.user.id });
    expect(bMatch.id).not.toBe(waiting.id);
    // The next player takes the longest-waiting seat (a's), the one after that b's.
    expect(await joinQueue(ctx.app, c)).toMatchObject({ id: waiting.id, status: 'active', player2_id: c.user.id });
    expect(await joinQueue(ctx.app, d)).toMatchObject({ id: bMatch.id, status: 'active', player2_id: d.user.id });

    // The blocked member waits first.
    const [e, f] = [await member(), await member()];
    await block(ctx.app, f, e);
    const eMatch = await joinQueue(ctx.app, e);
    const fMatch = await joinQueue(ctx.app, f);
    expect(fMatch).toMatchObject({ status: 'pending', player1_id: f.user.id, player2_id: null });
    expect(eMatch).toMatchObject({ status: 'pending', player2_id: null });
    expect(fMatch.id).not.toBe(eMatch.id);
    expect((await myMatch(ctx.app, e))?.status).toBe('pending');
    await leave(e);
    await leave(f);
  });

  it('a leave racing a pairing: the seat is taken or the entry gone, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await member(), await member()];
      await joinQueue(ctx.app, a);
      const [left, joined] = await Promise.all([leave(a), pvpCall(ctx.app, b, 'POST', 'joinQueue')]);
      const match = matchOf(joined);
      if (left.json<{ left: boolean }>().left) {
        expect(match).toMatchObject({ status: 'pending', player1_id: b.user.id });
        await leave(b);
      } else {
        expect(match).toMatchObject({ status: 'active', player1_id: a.user.id, player2_id: b.user.id });
      }
    }
    expect((await openMatches()).filter((m) => m.status === 'pending')).toEqual([]);
  });
});

describe('moves under races', () => {
  it('20 identical moves at once by the player on turn: exactly one is applied', async () => {
    const [a, b] = [await member(), await member()];
    const match = await pairUp(ctx.app, a, b);
    const { onTurn } = seats(match, a, b);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submitTurn(ctx.app, onTurn, { match_id: match.id, add: 1 })),
    );
    const applied = answers.filter((res) => res.statusCode === 200);
    expect(applied).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(['stale_version', 'not_your_turn']).toContain(res.json<{ code: string }>().code);
    }
    const after = await myMatch(ctx.app, a);
    expect(after?.version).toBe(match.version + 1);
    expect(totalOf(after as PvpMatch)).toBe(1);
    expect(after?.current_turn).toBe(seats(match, a, b).waiting.user.id);
  });

  it('ratings and points are applied once per match, however the end is raced or repeated', async () => {
    const [a, b] = [await member(), await member()];
    const match = await pairUp(ctx.app, a, b);
    // 2+2+2+2 = 8: the next move ends it.
    const nearEnd = await play(ctx.app, match, a, b, [2, 2, 2, 2]);
    const { onTurn: winner, waiting: loser } = seats(nearEnd, a, b);
    const finishing = Array.from({ length: 10 }, (_, i) =>
      submitTurn(ctx.app, winner, {
        match_id: match.id,
        ...(i % 2 === 0 ? { add: 2 } : { game_state: '{"total":10}' }),
      }),
    );
    const completing = [a, b, a, b].map((m) =>
      pvpCall(ctx.app, m, 'POST', 'completeMatch', { match_id: match.id, winner_id: m.user.id }),
    );
    const [moves, completes] = await Promise.all([Promise.all(finishing), Promise.all(completing)]);
    expect(moves.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of completes) {
      if (res.statusCode === 200)
        expect(matchOf(res)).toMatchObject({ status: 'completed', winner_id: winner.user.id });
      else expect(res.json()).toMatchObject({ code: 'conflict' });
    }
    // Again after the end: the same result, nothing paid or rated twice.
    const again = await pvpCall(ctx.app, loser, 'POST', 'completeMatch', {
      match_id: match.id,
      winner_id: loser.user.id,
    });
    expect(matchOf(again)).toMatchObject({ status: 'completed', winner_id: winner.user.id });
    expect((await submitTurn(ctx.app, winner, { match_id: match.id, add: 1 })).json()).toMatchObject({
      code: 'game_over',
    });

    const ratings = await ctx.db.kysely
      .selectFrom('pvp_ratings')
      .select(['user_id', 'games_played'])
      .where('user_id', 'in', [a.user.id, b.user.id])
      .orderBy('user_id')
      .execute();
    expect(ratings.map((r) => r.games_played)).toEqual([1, 1]);
    const ledger = await ctx.db.kysely
      .selectFrom('points_ledger')
      .select(['user_id', 'reason', 'amount', 'reference'])
      .where('user_id', 'in', [a.user.id, b.user.id])
      .execute();
    expect(ledger).toHaveLength(2);
    expect(ledger).toContainEqual({
      user_id: winner.user.id,
      reason: 'duel_win',
      amount: GAME_POINTS.duelWin,
      reference: String(match.id),
    });
    expect(ledger).toContainEqual({
      user_id: loser.user.id,
      reason: 'duel_loss',
      amount: GAME_POINTS.duelLoss,
      reference: String(match.id),
    });
  });
});
