import { createHash } from 'node:crypto';
import {
  CARD_MATCH_TEXT,
  cardReplaySchema,
  type CardMatchStateResponse,
  type CardReplay,
  type FinishedCardMatchesResponse,
} from '@dd/contracts';
import {
  applyAction,
  botAction,
  CARD_SET_VERSION,
  initialState,
  isCardSetVersion,
  playerView,
  replayCardMatch,
  seedCommitment,
  type CardAction,
  type CardMatchState,
} from '@dd/game';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cardCall, insertCardMatch, readMatchState, sendBotMove, startRematch } from '../../../test/card-match.js';
import { readMatchPart } from '../../../test/card-match-reads.js';
import { movableClock, newMember, twoMembers, type Member } from '../../../test/members.js';
import { pairUp, play } from '../../../test/pvp.js';
import { appPerFile } from '../../../test/test-app.js';
import { BOT_STEP_MS } from './card-match.service.js';

/**
 * `GET /api/card/matches/{id}/replay` (issue 21): for real matches played through the API (blitz and async, timeouts
 * applied by reads and by the sweeper, a forfeit, practice with the bot's steps), the seed matches the commitment
 * the players saw, and the pure engine re-run from the seed, the decks and the log gives the final state exactly.
 */
const clock = movableClock();
const ctx = appPerFile({ clock });

const ASYNC_TURN_MS = 24 * 60 * 60 * 1000;
const BLITZ_TURN_MS = 45_000;

const replayOf = (matchId: number | string, member: Member | null = null) =>
  readMatchPart(ctx.app, member, matchId, 'replay');

const read = (m: Member, matchId: number) => readMatchState(ctx.app, m, matchId);

const storedState = async (matchId: number): Promise<unknown> =>
  JSON.parse(
    (await ctx.db.kysely.selectFrom('card_matches').select('state').where('id', '=', matchId).executeTakeFirstOrThrow())
      .state,
  );

/**
 * The replay of a finished match, checked as a player would: the seed hashes to the commitment shown during the
 * match, and the engine re-run from it reproduces `final`, which is the match as stored.
 */
async function verifiedReplay(matchId: number, commitment: string | null): Promise<CardReplay> {
  const res = await replayOf(matchId);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toContain('public');
  const replay = cardReplaySchema.parse(res.json());
  expect(replay.matchId).toBe(matchId);
  expect(createHash('sha256').update(Buffer.from(replay.seed, 'hex')).digest('hex')).toBe(replay.seedCommitment);
  expect(seedCommitment(replay.seed)).toBe(replay.seedCommitment);
  if (commitment !== null) expect(replay.seedCommitment).toBe(commitment);
  expect(replay.actions.map((a) => a.n)).toEqual(replay.actions.map((_a, i) => i + 1));
  for (const a of replay.actions) expect('cardId' in a).toBe(a.type === 'play_card');
  if (!isCardSetVersion(replay.cardSet)) throw new Error(`Unknown card set ${replay.cardSet}`);
  const rerun = replayCardMatch({
    seed: replay.seed,
    cardSet: replay.cardSet,
    players: [replay.playerA.id, replay.playerB.id],
    decks: [replay.decks.playerA, replay.decks.playerB],
    mode: replay.mode,
    startedAt: Date.parse(replay.startedAt),
    actions: replay.actions.map((a) => ({
      type: a.type,
      playerId: a.player,
      ...(a.cardId === undefined ? {} : { cardId: a.cardId }),
      at: Date.parse(a.at),
    })),
  });
  expect(rerun.ok, JSON.stringify(rerun)).toBe(true);
  if (rerun.ok) expect(JSON.parse(JSON.stringify(rerun.states.at(-1)))).toEqual(replay.final);
  expect(replay.final).toEqual(await storedState(matchId));
  return replay;
}

/** The player on turn moves as the bot would choose from their own view; the answer. */
const move = (m: Member, matchId: number, view: CardMatchStateResponse) => sendBotMove(ctx.app, m, matchId, view);

