import { CARD_MATCH_TEXT, type FinishedCardMatch, type FinishedCardMatchesResponse } from '@dd/contracts';
import { initialState, STARTER_DECK } from '@dd/game';
import { describe, expect, it } from 'vitest';
import { cardCall, insertCardMatch } from '../../../test/card-match.js';
import { movableClock, newMember, twoMembers, type Member } from '../../../test/members.js';
import { appPerFile } from '../../../test/test-app.js';

/** `GET /api/card/finished-matches`: a member's finished card matches, public, newest first, 20 a page. */
const clock = movableClock();
const ctx = appPerFile({ clock });

const list = (userId: number | string, cursor?: string, member: Member | null = null) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/card/finished-matches?userId=${userId}${cursor === undefined ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
    ...(member ? { headers: member.headers } : {}),
  });

async function page(userId: number, cursor?: string): Promise<FinishedCardMatchesResponse> {
  const res = await list(userId, cursor);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FinishedCardMatchesResponse>();
}

/** Every page of the member's list, followed by its cursors. */
async function everyPage(userId: number): Promise<FinishedCardMatch[][]> {
  const pages: FinishedCardMatch[][] = [];
  let cursor: string | undefined;
  do {
    const next = await page(userId, cursor);
    pages.push(next.matches);
    cursor = next.nextCursor ?? undefined;
  } while (cursor !== undefined && pages.length < 20);
  return pages;
}

const forfeit = async (m: Member, matchId: number) => {
  const res = await cardCall(ctx.app, m, 'POST', 'forfeit-match', { matchId, playerId: m.user.id });
  expect(res.statusCode, res.body).toBe(200);
};

/** A blitz match of the queue, `first` waiting (player A) and `second` joining (player B). */
async function queued(first: Member, second: Member): Promise<number> {
  expect((await cardCall(ctx.app, first, 'POST', 'join-blitz-queue', {})).json()).toEqual({ status: 'waiting' });
  const res = await cardCall(ctx.app, second, 'POST', 'join-blitz-queue', {});
  expect(res.statusCode, res.body).toBe(200);
  const { matchId } = res.json<{ matchId: number }>();
  // The waiting player's next join answers the pairing (once), as their lobby's would.
  expect((await cardCall(ctx.app, first, 'POST', 'join-blitz-queue', {})).json()).toEqual({ matchId });
  return matchId;
}

describe('a member’s finished matches', () => {
  it('lists them from either seat, newest first, 20 a page, each once across pages (ties of one instant too)', async () => {
    const me = await newMember(ctx.app);
    const opponents = await twoMembers(ctx.app);
    const ended: number[] = [];
    for (let i = 0; i < 45; i++) {
      // Some end at the same instant, so pages must break ties by id.
      if (i % 3 === 0) await clock.advance(1_000);
      const kind = i % 3;
      if (kind === 0) {
        const res = await cardCall(ctx.app, me, 'POST', 'practice', { mode: 'blitz' });
        const matchId = res.json<{ matchId: number }>().matchId;
        await forfeit(me, matchId);
        ended.push(matchId);
      } else {
        const other = opponents[i % 2]!;
        const matchId = kind === 1 ? await queued(me, other) : await queued(other, me);
        await forfeit(kind === 1 ? other : me, matchId);
        ended.push(matchId);
      }
    }
    // A running match is not listed.
    const running = await queued(await newMember(ctx.app), me);

    const pages = await everyPage(me.user.id);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);
    const ids = pages.flat().map((m) => m.matchId);
    expect(ids).toEqual([...ended].reverse());
    expect(ids).not.toContain(running);
    const all = pages.flat();
    const seats = new Set(all.map((m) => (m.playerA.id === me.user.id ? 'A' : 'B')));
    expect(seats).toEqual(new Set(['A', 'B']));
    expect(all.filter((m) => m.practice)).toHaveLength(15);
    for (const m of all) {
      expect(m).toMatchObject({ mode: 'blitz', winReason: 'opponent_forfeited', turnCount: 1, replayable: true });
      expect(m.endedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(m.playerA.username).not.toBe('');
      expect(m.playerB.username).not.toBe('');
    }
    // Newest first: by when they ended.
    const times = all.map((m) => Date.parse(m.endedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Date.parse(all[0]!.endedAt)).toBe(clock.now().getTime());
  });

  it('says who won and how, and when the match ended; anyone may read it, with nothing hidden in it', async () => {
    const [a, b] = await twoMembers(ctx.app);
    const matchId = await queued(a, b);
    await clock.advance(5_000);
    await forfeit(a, matchId);
    const endedAt = clock.now().toISOString();
    await clock.advance(5_000);
    for (const viewer of [null, a, b, await newMember(ctx.app)]) {
      const res = await list(b.user.id, undefined, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        matches: [
          {
            matchId,
            mode: 'blitz',
            practice: false,
            playerA: { id: a.user.id, username: a.user.username },
            playerB: { id: b.user.id, username: b.user.username },
            winner: b.user.id,
            winReason: 'opponent_forfeited',
            turnCount: 1,
            endedAt,
            replayable: true,
          },
        ],
        nextCursor: null,
      });
      expect(res.body).not.toMatch(/seed|rng|hand|deck/i);
    }
  });

  it('marks a match from before fair play as not replayable', async () => {
    const [a, b] = await twoMembers(ctx.app);
    const now = clock.now();
    // As the old code stored it: the old generator's state (no version, seed or commitment), no decks.
    const dealt = initialState('07'.repeat(32), [a.user.id, b.user.id], [STARTER_DECK, STARTER_DECK], 'async', 0, 1);
    const { rngVersion: _v, seed: _s, seedCommitment: _c, ...state } = { ...dealt, rng: 12345 };
    const matchId = await insertCardMatch(ctx.db, {
      mode: 'async',
      a,
      b,
      state: { ...state, gameStatus: 'forfeited', winner: b.user.id, winReason: 'opponent_forfeited' },
      version: 2,
      turnDeadline: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    expect((await page(a.user.id)).matches).toEqual([
      expect.objectContaining({ matchId, replayable: false, winner: b.user.id }),
    ]);
  });

  it('a member with none gets an empty list; an unknown member 404; a broken cursor 400', async () => {
    const none = await newMember(ctx.app);
    expect(await page(none.user.id)).toEqual({ matches: [], nextCursor: null });
    const unknown = await list(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: CARD_MATCH_TEXT.userNotFound, code: 'not_found' });
    for (const cursor of [
      'nope',
      '2026-11-20T12:00:00.000Z',
      '2026-11-20T12:00:00.000Z_0',
      '2026-11-20T12:00:00.000Z_99999999999',
      '2026-13-45T12:00:00.000Z_5',
      '2026-11-20T12:00:00Z_5',
      `${'9'.repeat(64)}`,
    ]) {
      const res = await list(none.user.id, cursor);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('validation');
    }
    for (const userId of ['0', '-1', 'abc', '1e3', '99999999999']) {
      expect((await list(userId)).statusCode, userId).toBe(400);
    }
  });
});
