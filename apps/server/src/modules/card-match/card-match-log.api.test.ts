import type { CardMatchStateResponse } from '@dd/contracts';
import { applyLoggedAction, botAction, getCard, type CardLoggedAction, type CardMatchState } from '@dd/game';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { botView, cardCall, readMatchState, sendBotMove, startRematch } from '../../../test/card-match.js';
import { movableClock, newMember, twoMembers, type Member } from '../../../test/members.js';
import { pairUp, play } from '../../../test/pvp.js';
import { appPerFile } from '../../../test/test-app.js';
import { rowById } from '../../../test/rows.js';
import { BOT_STEP_MS } from './card-match.service.js';

/**
 * The card match action log (issue 21): every action applied (moves, forfeits, timeouts applied by reads and by
 * the sweeper, the practice bot's steps) is logged as applied, in the same write as the state, so the log
 * re-applied to the match as dealt gives the stored state exactly.
 */
const clock = movableClock();
const ctx = appPerFile({ clock });

const ASYNC_TURN_MS = 24 * 60 * 60 * 1000;
const BLITZ_TURN_MS = 45_000;

interface LogRow {
  match_id: number;
  n: number;
  player_id: number;
  type: string;
  card_id: string | null;
  at: string;
}

const logOf = (matchId: number): Promise<LogRow[]> =>
  ctx.db.kysely.selectFrom('card_match_actions').selectAll().where('match_id', '=', matchId).orderBy('n').execute();

const rowOf = (matchId: number) => rowById(ctx.db, 'card_matches', matchId);

/** The match as it was dealt (its first stored version), read right after it was created. */
async function dealt(matchId: number): Promise<CardMatchState> {
  const row = await rowOf(matchId);
  expect(row.version).toBe(1);
  return JSON.parse(row.state) as CardMatchState;
}

/** The log applied to the match as dealt, each action at its logged time, as the engine replays a log. */
function replayLog(start: CardMatchState, log: LogRow[]): CardMatchState {
  let state = start;
  for (const entry of log) {
    const action: CardLoggedAction =
      entry.type === 'play_card'
        ? { type: 'play_card', playerId: entry.player_id, cardId: entry.card_id as string }
        : { type: entry.type as 'end_turn' | 'forfeit' | 'timeout', playerId: entry.player_id };
    const result = applyLoggedAction(state, action, Date.parse(entry.at));
    expect(result.ok, `action ${entry.n} ${JSON.stringify(entry)}`).toBe(true);
    if (result.ok) state = result.state;
  }
  return state;
}

