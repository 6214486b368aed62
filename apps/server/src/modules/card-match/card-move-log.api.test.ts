import {
  PRACTICE_BOT_NAME,
  type CardLogEntry,
  type CardMatchLogResponse,
  type CardMatchStateResponse,
} from '@dd/contracts';
import { botAction, CARDS, type CardMatchState } from '@dd/game';
import { describe, expect, it } from 'vitest';
import { botView, cardCall, readMatchState, sendCardAction } from '../../../test/card-match.js';
import { expectPlayersOnly, readMatchPart } from '../../../test/card-match-reads.js';
import { movableClock, newMember, twoMembers, type Member } from '../../../test/members.js';
import { appPerFile } from '../../../test/test-app.js';
import { BOT_STEP_MS } from './card-match.service.js';

/**
 * The move log (issue 22): a player of a match reads who did what, turn by turn, with what each play visibly
 * did, and nothing the board hides (no card drawn, no hand, no deck, no seed).
 */
const clock = movableClock();
const ctx = appPerFile({ clock });

const CARD_IDS = CARDS.map((c) => c.id);
const ENTRY_KEYS = new Set(['n', 'turn', 'player', 'type', 'cardId', 'at', 'effect', 'timeouts']);

const read = (m: Member, matchId: number) => readMatchState(ctx.app, m, matchId);

const logCall = (m: Member | null, matchId: number, query = '') => readMatchPart(ctx.app, m, matchId, `log${query}`);

