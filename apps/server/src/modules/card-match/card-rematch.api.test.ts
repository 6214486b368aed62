import { CARD_MATCH_TEXT, CARD_QUEUE_TEXT, MAX_ASYNC_CARD_GAMES } from '@dd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCall } from '../../../test/card-match.js';
import { movableClock, newMember, type Member } from '../../../test/members.js';
import { pairUp, play } from '../../../test/pvp.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

/**
 * Card Battle rematch limits (issue 21): the queue's 'Max 3 Async Games' and blocks hold for create-match too,
 * when both players ask at once and when a rematch races a queue pairing.
 */
const clock = movableClock();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => ctx.close());

const ASYNC_TURN_MS = 24 * 60 * 60 * 1000;

const rematch = (caller: Member, a: Member, b: Member) =>
  cardCall(ctx.app, caller, 'POST', 'create-match', { playerAId: a.user.id, playerBId: b.user.id });

async function finishDuel(a: Member, b: Member): Promise<void> {
  const match = await pairUp(ctx.app, a, b);
  expect((await play(ctx.app, match, a, b, [2, 2, 2, 2, 2])).status).toBe('completed');
}

/** The member's running async games that count toward the limit (practice left out), as stored. */
const runningAsync = async (m: Member) =>
  (
    await ctx.db.kysely
      .selectFrom('card_matches')
      .select('id')
      .where('status', '=', 'in_progress')
      .where('mode', '=', 'async')
      .where('practice', '=', 0)
      .where((eb) => eb.or([eb('player_a_id', '=', m.user.id), eb('player_b_id', '=', m.user.id)]))
      .execute()
  ).length;

const allMatches = async () => (await ctx.db.kysely.selectFrom('card_matches').select('id').execute()).length;

/** `m` plays `count` running async games, each a rematch with a new member. */
async function withAsyncGames(m: Member, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const other = await newMember(ctx.app);
    await finishDuel(m, other);
    expect((await rematch(m, m, other)).statusCode).toBe(200);
  }
}

async function block(blocker: Member, blocked: Member): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/moderation/block',
    headers: blocker.headers,
    payload: { blocked_id: blocked.user.id },
  });
  expect(res.statusCode, res.body).toBe(200);
}

function expectMaxAsync(res: { statusCode: number; json: () => unknown }): void {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ error: CARD_QUEUE_TEXT.maxAsyncGames, code: 'conflict' });
}

describe('the async limit', () => {
  it("5 finished duels between two members give them 3 running async games, then 'Max 3 Async Games'", async () => {
    const [d, e] = [await newMember(ctx.app), await newMember(ctx.app)];
    const ids = new Set<number>();
    for (let duel = 1; duel <= 5; duel++) {
      await finishDuel(d, e);
      const res = await rematch(duel % 2 ? d : e, d, e);
      if (duel <= MAX_ASYNC_CARD_GAMES) {
        expect(res.statusCode, res.body).toBe(200);
        ids.add(res.json<{ matchId: number }>().matchId);
      } else {
        expectMaxAsync(res);
      }
    }
    expect(ids.size).toBe(MAX_ASYNC_CARD_GAMES);
    expect([await runningAsync(d), await runningAsync(e)]).toEqual([3, 3]);
    // The queue says the same.
    expectMaxAsync(await cardCall(ctx.app, d, 'POST', 'join-async-queue', {}));
  });

  it('counts either player: the one below the limit is refused when the other is at it, and nothing is created', async () => {
    const [full, free] = [await newMember(ctx.app), await newMember(ctx.app)];
    await withAsyncGames(full, 3);
    await finishDuel(full, free);
    const before = await allMatches();
    expectMaxAsync(await rematch(free, free, full));
    expectMaxAsync(await rematch(full, full, free));
    expect(await allMatches()).toBe(before);
    expect(await runningAsync(free)).toBe(0);
  });

  it('practice games count toward no limit, and a game a timeout ended counts no more', async () => {
    const [a, b] = [await newMember(ctx.app), await newMember(ctx.app)];
    const practice = await cardCall(ctx.app, a, 'POST', 'practice', { mode: 'async' });
    expect(practice.statusCode, practice.body).toBe(200);
    await withAsyncGames(a, 3);
    await finishDuel(a, b);
    expectMaxAsync(await rematch(a, a, b));
    // A day later every turn has timed out; nobody read them, so the rematch applies the deadlines first.
    await clock.advance(ASYNC_TURN_MS);
    await finishDuel(a, b);
    const res = await rematch(b, a, b);
    expect(res.statusCode, res.body).toBe(200);
    expect(await runningAsync(a)).toBe(1);
  });

  it('an existing rematch of the duel is still answered, even at the limit', async () => {
    const [a, b] = [await newMember(ctx.app), await newMember(ctx.app)];
    await withAsyncGames(a, 2);
    await finishDuel(a, b);
    const first = await rematch(a, a, b);
    expect(first.statusCode, first.body).toBe(200);
    const again = await rematch(b, b, a);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
  });
});