/** The log is whole (1, 2, 3 ... one per write) and re-applied to the dealt match gives the stored state. */
async function expectLogReplays(matchId: number, start: CardMatchState): Promise<LogRow[]> {
  const [row, log] = [await rowOf(matchId), await logOf(matchId)];
  expect(log.map((e) => e.n)).toEqual(log.map((_e, i) => i + 1));
  expect(row.version).toBe(log.length + 1);
  for (const entry of log) expect(entry.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(JSON.parse(JSON.stringify(replayLog(start, log)))).toEqual(JSON.parse(row.state));
  return log;
}

const read = (m: Member, matchId: number) => readMatchState(ctx.app, m, matchId);

async function move(m: Member, matchId: number, state: CardMatchStateResponse): Promise<CardMatchStateResponse> {
  const res = await sendBotMove(ctx.app, m, matchId, state);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CardMatchStateResponse>();
}

async function rematch(): Promise<{ a: Member; b: Member; matchId: number; start: CardMatchState }> {
  const [a, b] = await twoMembers(ctx.app);
  const duel = await pairUp(ctx.app, a, b);
  expect((await play(ctx.app, duel, a, b, [2, 2, 2, 2, 2])).status).toBe('completed');
  const res = await startRematch(ctx.app, a, b);
  expect(res.statusCode, res.body).toBe(200);
  const { matchId } = res.json<{ matchId: number }>();
  return { a, b, matchId, start: await dealt(matchId) };
}

async function blitz(): Promise<{ a: Member; b: Member; matchId: number; start: CardMatchState }> {
  const [a, b] = await twoMembers(ctx.app);
  expect((await cardCall(ctx.app, a, 'POST', 'join-blitz-queue', {})).json()).toEqual({ status: 'waiting' });
  const res = await cardCall(ctx.app, b, 'POST', 'join-blitz-queue', {});
  const { matchId } = res.json<{ matchId: number }>();
  return { a, b, matchId, start: await dealt(matchId) };
}

/** A match's first logged action, cardless, at the clock's time. */
const firstEntryNow = (matchId: number, player: Member, type: 'forfeit' | 'timeout'): LogRow => ({
  match_id: matchId,
  n: 1,
  player_id: player.user.id,
  type,
  card_id: null,
  at: clock.now().toISOString(),
});

const onTurn = (s: CardMatchStateResponse, a: Member, b: Member): [Member, Member] =>
  s.turn === a.user.id ? [a, b] : [b, a];

describe('the action log', () => {
  it('logs every move of a whole game played through the API, with the clock the engine used', async () => {
    const { a, b, matchId, start } = await rematch();
    let state = await read(a, matchId);
    const expected: { player: number; type: string; at: string }[] = [];
    for (let i = 0; i < 400 && state.gameStatus === 'in_progress'; i++) {
      await clock.advance(1_234);
      const [mover] = onTurn(state, a, b);
      const view = await read(mover, matchId);
      const action = botAction(botView(view));
      expected.push({ player: mover.user.id, type: action.type, at: clock.now().toISOString() });
      state = await move(mover, matchId, view);
    }
    expect(state.gameStatus).toBe('completed');
    const log = await expectLogReplays(matchId, start);
    expect(log.map((e) => ({ player: e.player_id, type: e.type, at: e.at }))).toEqual(expected);
    for (const e of log) expect(e.card_id === null).toBe(e.type !== 'play_card');
    // The match ended with its last action: that is when it ended.
    expect((await rowOf(matchId)).updated_at).toBe(log.at(-1)?.at);
  });

  it('logs a forfeit by the player off turn', async () => {
    const { a, b, matchId, start } = await rematch();
    const [, waiting] = onTurn(await read(a, matchId), a, b);
    const res = await cardCall(ctx.app, waiting, 'POST', 'forfeit-match', { matchId, playerId: waiting.user.id });
    expect(res.statusCode, res.body).toBe(200);
    const log = await expectLogReplays(matchId, start);
    expect(log).toEqual([firstEntryNow(matchId, waiting, 'forfeit')]);
  });

  it('logs a timeout applied by a read as the player on turn, at the time it was applied', async () => {
    const { a, b, matchId, start } = await rematch();
    const [mover, waiting] = onTurn(await read(a, matchId), a, b);
    await clock.advance(ASYNC_TURN_MS + 500);
    expect((await read(waiting, matchId)).winReason).toBe('opponent_timeout');
    const log = await expectLogReplays(matchId, start);
    expect(log).toEqual([firstEntryNow(matchId, mover, 'timeout')]);
  });

  it('logs the sweeper’s timeouts, a batch at once: blitz strikes to the third, each once across two sweepers', async () => {
    const games = [];
    for (let i = 0; i < 6; i++) games.push(await blitz());
    for (let strike = 0; strike < 6; strike++) {
      await clock.advance(BLITZ_TURN_MS);
      await Promise.all([ctx.app.deps.cardMatches.sweep(), ctx.app.deps.cardMatches.sweep()]);
    }
    for (const { a, matchId, start } of games) {
      expect((await read(a, matchId)).winReason).toBe('opponent_timeout_3_strikes');
      const log = await expectLogReplays(matchId, start);
      expect(log.map((e) => e.type)).toEqual(Array(5).fill('timeout'));
    }
  });

  it('logs what the practice bot actually played, each step as applied', async () => {
    const m = await newMember(ctx.app);
    const res = await cardCall(ctx.app, m, 'POST', 'practice', { mode: 'blitz' });
    const { matchId } = res.json<{ matchId: number }>();
    const start = await dealt(matchId);
    let state = await read(m, matchId);
    for (let i = 0; i < 600 && state.gameStatus === 'in_progress'; i++) {
      if (state.turn === m.user.id) {
        state = await move(m, matchId, state);
      } else {
        await clock.advance(BOT_STEP_MS);
        // Every other step by the sweeper, the rest by reads.
        if (i % 2) await ctx.app.deps.cardMatches.sweep();
        state = await read(m, matchId);
      }
    }
    expect(state.gameStatus).toBe('completed');
    const log = await expectLogReplays(matchId, start);
    const botId = state.playerBId;
    const botLog = log.filter((e) => e.player_id === botId);
    expect(botLog.some((e) => e.type === 'play_card' && getCard(e.card_id ?? '') !== undefined)).toBe(true);
    expect(botLog.some((e) => e.type === 'end_turn')).toBe(true);
  });

  it('20 concurrent plays of one card: one is applied, and logged once', async () => {
    const { a, b, matchId, start } = await rematch();
    const [mover] = onTurn(await read(a, matchId), a, b);
    const view = await read(mover, matchId);
    const me = view.playerAId === mover.user.id ? view.playerA : view.playerB;
    const card = (me.hand as string[]).find((id) => (getCard(id)?.cost ?? 99) <= me.energy);
    const answers = await Promise.all(
      [...Array(20)].map(() =>
        cardCall(ctx.app, mover, 'POST', 'play-card', { matchId, playerId: mover.user.id, cardId: card }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const log = await expectLogReplays(matchId, start);
    expect(log.map((e) => [e.type, e.card_id])).toEqual([['play_card', card]]);
  });

  it('is append-only, and a step can be logged once', async () => {
    const { a, matchId } = await rematch();
    await cardCall(ctx.app, a, 'POST', 'forfeit-match', { matchId, playerId: a.user.id });
    const [entry] = await logOf(matchId);
    await expect(
      sql`UPDATE card_match_actions SET card_id = 'greedy_grab' WHERE match_id = ${matchId}`.execute(ctx.db.kysely),
    ).rejects.toThrow(/append-only/);
    await expect(
      ctx.db.kysely
        .insertInto('card_match_actions')
        .values({ ...entry!, type: 'end_turn' })
        .execute(),
    ).rejects.toThrow();
    expect(await logOf(matchId)).toEqual([entry]);
  });

  it('records the decks as dealt and the dealing time', async () => {
    const { a, b, matchId, start } = await rematch();
    const row = await rowOf(matchId);
    const decks = JSON.parse(row.decks ?? 'null') as [string[], string[]];
    for (const [i, seat] of [start.playerA, start.playerB].entries()) {
      // The same cards as dealt (the state holds them shuffled, hand and deck).
      expect([...seat.hand, ...seat.deck].sort()).toEqual([...decks[i]!].sort());
    }
    expect([start.playerA.id, start.playerB.id]).toEqual([a.user.id, b.user.id]);
    expect(Date.parse(row.created_at) + ASYNC_TURN_MS).toBe(start.turnDeadline);
  });
});
