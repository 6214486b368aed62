import { PRACTICE_BOT_NAME, type CardMatchStateResponse, type UserCardGamesResponse } from '@dd/contracts';
import { botAction, type CardAction } from '@dd/game';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { botView } from '../../../test/card-match.js';
import { movableClock, newMember, pointsBalance, type Member } from '../../../test/members.js';
import { pushAppPerFile } from '../../../test/push-app.js';
import { TestSocket } from '../../../test/test-socket.js';
import { BOT_STEP_MS } from './card-match.service.js';

/** Practice against the bot through the API: starting, the bot's moves on the server, whole games, no points. */
const clock = movableClock();
const push = pushAppPerFile({ clock });
const { ctx, open: sockets } = push;

const post = (member: Member | null, path: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/card/${path}`, payload, ...(member ? { headers: member.headers } : {}) });

async function practice(member: Member, mode: 'blitz' | 'async'): Promise<number> {
  const res = await post(member, 'practice', { mode });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ matchId: number }>().matchId;
}

function stateOf(res: LightMyRequestResponse): CardMatchStateResponse {
  expect(res.statusCode, res.body).toBe(200);
  const state = res.json<CardMatchStateResponse>();
  // The bot's hand and both decks stay face down for the member, as any opponent's.
  expect(state.playerB.hand.every((c) => c === null)).toBe(true);
  expect(res.body).not.toMatch(/"(rng|seed)"/);
  return state;
}

const read = async (member: Member, matchId: number) =>
  stateOf(
    await ctx.app.inject({
      method: 'GET',
      url: `/api/card/get-match-state?matchId=${matchId}&playerId=${member.user.id}`,
      headers: member.headers,
    }),
  );

function move(member: Member, matchId: number, action: CardAction) {
  const base = { matchId, playerId: member.user.id };
  if (action.type === 'play_card') return post(member, 'play-card', { ...base, cardId: action.cardId });
  if (action.type === 'end_turn') return post(member, 'end-turn', base);
  return post(member, 'forfeit-match', base);
}

const balance = (m: Member) => pointsBalance(ctx.app, m);

const practiceRows = (m: Member) =>
  ctx.db.kysely
    .selectFrom('card_matches')
    .select(['id', 'mode', 'status'])
    .where('player_a_id', '=', m.user.id)
    .where('practice', '=', 1)
    .execute();

/** The state once the bot is on turn: the member ends their turn when they start. */
async function botOnTurn(m: Member, matchId: number): Promise<CardMatchStateResponse> {
  const state = await read(m, matchId);
  if (state.turn !== m.user.id) return state;
  return stateOf(await move(m, matchId, { type: 'end_turn', playerId: m.user.id }));
}

describe('starting a practice match', () => {
  it('needs a login and a mode, and creates nothing otherwise', async () => {
    expect((await post(null, 'practice', { mode: 'blitz' })).statusCode).toBe(401);
    const m = await newMember(ctx.app);
    const bad = await post(m, 'practice', { mode: 'chess' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation' });
    expect(await practiceRows(m)).toEqual([]);
  });

  it('plays the member against the Practice Bot; starts racing at once make one match, and a repeat answers it', async () => {
    const m = await newMember(ctx.app);
    const ids = await Promise.all([...Array(5)].map(() => practice(m, 'blitz')));
    expect(new Set(ids).size).toBe(1);
    expect(await practice(m, 'blitz')).toBe(ids[0]);
    const async = await practice(m, 'async');
    expect(async).not.toBe(ids[0]);
    expect(await practiceRows(m)).toHaveLength(2);
    const state = await read(m, ids[0]!);
    expect(state).toMatchObject({
      practice: true,
      gameMode: 'blitz',
      playerAId: m.user.id,
      youUsername: m.user.username,
      opponentUsername: PRACTICE_BOT_NAME,
      gameStatus: 'in_progress',
    });
  });

  it('nobody can log in as the bot or register its name', async () => {
    const m = await newMember(ctx.app);
    await practice(m, 'async');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: PRACTICE_BOT_NAME, password: 'password123' },
    });
    expect(login.statusCode).toBe(401);
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: PRACTICE_BOT_NAME,
        email: 'bot-fan@example.com',
        password: 'password123',
        confirm_password: 'password123',
      },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json<{ error: string }>().error).toMatch(/only contain letters/);
  });
});

describe('the bot', () => {
  it('thinks, then makes one move per step on the server; a whole game ends and pays no points', async () => {
    const m = await newMember(ctx.app);
    const before = await balance(m);
    const matchId = await practice(m, 'async');
    let state = await read(m, matchId);
    let botMoves = 0;
    for (let i = 0; i < 3_000 && state.gameStatus === 'in_progress'; i++) {
      if (state.turn === m.user.id) {
        state = stateOf(await move(m, matchId, botAction(botView(state))));
        continue;
      }
      // Before its step is due the bot has not moved; once due, a read finds exactly one move made.
      expect(await read(m, matchId)).toEqual(state);
      await clock.advance(BOT_STEP_MS);
      const next = await read(m, matchId);
      expect(next).not.toEqual(state);
      const played = next.playerB.playedCards.length - state.playerB.playedCards.length;
      expect(next.turn === m.user.id || played === 1).toBe(true);
      botMoves++;
      state = next;
    }
    expect(state.gameStatus).toBe('completed');
    expect(state.winReason).not.toBeNull();
    // How long a game lasts depends on its seed (one can end at 10 Buy Power in a few turns).
    expect(botMoves).toBeGreaterThan(0);
    expect(await balance(m)).toBe(before);
    const paid = await ctx.db.kysely
      .selectFrom('points_ledger')
      .select('id')
      .where('reference', '=', String(matchId))
      .where('reason', 'in', ['card_win', 'card_tie', 'card_loss'])
      .execute();
    expect(paid).toEqual([]);
    // A finished practice makes room for the next one.
    expect(await practice(m, 'async')).not.toBe(matchId);
  });

  it('moves with nobody reading: this instance times its step and pushes it, and the sweeper catches up', async () => {
    const m = await newMember(ctx.app);
    const matchId = await practice(m, 'blitz');
    const socket = await TestSocket.ready(push.url, ctx.config.publicUrl, m.token);
    sockets.push(socket);
    const waiting = await botOnTurn(m, matchId);
    while (socket.unread.length > 0) await socket.next();
    // The step is due once the clock passes it; the instance's timer fires just after the real delay.
    await clock.advance(BOT_STEP_MS);
    expect(await socket.next(5_000)).toEqual({ type: 'card.match', matchId });
    const moved = await read(m, matchId);
    expect(moved).not.toEqual(waiting);
    if (moved.turn !== m.user.id) {
      await clock.advance(BOT_STEP_MS);
      await ctx.app.deps.cardMatches.sweep();
      expect(await read(m, matchId)).not.toEqual(moved);
    }
  });

  it("a forfeit ends it without points, and the member's own timeouts count as in any blitz game", async () => {
    const m = await newMember(ctx.app);
    const before = await balance(m);
    const matchId = await practice(m, 'blitz');
    const end = stateOf(await move(m, matchId, { type: 'forfeit', playerId: m.user.id }));
    expect(end).toMatchObject({ gameStatus: 'forfeited', winReason: 'opponent_forfeited' });
    expect(end.winner).not.toBe(m.user.id);
    expect(await balance(m)).toBe(before);

    const next = await practice(m, 'blitz');
    let state = await read(m, next);
    if (state.turn !== m.user.id) {
      await clock.advance(BOT_STEP_MS);
      state = await read(m, next);
      for (let i = 0; i < 20 && state.turn !== m.user.id; i++) {
        await clock.advance(BOT_STEP_MS);
        state = await read(m, next);
      }
    }
    expect(state.turn).toBe(m.user.id);
    await clock.advance(45_000);
    expect((await read(m, next)).playerATimeouts).toBe(1);
  });
});

describe('practice and the queues', () => {
  it('counts toward no queue limit, and is listed among the running games', async () => {
    const m = await newMember(ctx.app);
    const matchId = await practice(m, 'blitz');
    for (let i = 0; i < 3; i++) await practice(m, 'async').then(() => undefined);
    const join = await post(m, 'join-blitz-queue', {});
    expect(join.json()).toEqual({ status: 'waiting' });
    expect((await post(m, 'join-async-queue', {})).json()).toEqual({ status: 'waiting' });
    await post(m, 'leave-queue', {});
    const games = (
      await ctx.app.inject({ method: 'GET', url: '/api/card/user-games', headers: m.headers })
    ).json<UserCardGamesResponse>().games;
    expect(games.find((g) => g.id === matchId)).toMatchObject({
      practice: true,
      game_mode: 'blitz',
      player_a: m.user.id,
      player_b_username: PRACTICE_BOT_NAME,
    });
  });
});