async function logOf(m: Member, matchId: number, after?: number): Promise<CardMatchLogResponse> {
  const res = await logCall(m, matchId, after === undefined ? '' : `?after=${after}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<CardMatchLogResponse>();
}

/** The card ids anywhere in an answer (as whole JSON strings). */
const cardIdsIn = (body: unknown): string[] =>
  [...JSON.stringify(body).matchAll(/"([a-z_]+)"/g)].map((m) => m[1] as string).filter((s) => CARD_IDS.includes(s));

/**
 * What a viewer's log may hold: entries of the known keys only, and no card id but those played (the cards on
 * the table); never the seed.
 */
function expectNothingHidden(log: CardMatchLogResponse, seed: string): void {
  const played = new Set(log.entries.flatMap((e) => (e.type === 'play_card' && e.cardId ? [e.cardId] : [])));
  for (const e of log.entries) {
    for (const key of Object.keys(e)) expect(ENTRY_KEYS.has(key), key).toBe(true);
    expect(e.cardId !== undefined).toBe(e.type === 'play_card');
  }
  for (const id of cardIdsIn(log)) expect(played.has(id), id).toBe(true);
  expect(JSON.stringify(log)).not.toContain(seed);
}

async function blitz(): Promise<{ a: Member; b: Member; matchId: number }> {
  const [a, b] = await twoMembers(ctx.app);
  expect((await cardCall(ctx.app, a, 'POST', 'join-blitz-queue', {})).json()).toEqual({ status: 'waiting' });
  const res = await cardCall(ctx.app, b, 'POST', 'join-blitz-queue', {});
  return { a, b, matchId: res.json<{ matchId: number }>().matchId };
}

const seedOf = async (matchId: number): Promise<string> => {
  const row = await ctx.db.kysely
    .selectFrom('card_matches')
    .select('state')
    .where('id', '=', matchId)
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.state) as CardMatchState).seed as string;
};

/** Each player's Buy Power as the log's effects add it up (own gains, the other's attacks and gifts). */
function buyPowerFromLog(entries: CardLogEntry[], playerId: number): number {
  let total = 0;
  for (const e of entries) {
    if (!e.effect) continue;
    total += e.player === playerId ? e.effect.buyPower : e.effect.opponentBuyPower;
  }
  return total;
}

describe('the move log', () => {
  it('tells both players every move of a whole game, adds up to the Buy Powers shown, and hides every draw', async () => {
    const { a, b, matchId } = await blitz();
    const seed = await seedOf(matchId);
    let state = await read(a, matchId);
    let seen = 0;
    const made: { player: number; type: string; cardId?: string }[] = [];
    for (let i = 0; i < 400 && state.gameStatus === 'in_progress'; i++) {
      await clock.advance(1_000);
      const mover = state.turn === a.user.id ? a : b;
      const waiting = mover === a ? b : a;
      const view = await read(mover, matchId);
      const action = botAction(botView(view));
      const res = await sendCardAction(ctx.app, mover, matchId, action);
      expect(res.statusCode, res.body).toBe(200);
      state = res.json<CardMatchStateResponse>();
      made.push({
        player: mover.user.id,
        type: action.type,
        ...(action.type === 'play_card' ? { cardId: action.cardId } : {}),
      });

      // The player waiting reads only what is new, and sees the move as it was made.
      const fresh = await logOf(waiting, matchId, seen);
      expect(fresh.entries.map((e) => e.n)).toEqual([seen + 1]);
      const [entry] = fresh.entries as [CardLogEntry];
      expect({ player: entry.player, type: entry.type, ...(entry.cardId ? { cardId: entry.cardId } : {}) }).toEqual(
        made.at(-1),
      );
      expect(entry.turn).toBe(
        action.type === 'end_turn' && state.gameStatus === 'in_progress' ? state.turnCount - 1 : state.turnCount,
      );
      expectNothingHidden(fresh, seed);
      seen = entry.n;
    }
    expect(state.gameStatus).toBe('completed');

    for (const viewer of [a, b]) {
      const log = await logOf(viewer, matchId);
      expect(log.matchId).toBe(matchId);
      expect(log.entries.map((e) => e.n)).toEqual(made.map((_m, i) => i + 1));
      expectNothingHidden(log, seed);
      // Every Buy Power change is in the log: the effects add up to the final Buy Powers.
      const final = await read(viewer, matchId);
      expect(buyPowerFromLog(log.entries, a.user.id)).toBe(
        final.playerAId === a.user.id ? final.playerA.buyPower : final.playerB.buyPower,
      );
      expect(buyPowerFromLog(log.entries, b.user.id)).toBe(
        final.playerAId === b.user.id ? final.playerA.buyPower : final.playerB.buyPower,
      );
      // Both players read the same log: it says nothing one of them may not see.
      expect(log).toEqual(await logOf(viewer === a ? b : a, matchId));
    }
  });

  it('counts the timeouts the server applied, turn by turn', async () => {
    const { a, b, matchId } = await blitz();
    for (let strike = 0; strike < 3; strike++) {
      await clock.advance(45_000);
      await read(a, matchId);
    }
    const log = await logOf(b, matchId);
    expect(log.entries.map((e) => [e.type, e.turn])).toEqual([
      ['timeout', 1],
      ['timeout', 2],
      ['timeout', 3],
    ]);
    const byPlayer = new Map<number, number[]>();
    for (const e of log.entries) byPlayer.set(e.player, [...(byPlayer.get(e.player) ?? []), e.timeouts ?? 0]);
    expect([...byPlayer.values()].sort((x, y) => x.length - y.length)).toEqual([[1], [1, 2]]);
  });

  it('shows the practice bot’s plays to the member as they were made', async () => {
    const m = await newMember(ctx.app);
    const { matchId } = (await cardCall(ctx.app, m, 'POST', 'practice', { mode: 'blitz' })).json<{ matchId: number }>();
    const seed = await seedOf(matchId);
    let state = await read(m, matchId);
    for (let i = 0; i < 200 && state.gameStatus === 'in_progress' && state.turnCount < 6; i++) {
      if (state.turn === m.user.id) {
        const res = await cardCall(ctx.app, m, 'POST', 'end-turn', { matchId, playerId: m.user.id });
        state = res.json<CardMatchStateResponse>();
      } else {
        await clock.advance(BOT_STEP_MS);
        state = await read(m, matchId);
      }
    }
    expect(state.opponentUsername).toBe(PRACTICE_BOT_NAME);
    const log = await logOf(m, matchId);
    const botPlays = log.entries.filter((e) => e.player === state.playerBId && e.type === 'play_card');
    expect(botPlays.length).toBeGreaterThan(0);
    for (const e of botPlays) expect(e.effect).toBeDefined();
    expectNothingHidden(log, seed);
  });

  it('is for the match’s two players only, and refuses a bad `after`', async () => {
    const { a, matchId } = await blitz();
    const other = await expectPlayersOnly(ctx.app, 'log', a, matchId);
    expect(other.json()).toMatchObject({ code: 'not_found' });
    expect((await logCall(a, matchId, '?after=-1')).statusCode).toBe(400);
    expect((await logCall(a, matchId, '?after=1e3')).statusCode).toBe(400);
    expect((await logOf(a, matchId)).entries).toEqual([]);
  });
});
