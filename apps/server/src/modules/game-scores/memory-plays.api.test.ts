import type { MemoryFlipResponse } from '@dd/contracts';
import { dealMemoryBoard, isGameSeed, MEMORY_EMOJIS } from '@dd/game';
import { describe, expect, it } from 'vitest';
import { movableClock, newMember, type Member } from '../../../test/members.js';
import {
  boardOf,
  flip,
  flipCall,
  insertFinishedPlay,
  pairsOf,
  playWholeGame,
  startCall,
  startPlay,
} from '../../../test/memory.js';
import { appPerFile, createTestApp, TEST_ENGINE } from '../../../test/test-app.js';
import { rowById } from '../../../test/rows.js';
import { writeFlip } from './memory-plays.repository.js';

const clock = movableClock();
const ctx = appPerFile({ clock });

/** Flips at the steady rate of the per-play pacing (10 a second), so no flip is paced. */
const steady = () => clock.advance(100);

const playRow = (playId: number) => rowById(ctx.db, 'memory_plays', playId);
const playsOf = (member: Member) =>
  ctx.db.kysely
    .selectFrom('memory_plays')
    .select(['id', 'status'])
    .where('user_id', '=', member.user.id)
    .orderBy('id')
    .execute();

/** Two cards of different faces. */
async function mismatchOf(playId: number): Promise<[number, number]> {
  const [[a], [b]] = pairsOf(await boardOf(ctx.db, playId)) as [[number, number], [number, number]];
  return [a, b];
}