describe('races', () => {
  it('both players asking at once, each at two games: one match, the same id for both, three games each', async () => {
    const [a, b] = [await newMember(ctx.app), await newMember(ctx.app)];
    await withAsyncGames(a, 2);
    await withAsyncGames(b, 2);
    await finishDuel(a, b);
    const answers = await Promise.all([rematch(a, a, b), rematch(b, b, a), rematch(a, b, a), rematch(b, a, b)]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(answers.map((r) => r.json<{ matchId: number }>().matchId)).size).toBe(1);
    expect([await runningAsync(a), await runningAsync(b)]).toEqual([3, 3]);
  });

  it('a member at two games starting rematches with three opponents at once gets one of them', async () => {
    const a = await newMember(ctx.app);
    await withAsyncGames(a, 2);
    const others = [await newMember(ctx.app), await newMember(ctx.app), await newMember(ctx.app)];
    for (const other of others) await finishDuel(a, other);
    const answers = await Promise.all(others.flatMap((other) => [rematch(a, a, other), rematch(other, other, a)]));
    const created = new Set(
      answers.filter((r) => r.statusCode === 200).map((r) => r.json<{ matchId: number }>().matchId),
    );
    expect(created.size).toBe(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectMaxAsync(res);
    expect(await runningAsync(a)).toBe(3);
  });

  it('a rematch racing a queue pairing: the member never passes three games', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b, waiting] = [await newMember(ctx.app), await newMember(ctx.app), await newMember(ctx.app)];
      await withAsyncGames(a, 2);
      await finishDuel(a, b);
      const queued = await cardCall(ctx.app, waiting, 'POST', 'join-async-queue', {});
      expect(queued.json(), queued.body).toEqual({ status: 'waiting' });
      const [made, joined] = await Promise.all([
        rematch(round % 2 ? b : a, a, b),
        cardCall(ctx.app, a, 'POST', 'join-async-queue', {}),
      ]);
      // Exactly one of the two started a game; the other was refused with the queue's message.
      const started = [made, joined].filter((r) => r.statusCode === 200 && 'matchId' in r.json<object>());
      expect(started, `${made.body} ${joined.body}`).toHaveLength(1);
      expectMaxAsync(started[0] === made ? joined : made);
      expect(await runningAsync(a)).toBe(3);
      await cardCall(ctx.app, waiting, 'POST', 'leave-queue', {});
    }
  });
});

describe('blocks', () => {
  it('a block either way refuses a new rematch with 403 and creates nothing', async () => {
    const [d, e] = [await newMember(ctx.app), await newMember(ctx.app)];
    await finishDuel(d, e);
    await block(d, e);
    const before = await allMatches();
    for (const [caller, a, b] of [
      [e, e, d],
      [d, d, e],
      [e, d, e],
    ] as const) {
      const res = await rematch(caller, a, b);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: CARD_MATCH_TEXT.rematchBlocked, code: 'forbidden' });
    }
    expect(await allMatches()).toBe(before);
    // Unblocked, the rematch of the same duel can be made.
    const unblock = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/moderation/block?blocked_id=${e.user.id}`,
      headers: d.headers,
    });
    expect(unblock.statusCode, unblock.body).toBe(200);
    expect((await rematch(e, e, d)).statusCode).toBe(200);
  });
});