const onTurn = (s: CardMatchStateResponse, a: Member, b: Member): Member => (s.turn === a.user.id ? a : b);

async function rematch(): Promise<{ a: Member; b: Member; matchId: number }> {
  const [a, b] = await twoMembers(ctx.app);
  const duel = await pairUp(ctx.app, a, b);
  expect((await play(ctx.app, duel, a, b, [2, 2, 2, 2, 2])).status).toBe('completed');
  const res = await startRematch(ctx.app, a, b);
  expect(res.statusCode, res.body).toBe(200);
  return { a, b, matchId: res.json<{ matchId: number }>().matchId };
}

async function blitz(): Promise<{ a: Member; b: Member; matchId: number }> {
  const [a, b] = await twoMembers(ctx.app);
  expect((await cardCall(ctx.app, a, 'POST', 'join-blitz-queue', {})).json()).toEqual({ status: 'waiting' });
  const res = await cardCall(ctx.app, b, 'POST', 'join-blitz-queue', {});
  return { a, b, matchId: res.json<{ matchId: number }>().matchId };
}

/** The commitment both players are shown while the match runs (the same to both, and at every read). */
async function shownCommitment(a: Member, b: Member, matchId: number): Promise<string> {
  const [seenA, seenB] = [await read(a, matchId), await read(b, matchId)];
  expect(seenA.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
  expect(seenB.seedCommitment).toBe(seenA.seedCommitment);
  return seenA.seedCommitment as string;
}

describe('replays of matches played through the API', () => {
  it('an async match played to its end', async () => {
    const { a, b, matchId } = await rematch();
    const commitment = await shownCommitment(a, b, matchId);
    // Running: no replay, and nothing of the seed.
    const early = await replayOf(matchId, a);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: CARD_MATCH_TEXT.replayNotOver, code: 'conflict' });
    let state = await read(a, matchId);
    for (let i = 0; i < 400 && state.gameStatus === 'in_progress'; i++) {
      await clock.advance(2_345);
      const mover = onTurn(state, a, b);
      const res = await move(mover, matchId, await read(mover, matchId));
      expect(res.statusCode, res.body).toBe(200);
      state = res.json<CardMatchStateResponse>();
      expect(state.seedCommitment).toBe(commitment);
    }
    expect(state.gameStatus).toBe('completed');
    const replay = await verifiedReplay(matchId, commitment);
    expect(replay).toMatchObject({
      mode: 'async',
      practice: false,
      cardSet: CARD_SET_VERSION,
      playerA: { id: a.user.id, username: a.user.username },
      playerB: { id: b.user.id, username: b.user.username },
      final: { winner: state.winner, winReason: state.winReason, turnCount: state.turnCount },
    });
    expect(replay.actions.length).toBeGreaterThan(3);
    // Anyone may watch it; the finished list says so.
    for (const viewer of [null, b, await newMember(ctx.app)])
      expect((await replayOf(matchId, viewer)).body).toBe((await replayOf(matchId)).body);
    const listed = (
      await ctx.app.inject({ method: 'GET', url: `/api/card/finished-matches?userId=${a.user.id}` })
    ).json<FinishedCardMatchesResponse>();
    expect(listed.matches[0]).toMatchObject({ matchId, replayable: true });
  });

  it('a blitz match with timeouts applied by reads and by the sweeper, between moves', async () => {
    const { a, b, matchId } = await blitz();
    const commitment = await shownCommitment(a, b, matchId);
    let state = await read(a, matchId);
    for (let i = 0; i < 200 && state.gameStatus === 'in_progress'; i++) {
      const mover = onTurn(state, a, b);
      if (i % 5 === 1) {
        // A turn let run out, found by a read of either player.
        await clock.advance(BLITZ_TURN_MS);
        state = await read(i % 2 ? a : b, matchId);
      } else if (i % 5 === 3) {
        // One the sweeper ends, with nobody reading.
        await clock.advance(BLITZ_TURN_MS + 10);
        await ctx.app.deps.cardMatches.sweep();
        state = await read(a, matchId);
      } else {
        await clock.advance(3_000);
        const res = await move(mover, matchId, await read(mover, matchId));
        expect(res.statusCode, res.body).toBe(200);
        state = res.json<CardMatchStateResponse>();
      }
    }
    expect(state.gameStatus).toBe('completed');
    const replay = await verifiedReplay(matchId, commitment);
    expect(replay.actions.filter((x) => x.type === 'timeout').length).toBeGreaterThan(0);
  });

  it('an async match a read times out, and a blitz one the sweeper ends at the third strike', async () => {
    const timedOut = await rematch();
    const commitment = await shownCommitment(timedOut.a, timedOut.b, timedOut.matchId);
    await clock.advance(ASYNC_TURN_MS);
    expect((await read(timedOut.b, timedOut.matchId)).winReason).toBe('opponent_timeout');
    expect((await verifiedReplay(timedOut.matchId, commitment)).actions.map((x) => x.type)).toEqual(['timeout']);

    const swept = await blitz();
    const sweptCommitment = await shownCommitment(swept.a, swept.b, swept.matchId);
    for (let strike = 0; strike < 5; strike++) {
      await clock.advance(BLITZ_TURN_MS);
      await ctx.app.deps.cardMatches.sweep();
    }
    expect((await read(swept.a, swept.matchId)).winReason).toBe('opponent_timeout_3_strikes');
    expect((await verifiedReplay(swept.matchId, sweptCommitment)).actions.map((x) => x.type)).toEqual(
      Array(5).fill('timeout'),
    );
  });

  it('a forfeit after a few moves', async () => {
    // The deal is random: now and then a player reaches 10 buy power within four moves, and that match ends
    // before the forfeit. Such a deal is set aside for a fresh one.
    const fourMovesIn = async () => {
      const { a, b, matchId } = await rematch();
      const commitment = await shownCommitment(a, b, matchId);
      let state = await read(a, matchId);
      for (let i = 0; i < 4 && state.gameStatus === 'in_progress'; i++) {
        const mover = onTurn(state, a, b);
        const res = await move(mover, matchId, await read(mover, matchId));
        expect(res.statusCode, res.body).toBe(200);
        state = res.json<CardMatchStateResponse>();
      }
      return { a, b, matchId, commitment, running: state.gameStatus === 'in_progress' };
    };
    let game = await fourMovesIn();
    for (let tries = 0; tries < 5 && !game.running; tries++) game = await fourMovesIn();
    expect(game.running).toBe(true);
    const { a, b, matchId, commitment } = game;
    const res = await cardCall(ctx.app, b, 'POST', 'forfeit-match', { matchId, playerId: b.user.id });
    expect(res.statusCode, res.body).toBe(200);
    const replay = await verifiedReplay(matchId, commitment);
    expect(replay.actions.at(-1)).toMatchObject({ type: 'forfeit', player: b.user.id });
    expect(replay.final).toMatchObject({ gameStatus: 'forfeited', winner: a.user.id });
  });

  it("a practice game: the bot's steps, made by reads and by the sweeper", async () => {
    const m = await newMember(ctx.app);
    const started = await cardCall(ctx.app, m, 'POST', 'practice', { mode: 'blitz' });
    const { matchId } = started.json<{ matchId: number }>();
    let state = await read(m, matchId);
    const commitment = state.seedCommitment;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    for (let i = 0; i < 600 && state.gameStatus === 'in_progress'; i++) {
      if (state.turn === m.user.id) {
        const res = await move(m, matchId, state);
        expect(res.statusCode, res.body).toBe(200);
        state = res.json<CardMatchStateResponse>();
      } else {
        await clock.advance(BOT_STEP_MS);
        if (i % 3 === 0) await ctx.app.deps.cardMatches.sweep();
        state = await read(m, matchId);
      }
    }
    expect(state.gameStatus).toBe('completed');
    const replay = await verifiedReplay(matchId, commitment);
    expect(replay.practice).toBe(true);
    expect(replay.actions.some((x) => x.player === replay.playerB.id && x.type === 'play_card')).toBe(true);
  });
});