describe('POST /api/game/memory/start', () => {
  it('answers a visitor 401', async () => {
    const res = await startCall(ctx.app, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('deals a board the member cannot see: the play id and 16 cards, no face, no seed', async () => {
    const member = await newMember(ctx.app);
    const res = await startCall(ctx.app, member);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ playId: number }>();
    expect(body).toEqual({ playId: expect.any(Number), cards: 16 });
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await playRow(body.playId);
    expect(row).toMatchObject({ user_id: member.user.id, status: 'playing', score: null, scored_at: null });
    expect(isGameSeed(row.seed)).toBe(true);
    for (const face of MEMORY_EMOJIS) expect(res.body).not.toContain(face);
  });

  it('keeps one unfinished play per member: a new start abandons the last, whose flips then get 409', async () => {
    const member = await newMember(ctx.app);
    const first = await startPlay(ctx.app, member);
    await flip(ctx.app, member, first, 0, steady);
    const second = await startPlay(ctx.app, member);
    expect(second).not.toBe(first);
    expect(await playsOf(member)).toEqual([
      { id: first, status: 'abandoned' },
      { id: second, status: 'playing' },
    ]);
    const before = await playRow(first);
    const late = await flipCall(ctx.app, member, first, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: 'This game was replaced by a newer one. Start a new game to play on.',
      code: 'game_over',
    });
    expect(await playRow(first)).toEqual(before);
    // A finished play is not touched by a start.
    const done = await playWholeGame(ctx.app, member, steady, second);
    await startPlay(ctx.app, member);
    expect((await playRow(done.playId)).status).toBe('finished');
  });

  it(`of 10 racing starts by one member, each gets a play and exactly one stays unfinished (${TEST_ENGINE})`, async () => {
    const member = await newMember(ctx.app);
    await startPlay(ctx.app, member);
    const results = await Promise.all(Array.from({ length: 10 }, () => startCall(ctx.app, member)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const ids = results.map((r) => r.json<{ playId: number }>().playId);
    expect(new Set(ids).size).toBe(10);
    const plays = await playsOf(member);
    expect(plays).toHaveLength(11);
    const playing = plays.filter((p) => p.status === 'playing');
    expect(playing).toHaveLength(1);
    expect(ids).toContain(playing[0]!.id);
    // The one left is playable, the others are not.
    expect((await flipCall(ctx.app, member, playing[0]!.id, 0)).statusCode).toBe(200);
    const abandoned = ids.find((id) => id !== playing[0]!.id)!;
    expect((await flipCall(ctx.app, member, abandoned, 0)).json()).toMatchObject({ code: 'game_over' });
  });

  it('allows 30 new games a minute per member (429 after), counted per member, not per address', async () => {
    const [member, neighbour] = await Promise.all([newMember(ctx.app), newMember(ctx.app)]);
    const address = '10.20.30.40';
    const start = (m: Member) =>
      ctx.app.inject({ method: 'POST', url: '/api/game/memory/start', headers: m.headers, remoteAddress: address });
    for (let i = 0; i < 30; i++) expect((await start(member)).statusCode, `start ${i + 1}`).toBe(200);
    const before = await playsOf(member);
    const refused = await start(member);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.json().error).toMatch(/^Too many new games\. Please wait \d+ s and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await playsOf(member)).toEqual(before);
    // Another member at the same address starts as usual.
    expect((await start(neighbour)).statusCode).toBe(200);
  });
});

describe('POST /api/game/memory/{playId}/flip', () => {
  it('answers each flip with the face the server dealt there, counts moves and scores the last pair', async () => {
    const member = await newMember(ctx.app);
    const playId = await startPlay(ctx.app, member);
    const faces = await boardOf(ctx.db, playId);
    const pairs = pairsOf(faces);
    const [[a1, a2], [b1, b2]] = pairs as [[number, number], [number, number]];

    const first = await flip(ctx.app, member, playId, a1, steady);
    expect(first).toEqual({ index: a1, face: faces[a1], matched: false, moves: 0, finished: false });
    // A mismatch: one move; both faces were shown.
    expect(await flip(ctx.app, member, playId, b1, steady)).toEqual({
      index: b1,
      face: faces[b1],
      matched: false,
      moves: 1,
      finished: false,
    });
    // The next flip turns the pair back; a1 may be turned again.
    await flip(ctx.app, member, playId, a1, steady);
    expect(await flip(ctx.app, member, playId, a2, steady)).toEqual({
      index: a2,
      face: faces[a2],
      matched: true,
      moves: 2,
      finished: false,
    });
    await flip(ctx.app, member, playId, b2, steady);
    expect(await flip(ctx.app, member, playId, b1, steady)).toMatchObject({ matched: true, moves: 3 });
    let last: MemoryFlipResponse | undefined;
    for (const [x, y] of pairs.slice(2)) {
      await flip(ctx.app, member, playId, x, steady);
      last = await flip(ctx.app, member, playId, y, steady);
    }
    // 9 moves: 100 - 45.
    expect(last).toEqual({
      index: pairs[7]![1],
      face: faces[pairs[7]![1]],
      matched: true,
      moves: 9,
      finished: true,
      score: 55,
    });
    expect(await playRow(playId)).toMatchObject({ status: 'finished', score: 55, scored_at: null });

    // A finished play takes no more flips.
    const after = await flipCall(ctx.app, member, playId, a1);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ error: 'This game is over: every pair is found', code: 'game_over' });
  });

  it('refuses a card already up or matched with 409 and a card not on the board with 400, changing nothing', async () => {
    const member = await newMember(ctx.app);
    const playId = await startPlay(ctx.app, member);
    const [[a1, a2]] = pairsOf(await boardOf(ctx.db, playId)) as [[number, number]];
    await flip(ctx.app, member, playId, a1, steady);
    let before = await playRow(playId);
    const again = await flipCall(ctx.app, member, playId, a1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'That card is already face up', code: 'conflict' });
    expect(await playRow(playId)).toEqual(before);

    await flip(ctx.app, member, playId, a2, steady);
    before = await playRow(playId);
    for (const index of [a1, a2]) {
      const res = await flipCall(ctx.app, member, playId, index);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'That card is already matched', code: 'conflict' });
    }
    for (const index of [-1, 16, 100, 1.5, '3', null, undefined, true]) {
      const res = await flipCall(ctx.app, member, playId, index);
      expect(res.statusCode, String(index)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation' });
      expect(res.json().error, String(index)).toMatch(/^index/);
    }
    expect((await flipCall(ctx.app, member, playId, 16)).json().error).toBe(
      'index: index must be a card number from 0 to 15',
    );
    expect(await playRow(playId)).toEqual(before);
  });

  it("answers another member's play with the same 404 as an unknown one, and changes nothing", async () => {
    const [owner, other] = await Promise.all([newMember(ctx.app), newMember(ctx.app)]);
    const playId = await startPlay(ctx.app, owner);
    const before = await playRow(playId);
    const foreign = await flipCall(ctx.app, other, playId, 0);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Game not found', code: 'not_found' });
    for (const id of [2_000_000_000, 99_999_999_999, 'abc', 0, '-1']) {
      const res = await flipCall(ctx.app, other, id, 0);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.body).toBe(foreign.body);
    }
    expect((await flipCall(ctx.app, null, playId, 0)).statusCode).toBe(401);
    expect(await playRow(playId)).toEqual(before);
  });

  it(`applies one of 10 racing flips of a card; of racing flips of different cards, never two from one version (${TEST_ENGINE})`, async () => {
    const member = await newMember(ctx.app);
    const playId = await startPlay(ctx.app, member);
    await steady();
    const same = await Promise.all(Array.from({ length: 10 }, () => flipCall(ctx.app, member, playId, 5)));
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of same.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(['stale_version', 'conflict']).toContain(r.json().code);
    }
    expect(await playRow(playId)).toMatchObject({
      version: 2,
      state: JSON.stringify({ open: [5], matched: [], moves: 0 }),
    });

    // Different cards at once: each accepted flip moved the play one version on (writes are `version = read + 1`,
    // so two flips applied from one version would leave it short), and the state is what they make in turn.
    const fresh = await startPlay(ctx.app, member);
    const faces = await boardOf(ctx.db, fresh);
    await steady();
    const racing = await Promise.all(Array.from({ length: 10 }, (_, i) => flipCall(ctx.app, member, fresh, i)));
    const accepted = racing.filter((r) => r.statusCode === 200).map((r) => r.json<MemoryFlipResponse>());
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const r of racing.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('stale_version');
    }
    const row = await playRow(fresh);
    expect(row.version).toBe(1 + accepted.length);
    const state = JSON.parse(row.state) as { open: number[]; matched: number[]; moves: number };
    expect(state.moves).toBe(Math.max(...accepted.map((a) => a.moves)));
    // Each accepted flip's answer is one of a chain: the moves go up by one every second flip.
    expect(accepted.map((a) => a.moves).sort()).toEqual(accepted.map((_, i) => Math.floor((i + 1) / 2)));
    for (const a of accepted) expect(a.face).toBe(faces[a.index]);
    expect(new Set([...state.open, ...state.matched]).size).toBe(state.open.length + state.matched.length);
  });

  it('writes a flip only at the version it was computed from: one computed before another flip is refused', async () => {
    // In one process SQLite's statements do not interleave between requests; this is the guard PostgreSQL's
    // racing requests above meet, taken on its own.
    const member = await newMember(ctx.app);
    const playId = await startPlay(ctx.app, member);
    const read = await playRow(playId);
    await flip(ctx.app, member, playId, 3, steady);
    const after = await playRow(playId);
    const stale = await writeFlip(ctx.db.kysely, playId, read.version, {
      state: JSON.stringify({ open: [4], matched: [], moves: 0 }),
      status: 'playing',
      score: null,
      flipTat: clock.now().toISOString(),
      nowIso: clock.now().toISOString(),
    });
    expect(stale).toBe(false);
    expect(await playRow(playId)).toEqual(after);
  });

  it('paces flips per play: a burst of 20, then 10 a second; a paced flip changes nothing', async () => {
    const member = await newMember(ctx.app);
    const playId = await startPlay(ctx.app, member);
    const [a, b] = await mismatchOf(playId);
    // a, b, a, b ...: every flip is allowed by the rules (a mismatch is turned back by the next flip).
    const card = (i: number) => (i % 2 === 0 ? a : b);
    await steady();
    for (let i = 0; i < 20; i++)
      expect((await flipCall(ctx.app, member, playId, card(i))).statusCode, `flip ${i + 1}`).toBe(200);
    const before = await playRow(playId);
    const paced = await flipCall(ctx.app, member, playId, card(20));
    expect(paced.statusCode).toBe(429);
    expect(paced.json()).toEqual({ error: 'Too many flips at once. Please wait 1 s.', code: 'rate_limited' });
    expect(paced.headers['retry-after']).toBe('1');
    expect(await playRow(playId)).toEqual(before);

    // A tenth of a second later, one more; and at 10 a second none is refused.
    await clock.advance(100);
    expect((await flipCall(ctx.app, member, playId, card(20))).statusCode).toBe(200);
    expect((await flipCall(ctx.app, member, playId, card(21))).statusCode).toBe(429);
    for (let i = 21; i < 60; i++) {
      await clock.advance(100);
      expect((await flipCall(ctx.app, member, playId, card(i))).statusCode, `steady flip ${i}`).toBe(200);
    }
    // Every flip above was a move of the same two cards.
    expect((await playRow(playId)).state).toBe(JSON.stringify({ open: [a, b], matched: [], moves: 30 }));
  });

  it("keys the pacing on the play: another member hammering a victim's play spends none of it", async () => {
    const [victim, attacker] = await Promise.all([newMember(ctx.app), newMember(ctx.app)]);
    const playId = await startPlay(ctx.app, victim);
    const ownPlay = await startPlay(ctx.app, attacker);
    await steady();
    for (let i = 0; i < 50; i++) expect((await flipCall(ctx.app, attacker, playId, i % 16)).statusCode).toBe(404);
    // The attacker's own play is paced on its own.
    const [a, b] = await mismatchOf(ownPlay);
    for (let i = 0; i < 25; i++) await flipCall(ctx.app, attacker, ownPlay, i % 2 ? b : a);
    // The victim still has a whole burst at this very moment.
    const [x, y] = await mismatchOf(playId);
    for (let i = 0; i < 20; i++) expect((await flipCall(ctx.app, victim, playId, i % 2 ? y : x)).statusCode).toBe(200);
  });

  it('does not count flips against the per-address write limit', async () => {
    // An app that allows 5 writes a minute per address.
    const limited = await createTestApp({ clock, env: { RATE_LIMIT_WRITES_PER_MINUTE: '5' } });
    try {
      const member = await newMember(limited.app);
      const playId = await startPlay(limited.app, member);
      const address = '10.1.2.3';
      // A whole game's flips from one address, far past 5 writes.
      const faces = await boardOf(limited.db, playId);
      let flips = 0;
      for (const [x, y] of pairsOf(faces)) {
        for (const index of [x, y]) {
          await steady();
          const res = await flipCall(limited.app, member, playId, index, address);
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json<MemoryFlipResponse>().face).toBe(faces[index]);
          flips += 1;
        }
      }
      expect(flips).toBe(16);
      expect(
        await limited.db.kysely.selectFrom('memory_plays').select('status').where('id', '=', playId).executeTakeFirst(),
      ).toEqual({ status: 'finished' });
      // The per-address limit itself is still there for the other writes from that address.
      const follow = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/follow',
          headers: member.headers,
          remoteAddress: address,
          payload: { user_id: member.user.id, follow: true },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await follow()).statusCode);
      expect(statuses.slice(0, 5)).not.toContain(429);
      expect(statuses[5]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the seed stays on the server', () => {
  it('no answer of a whole game, before or after its end, holds the seed or a face not yet turned', async () => {
    const member = await newMember(ctx.app);
    const started = await startCall(ctx.app, member);
    const game = await playWholeGame(ctx.app, member, steady, started.json<{ playId: number }>().playId);
    const row = await playRow(game.playId);
    const bodies = [started.body, ...game.answers.map((a) => JSON.stringify(a))];
    // And a refused flip after the end.
    bodies.push((await flipCall(ctx.app, member, game.playId, 0)).body);
    for (const body of bodies) {
      expect(body).not.toContain(row.seed);
      expect(body).not.toMatch(/seed/i);
      // One face at most: the card turned.
      const faces = MEMORY_EMOJIS.filter((f) => body.includes(f));
      expect(faces.length).toBeLessThanOrEqual(1);
    }
    // The faces shown are those the seed deals: the board is the server's.
    const dealt = dealMemoryBoard(row.seed);
    for (const answer of game.answers) expect(answer.face).toBe(dealt[answer.index]);
  });
});

describe('clean-up of old plays', () => {
  it('deletes plays nobody scored a day after they were started; keeps scored and newer ones', async () => {
    const member = await newMember(ctx.app);
    const abandoned = await startPlay(ctx.app, member);
    const finished = await insertFinishedPlay(ctx.db, member.user.id, 8, clock.now());
    const scored = await insertFinishedPlay(ctx.db, member.user.id, 8, clock.now());
    await ctx.db.kysely
      .updateTable('memory_plays')
      .set({ scored_at: clock.now().toISOString() })
      .where('id', '=', scored)
      .execute();
    const unfinished = await startPlay(ctx.app, member);
    await clock.advance(24 * 60 * 60 * 1000 - 1_000);
    const other = await newMember(ctx.app);
    const recent = await startPlay(ctx.app, other);
    await clock.advance(2_000);
    expect(await ctx.app.deps.memoryPlays.cleanUp()).toBeGreaterThanOrEqual(3);
    const left = (await playsOf(member)).map((p) => p.id);
    expect(left).toEqual([scored]);
    expect([abandoned, finished, unfinished].some((id) => left.includes(id))).toBe(false);
    expect((await playsOf(other)).map((p) => p.id)).toEqual([recent]);
  });
});