describe('a match dealt with the card set from before issue 22', () => {
  it('replays on that set, as it was played, and says which set it is', async () => {
    const [a, b] = await twoMembers(ctx.app);
    const players = [a.user.id, b.user.id] as const;
    // Bulk Order heavy, so the old numbers (+4 for 3 energy) decide the match.
    const deckA = [...Array(4).fill('bulk_order'), ...Array(4).fill('flash_sale'), ...Array(4).fill('impulse_buy')];
    const decks = [deckA, [...deckA]] as const;
    const startedAt = clock.now().getTime();
    let now = startedAt;
    // As the engine stored a match before the change: set 1, no cardSet in the state.
    let state = initialState('5a'.repeat(32), players, decks, 'async', now, 1);
    const actions: { n: number; type: CardAction['type']; player_id: number; card_id: string | null; at: string }[] =
      [];
    while (state.gameStatus === 'in_progress') {
      const playerId = state.currentTurn === 'player_a' ? a.user.id : b.user.id;
      const action = botAction(playerView(state, playerId));
      now += 1_000;
      const result = applyAction(state, action, now);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
      const cardId = action.type === 'play_card' ? action.cardId : null;
      const at = new Date(now).toISOString();
      actions.push({ n: actions.length + 1, type: action.type, player_id: playerId, card_id: cardId, at });
    }
    expect(state).not.toHaveProperty('cardSet');
    expect(actions.some((x) => x.card_id === 'bulk_order')).toBe(true);
    const matchId = await insertCardMatch(ctx.db, {
      mode: 'async',
      a,
      b,
      state,
      version: actions.length + 1,
      turnDeadline: null,
      decks,
      createdAt: new Date(startedAt).toISOString(),
      updatedAt: new Date(now).toISOString(),
    });
    await ctx.db.kysely
      .insertInto('card_match_actions')
      .values(actions.map((x) => ({ match_id: matchId, ...x })))
      .execute();

    const replay = await verifiedReplay(matchId, null);
    expect(replay.cardSet).toBe(1);
    // The same log on the current set does not hold together: the set is part of what is checked.
    const onCurrent = replayCardMatch({
      seed: replay.seed,
      cardSet: CARD_SET_VERSION,
      players,
      decks,
      mode: 'async',
      startedAt,
      actions: actions.map((x) => ({
        type: x.type,
        playerId: x.player_id,
        ...(x.card_id === null ? {} : { cardId: x.card_id }),
        at: Date.parse(x.at),
      })),
    });
    expect(onCurrent.ok && JSON.stringify(onCurrent.states.at(-1))).not.toBe(JSON.stringify(state));
  });
});

describe('what has no replay', () => {
  it('an unknown match, an impossible id and a match from before fair play: 404', async () => {
    for (const id of ['999999', '0', 'abc', '99999999999']) {
      const res = await replayOf(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: CARD_MATCH_TEXT.replayNotFound, code: 'not_found' });
    }
    const { a, matchId } = await rematch();
    await cardCall(ctx.app, a, 'POST', 'forfeit-match', { matchId, playerId: a.user.id });
    // As a match from before fair play is stored: the old generator's state (no seed), no decks.
    const { rngVersion: _v, seed: _s, seedCommitment: _c, ...legacy } = (await storedState(matchId)) as CardMatchState;
    await sql`UPDATE card_matches SET decks = NULL, state = ${JSON.stringify(legacy)} WHERE id = ${matchId}`.execute(
      ctx.db.kysely,
    );
    const res = await replayOf(matchId);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/seed/);
  });
});
