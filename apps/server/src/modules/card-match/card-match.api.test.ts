import { CARD_POINTS, TOPICS, type CardMatchStateResponse } from '@dd/contracts';
import {
  botAction,
  getCard,
  initialState,
  seedCommitment,
  STARTER_DECK,
  type CardAction,
  type CardMatchState,
} from '@dd/game';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { botView, cardCall, giveMoves, insertCardMatch, sendCardAction } from '../../../test/card-match.js';
import { expectPlayersOnly, readMatchPart } from '../../../test/card-match-reads.js';
import { movableClock, newMember, pointsBalance, twoMembers, type Member } from '../../../test/members.js';
import { pairUp, play } from '../../../test/pvp.js';
import { pushAppPerFile } from '../../../test/push-app.js';
import { TestSocket } from '../../../test/test-socket.js';

/** Card Battle rematches through the API: creation, whole games, forfeits, timeouts, permissions and races. */
const clock = movableClock();
const push = pushAppPerFile({ clock });
const { ctx, open: sockets } = push;

const ASYNC_TURN_MS = 24 * 60 * 60 * 1000;
/** The seed of the matches this file stores itself. */
const SEED = '07'.repeat(32);

const call = (member: Member | null, method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
  cardCall(ctx.app, member, method, path, payload);

/** An error answer as the OpenAPI document describes it. */
interface OpenApiResponse {
  content: { 'application/json': { schema: { properties: { code: { enum: string[] } } } } };
}

/** Every view a member is answered: their own hand as ids, the opponent's hand and both decks face down. */
function stateOf(res: LightMyRequestResponse, viewer: Member): CardMatchStateResponse {
  expect(res.statusCode, res.body).toBe(200);
  const state = res.json<CardMatchStateResponse>();
  expect(state.playerId).toBe(viewer.user.id);
  const [mine, theirs] =
    state.playerAId === viewer.user.id ? [state.playerA, state.playerB] : [state.playerB, state.playerA];
  expect(mine.hand.every((c) => typeof c === 'string')).toBe(true);
  expect(theirs.hand.every((c) => c === null)).toBe(true);
  expect([...mine.deck, ...theirs.deck].every((c) => c === null)).toBe(true);
  expect(res.body).not.toMatch(/"(rng|seed|lostBuyPower)"/);
  return state;
}

const read = async (member: Member, matchId: number) =>
  stateOf(await call(member, 'GET', 'get-match-state', { matchId, playerId: member.user.id }), member);

const balance = (m: Member) => pointsBalance(ctx.app, m);

/** Two new members who have just finished a duel. */
async function duelists(): Promise<[Member, Member]> {
  const [a, b] = await twoMembers(ctx.app);
  const match = await pairUp(ctx.app, a, b);
  const end = await play(ctx.app, match, a, b, [2, 2, 2, 2, 2]);
  expect(end.status).toBe('completed');
  return [a, b];
}

async function createMatch(caller: Member, playerA: Member, playerB: Member): Promise<number> {
  const res = await call(caller, 'POST', 'create-match', { playerAId: playerA.user.id, playerBId: playerB.user.id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ matchId: number }>().matchId;
}

/** `a` invites `b` to an async rematch (`a` is player A). */
const invite = (a: Member, b: Member) =>
  call(a, 'POST', 'rematch-invitations', { opponentId: b.user.id, gameMode: 'async' });

/** `a` invites `b`, who accepts: the match's id. */
async function acceptedRematch(a: Member, b: Member): Promise<number> {
  expect((await invite(a, b)).statusCode).toBe(200);
  return createMatch(b, a, b);
}

async function newMatch(): Promise<{ a: Member; b: Member; matchId: number }> {
  const [a, b] = await duelists();
  return { a, b, matchId: await acceptedRematch(a, b) };
}

/** The member on turn and the other one. */
const onTurn = (state: CardMatchStateResponse, a: Member, b: Member): [Member, Member] =>
  state.turn === a.user.id ? [a, b] : [b, a];

const move = (member: Member, matchId: number, action: CardAction) => sendCardAction(ctx.app, member, matchId, action);

/** Both players let the bot choose from their own views until the match ends; answers the last state. */
async function playOut(a: Member, b: Member, matchId: number): Promise<CardMatchStateResponse> {
  let state = await read(a, matchId);
  for (let i = 0; i < 2_000 && state.gameStatus === 'in_progress'; i++) {
    const [mover] = onTurn(state, a, b);
    const view = await read(mover, matchId);
    state = stateOf(await move(mover, matchId, botAction(botView(view))), mover);
  }
  return state;
}

/**
 * A match stored as the engine made it, then changed by `tweak`: for blitz (no call creates one yet) and for
 * positions a game reaches only by chance.
 */
async function storedMatch(
  mode: 'blitz' | 'async',
  tweak: (state: CardMatchState) => void = () => undefined,
): Promise<{ a: Member; b: Member; matchId: number }> {
  const [a, b] = await twoMembers(ctx.app);
  const now = clock.now();
  const state = initialState(SEED, [a.user.id, b.user.id], [STARTER_DECK, STARTER_DECK], mode, now.getTime());
  tweak(state);
  const matchId = await insertCardMatch(ctx.db, {
    mode,
    a,
    b,
    state,
    version: 1,
    turnDeadline: new Date(state.turnDeadline).toISOString(),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  return { a, b, matchId };
}

const ledgerRows = (matchId: number) =>
  ctx.db.kysely
    .selectFrom('points_ledger')
    .select(['user_id', 'reason', 'amount'])
    .where('reference', '=', String(matchId))
    .where('reason', 'in', ['card_win', 'card_tie', 'card_loss'])
    .execute();

describe('create-match (Card Battle rematch)', () => {
  it('accepting an invitation: both orders at once give one match, which either player then gets', async () => {
    const [a, b] = await duelists();
    expect((await invite(a, b)).statusCode).toBe(200);
    const [first, second] = await Promise.all([createMatch(b, a, b), createMatch(b, b, a)]);
    expect(second).toBe(first);
    expect(await createMatch(a, b, a)).toBe(first);
    const state = await read(b, first);
    expect(state).toMatchObject({
      matchId: first,
      gameMode: 'async',
      gameStatus: 'in_progress',
      turnCount: 1,
      turnTimerSeconds: 24 * 60 * 60,
      youUsername: b.user.username,
      opponentUsername: a.user.username,
    });
    expect(new Set([state.playerAId, state.playerBId])).toEqual(new Set([a.user.id, b.user.id]));
    expect(Date.parse(state.turnDeadline)).toBe(clock.now().getTime() + ASYNC_TURN_MS);
    expect(state.playerA.hand).toHaveLength(5);
    expect(state.playerA.deck.length + state.playerA.hand.length).toBeGreaterThanOrEqual(10);
  });

  it('a third member, a pair without a finished duel and a visitor are refused and nothing is created', async () => {
    const [a, b] = await duelists();
    const c = await newMember(ctx.app);
    const before = await ctx.db.kysely.selectFrom('card_matches').select('id').execute();
    const body = { playerAId: a.user.id, playerBId: b.user.id };
    expect((await call(c, 'POST', 'create-match', body)).statusCode).toBe(403);
    expect((await call(null, 'POST', 'create-match', body)).statusCode).toBe(401);
    const noDuel = await call(a, 'POST', 'create-match', { playerAId: a.user.id, playerBId: c.user.id });
    expect(noDuel.statusCode).toBe(409);
    expect(noDuel.json()).toMatchObject({ code: 'conflict' });
    const self = await call(a, 'POST', 'create-match', { playerAId: a.user.id, playerBId: a.user.id });
    expect(self.statusCode).toBe(400);
    // A duel that has not finished does not count either.
    const [d, e] = await twoMembers(ctx.app);
    await pairUp(ctx.app, d, e);
    const open = await call(d, 'POST', 'create-match', { playerAId: d.user.id, playerBId: e.user.id });
    expect(open.statusCode).toBe(409);
    expect(await ctx.db.kysely.selectFrom('card_matches').select('id').execute()).toHaveLength(before.length);
  });
});

describe('permissions', () => {
  it('a visitor 401, a member outside the match 404, a spoofed playerId 403, for every call', async () => {
    const { a, b, matchId } = await newMatch();
    const c = await newMember(ctx.app);
    const calls = [
      ['GET', 'get-match-state', {}],
      ['POST', 'play-card', { cardId: 'impulse_buy' }],
      ['POST', 'end-turn', { isTimeout: false }],
      ['POST', 'forfeit-match', {}],
    ] as const;
    for (const [method, path, extra] of calls) {
      expect((await call(null, method, path, { matchId, playerId: a.user.id, ...extra })).statusCode).toBe(401);
      const outsider = await call(c, method, path, { matchId, playerId: c.user.id, ...extra });
      expect(outsider.statusCode, path).toBe(404);
      expect(outsider.body).not.toContain(a.user.username);
      expect((await call(c, method, path, { matchId, playerId: a.user.id, ...extra })).statusCode, path).toBe(403);
      expect((await call(a, method, path, { matchId, playerId: b.user.id, ...extra })).statusCode, path).toBe(403);
      expect((await call(a, method, path, { matchId: 999_999, playerId: a.user.id, ...extra })).statusCode).toBe(404);
    }
    // Nothing of that changed the match.
    expect((await read(a, matchId)).gameStatus).toBe('in_progress');
  });
});

describe('playing', () => {
  it('whole games played by the bot end with a result, paid once: win 20 and loss 5, or 10 each for a tie', async () => {
    for (let game = 0; game < 3; game++) {
      const { a, b, matchId } = await newMatch();
      const before = [await balance(a), await balance(b)];
      const end = await playOut(a, b, matchId);
      expect(end.gameStatus).toBe('completed');
      expect(end.winReason).not.toBeNull();
      // Racing reads after the end pay nothing more.
      await Promise.all([...Array(6)].map((_, i) => read(i % 2 ? a : b, matchId)));
      const gained = [(await balance(a)) - before[0]!, (await balance(b)) - before[1]!];
      if (end.winner === null) {
        expect(gained).toEqual([CARD_POINTS.tie, CARD_POINTS.tie]);
      } else {
        const aWon = end.winner === a.user.id;
        expect(gained).toEqual(aWon ? [CARD_POINTS.win, CARD_POINTS.loss] : [CARD_POINTS.loss, CARD_POINTS.win]);
      }
      expect(await ledgerRows(matchId)).toHaveLength(2);
      // The other player sees the same end.
      expect(await read(end.playerId === a.user.id ? b : a, matchId)).toMatchObject({
        gameStatus: 'completed',
        winner: end.winner,
        winReason: end.winReason,
      });
      const [mover] = onTurn(end, a, b);
      const late = await call(mover, 'POST', 'end-turn', { matchId, playerId: mover.user.id });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ error: 'The match is over', code: 'game_over' });
      const lateCard = await call(mover, 'POST', 'play-card', { matchId, playerId: mover.user.id, cardId: 'x' });
      expect(lateCard.statusCode).toBe(409);
      expect(lateCard.json()).toEqual({ error: 'The match is over', code: 'game_over' });
    }
  });

  it("the engine's refusals come with its messages and change nothing", async () => {
    const { a, b, matchId } = await newMatch();
    const start = await read(a, matchId);
    const [mover, waiting] = onTurn(start, a, b);
    const waitingView = await read(waiting, matchId);
    const waitingHand = (waitingView.playerAId === waiting.user.id ? waitingView.playerA : waitingView.playerB).hand;
    const notYours = await call(waiting, 'POST', 'play-card', {
      matchId,
      playerId: waiting.user.id,
      cardId: waitingHand[0],
    });
    expect(notYours.statusCode).toBe(409);
    expect(notYours.json()).toEqual({ error: 'Not your turn', code: 'not_your_turn' });
    const notYourEnd = await call(waiting, 'POST', 'end-turn', { matchId, playerId: waiting.user.id });
    expect(notYourEnd.statusCode).toBe(409);
    expect(notYourEnd.json()).toEqual({ error: 'Not your turn', code: 'not_your_turn' });

    const view = await read(mover, matchId);
    const hand = (view.playerAId === mover.user.id ? view.playerA : view.playerB).hand as string[];
    const missing = ['impulse_buy', 'greedy_grab', 'the_butler', 'return_policy', 'swipe_war', 'flash_sale'].find(
      (id) => getCard(id) && !hand.includes(id),
    );
    if (missing) {
      const notInHand = await call(mover, 'POST', 'play-card', { matchId, playerId: mover.user.id, cardId: missing });
      expect(notInHand.statusCode).toBe(409);
      expect(notInHand.json()).toEqual({ error: 'Card not in hand', code: 'card_not_in_hand' });
    }
    const unknown = await call(mover, 'POST', 'play-card', { matchId, playerId: mover.user.id, cardId: 'no_such' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toEqual({ error: 'Card not in hand', code: 'card_not_in_hand' });
    expect(await read(mover, matchId)).toEqual(view);
  });

  it('an end of turn flagged as timeout before the deadline is an ordinary end: no timeout counted', async () => {
    const { a, b, matchId } = await newMatch();
    const start = await read(a, matchId);
    const [mover] = onTurn(start, a, b);
    const ended = stateOf(
      await call(mover, 'POST', 'end-turn', { matchId, playerId: mover.user.id, isTimeout: true }),
      mover,
    );
    expect(ended).toMatchObject({ playerATimeouts: 0, playerBTimeouts: 0, turnCount: 2, gameStatus: 'in_progress' });
    expect(ended.currentTurn).not.toBe(start.currentTurn);
  });

  it('the state and a move are answered uncompressed even to a client that accepts gzip and brotli', async () => {
    const { a, b, matchId } = await newMatch();
    const headers = (m: Member) => ({ ...m.headers, 'accept-encoding': 'gzip, deflate, br' });
    const got = await ctx.app.inject({
      method: 'GET',
      url: `/api/card/get-match-state?matchId=${matchId}&playerId=${a.user.id}`,
      headers: headers(a),
    });
    // Over a kilobyte, so compression would apply to it were it not turned off for the match's calls.
    expect(got.rawPayload.length).toBeGreaterThan(1024);
    expect(got.headers['content-encoding']).toBeUndefined();
    const [mover] = onTurn(stateOf(got, a), a, b);
    const moved = await ctx.app.inject({
      method: 'POST',
      url: '/api/card/end-turn',
      headers: headers(mover),
      payload: { matchId, playerId: mover.user.id },
    });
    expect(moved.headers['content-encoding']).toBeUndefined();
    expect(stateOf(moved, mover).turnCount).toBe(2);
    // Other answers of a kilobyte or more are still compressed for such a client.
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers: headers(a) });
    expect(docs.headers['content-encoding']).toBe('br');
  });

  it('a forfeit ends the match for the opponent, paid once', async () => {
    const { a, b, matchId } = await newMatch();
    // Two moves of the one who gives up first: an earlier forfeit would abort the match (card-fair-play tests).
    await giveMoves(ctx.app, a, b, matchId, 2);
    const before = [await balance(a), await balance(b)];
    const res = await call(a, 'POST', 'forfeit-match', { matchId, playerId: a.user.id });
    expect(stateOf(res, a)).toMatchObject({
      gameStatus: 'forfeited',
      winner: b.user.id,
      winReason: 'opponent_forfeited',
    });
    expect(await read(b, matchId)).toMatchObject({ gameStatus: 'forfeited', winner: b.user.id });
    const again = await call(b, 'POST', 'forfeit-match', { matchId, playerId: b.user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'The match is over', code: 'game_over' });
    expect([(await balance(a)) - before[0]!, (await balance(b)) - before[1]!]).toEqual([
      CARD_POINTS.loss,
      CARD_POINTS.win,
    ]);
    expect(await read(a, matchId)).toMatchObject({ paid: true, pointsEarned: CARD_POINTS.loss });
    expect(await read(b, matchId)).toMatchObject({ paid: true, pointsEarned: CARD_POINTS.win });
  });
});

describe('stored positions', () => {
  it("'Not enough energy' (400 not_enough_energy) and 'Played card' (409 card_already_played) refuse and change nothing", async () => {
    const { a, b, matchId } = await storedMatch('async', (state) => {
      const mover = state.currentTurn === 'player_a' ? state.playerA : state.playerB;
      mover.hand = ['impulse_buy', 'impulse_buy', 'bulk_order', 'greedy_grab', 'the_butler'];
      // Bulk Order costs 2 (card set 2).
      mover.energy = 1;
    });
    const [mover] = onTurn(await read(a, matchId), a, b);
    const body = { matchId, playerId: mover.user.id };
    const tooDear = await call(mover, 'POST', 'play-card', { ...body, cardId: 'bulk_order' });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json()).toEqual({ error: 'Not enough energy', code: 'not_enough_energy' });
    stateOf(await call(mover, 'POST', 'play-card', { ...body, cardId: 'impulse_buy' }), mover);
    const before = await read(mover, matchId);
    const again = await call(mover, 'POST', 'play-card', { ...body, cardId: 'impulse_buy' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Played card', code: 'card_already_played' });
    expect(await read(mover, matchId)).toEqual(before);
  });

  it("a play the clock overtook between the read's deadline check and the engine's: 409 turn_time_over", async () => {
    const { a, b, matchId } = await storedMatch('async');
    const start = await read(a, matchId);
    const [mover] = onTurn(start, a, b);
    const hand = (start.playerAId === mover.user.id ? start.playerA : start.playerB).hand as string[];
    // The row's deadline column a moment later than the state's: how the race looks to the engine, which
    // reads the state's, after the read found nothing due.
    await clock.advance(ASYNC_TURN_MS);
    await ctx.db.kysely
      .updateTable('card_matches')
      .set({ turn_deadline: new Date(clock.now().getTime() + 1_000).toISOString() })
      .where('id', '=', matchId)
      .execute();
    const late = await call(mover, 'POST', 'play-card', { matchId, playerId: mover.user.id, cardId: hand[0] });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'Your turn time is over', code: 'turn_time_over' });
    const after = await read(mover, matchId);
    expect((after.playerAId === mover.user.id ? after.playerA : after.playerB).hand).toEqual(hand);
  });

  it('the OpenAPI document lists the engine codes among the error codes of a move', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { post: { responses: Record<string, OpenApiResponse> } }>;
    }>();
    const play = doc.paths['/api/card/play-card']!.post.responses;
    for (const status of ['400', '409']) {
      expect(play[status]!.content['application/json'].schema.properties.code.enum).toEqual(
        expect.arrayContaining([
          'game_over',
          'not_your_turn',
          'turn_time_over',
          'card_not_in_hand',
          'card_already_played',
          'not_enough_energy',
        ]),
      );
    }
  });

  it('the turn limit with equal Buy Power is a tie: 10 points each, once, whoever reads after', async () => {
    const { a, b, matchId } = await storedMatch('async', (state) => {
      state.turnCount = 30;
      state.playerA.buyPower = 6;
      state.playerB.buyPower = 6;
      // Both played their turns to get here (a match without their moves would be aborted).
      state.playerA.moves = 20;
      state.playerB.moves = 20;
    });
    const [mover, other] = onTurn(await read(a, matchId), a, b);
    const before = [await balance(mover), await balance(other)];
    const end = stateOf(
      await call(mover, 'POST', 'end-turn', { matchId, playerId: mover.user.id, isTimeout: false }),
      mover,
    );
    expect(end).toMatchObject({ gameStatus: 'completed', winner: null, winReason: 'tie' });
    await Promise.all([read(a, matchId), read(b, matchId), ctx.app.deps.cardMatches.sweep()]);
    expect([(await balance(mover)) - before[0]!, (await balance(other)) - before[1]!]).toEqual([
      CARD_POINTS.tie,
      CARD_POINTS.tie,
    ]);
    expect(await ledgerRows(matchId)).toHaveLength(2);
  });

  it('blitz pays double: a forfeit gives the winner 40 and the loser 10', async () => {
    const { a, b, matchId } = await storedMatch('blitz');
    await giveMoves(ctx.app, b, a, matchId, 2);
    const before = [await balance(a), await balance(b)];
    const end = stateOf(await call(b, 'POST', 'forfeit-match', { matchId, playerId: b.user.id }), b);
    expect(end).toMatchObject({ gameMode: 'blitz', turnTimerSeconds: 45, winner: a.user.id });
    expect([(await balance(a)) - before[0]!, (await balance(b)) - before[1]!]).toEqual([
      CARD_POINTS.win * CARD_POINTS.blitzFactor,
      CARD_POINTS.loss * CARD_POINTS.blitzFactor,
    ]);
  });

  it('blitz: timeouts pass the turn and the third of one player loses (opponent_timeout_3_strikes)', async () => {
    const { a, b, matchId } = await storedMatch('blitz');
    const first = await read(a, matchId);
    const [starter, other] = onTurn(first, a, b);
    // Starter, other, starter, other: two strikes each, the match goes on.
    for (let i = 0; i < 4; i++) {
      await clock.advance(45_000);
      await ctx.app.deps.cardMatches.sweep();
    }
    const four = await read(a, matchId);
    expect(four).toMatchObject({ gameStatus: 'in_progress', playerATimeouts: 2, playerBTimeouts: 2 });
    expect(four.turn).toBe(starter.user.id);
    await clock.advance(45_000);
    expect(await read(other, matchId)).toMatchObject({
      gameStatus: 'completed',
      winner: other.user.id,
      winReason: 'opponent_timeout_3_strikes',
    });
  });
});

describe('races', () => {
  it('20 concurrent plays of the same card: exactly one is applied', async () => {
    const { a, b, matchId } = await newMatch();
    const [mover] = onTurn(await read(a, matchId), a, b);
    const view = await read(mover, matchId);
    const me = view.playerAId === mover.user.id ? view.playerA : view.playerB;
    const card = (me.hand as string[]).find((id) => (getCard(id)?.cost ?? 99) <= me.energy);
    expect(card).toBeDefined();
    const answers = await Promise.all(
      [...Array(20)].map(() => call(mover, 'POST', 'play-card', { matchId, playerId: mover.user.id, cardId: card })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(409);
    }
    const after = await read(mover, matchId);
    const mine = after.playerAId === mover.user.id ? after.playerA : after.playerB;
    expect(mine.playedCards.filter((id) => id === card)).toHaveLength(1);
  });
});

describe('time', () => {
  it('an async turn left past its deadline loses on the next read; racing reads and the sweeper pay once', async () => {
    const { a, b, matchId } = await newMatch();
    const [mover, waiting] = onTurn(await read(a, matchId), a, b);
    // The one who then lets the time run out has made 2 moves: the match counts.
    await giveMoves(ctx.app, mover, waiting, matchId, 2);
    const before = [await balance(mover), await balance(waiting)];
    await clock.advance(ASYNC_TURN_MS - 1_000);
    expect((await read(waiting, matchId)).gameStatus).toBe('in_progress');
    await clock.advance(1_000);
    const reads = await Promise.all([
      ...[...Array(8)].map((_, i) => read(i % 2 ? a : b, matchId)),
      ctx.app.deps.cardMatches.sweep(),
    ]);
    for (const state of reads.slice(0, 8) as CardMatchStateResponse[]) {
      expect(state).toMatchObject({ gameStatus: 'completed', winner: waiting.user.id, winReason: 'opponent_timeout' });
    }
    expect([(await balance(mover)) - before[0]!, (await balance(waiting)) - before[1]!]).toEqual([
      CARD_POINTS.loss,
      CARD_POINTS.win,
    ]);
    expect(await ledgerRows(matchId)).toHaveLength(2);
  });

  it('the sweeper times a match out with nobody online, once across two sweepers, and tells both players', async () => {
    // Whatever earlier tests left in progress times out first.
    await clock.advance(ASYNC_TURN_MS + 1_000);
    await ctx.app.deps.cardMatches.sweep();
    const [a, b] = await duelists();
    // The bus the sockets hang on (a socket's session would not outlive the 24 hours moved below); on
    // PostgreSQL it delivers a little later, so each step waits for its events.
    const heard: { topic: string; event: unknown }[] = [];
    const stops = [a, b].map((m) =>
      ctx.app.deps.bus.subscribe(TOPICS.user(m.user.id), (event) => {
        if (event.type === 'card.match') heard.push({ topic: TOPICS.user(m.user.id), event });
      }),
    );
    const matchId = await acceptedRematch(a, b);
    const told = [a, b].map((m) => ({ topic: TOPICS.user(m.user.id), event: { type: 'card.match', matchId } }));
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    heard.length = 0;
    await clock.advance(ASYNC_TURN_MS);
    const [one, two] = await Promise.all([ctx.app.deps.cardMatches.sweep(), ctx.app.deps.cardMatches.sweep()]);
    expect(one.timedOut + two.timedOut).toBe(1);
    const row = await ctx.db.kysely
      .selectFrom('card_matches')
      .select(['status', 'turn_deadline'])
      .where('id', '=', matchId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'completed', turn_deadline: null });
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    for (const stop of stops) stop();
    expect(heard).toEqual(expect.arrayContaining(told));
    // Nobody moved: settled once, aborted, paid to nobody.
    expect(await read(a, matchId)).toMatchObject({ winReason: 'opponent_timeout', unpaidReason: 'aborted' });
    expect(await read(b, matchId)).toMatchObject({ paid: false, unpaidReason: 'aborted', pointsEarned: 0 });
    expect(await ledgerRows(matchId)).toEqual([]);
  });
});

describe('the sweeper in batches', () => {
  it('times out many expired matches at once: each blitz turn passes once, each async match ends and pays once', async () => {
    const blitz = await Promise.all([...Array(8)].map(() => storedMatch('blitz')));
    // Async matches their players have played a while (so each counts and pays).
    const async = await Promise.all(
      [...Array(8)].map(() =>
        storedMatch('async', (state) => {
          state.playerA.moves = 4;
          state.playerB.moves = 4;
        }),
      ),
    );
    const before = await Promise.all(blitz.map(({ a, matchId }) => read(a, matchId)));
    await clock.advance(ASYNC_TURN_MS);
    const [one, two] = await Promise.all([ctx.app.deps.cardMatches.sweep(), ctx.app.deps.cardMatches.sweep()]);
    expect(one.timedOut + two.timedOut).toBeGreaterThanOrEqual(16);
    for (const [i, { a, matchId }] of blitz.entries()) {
      const after = await read(a, matchId);
      // One timeout of the player who was on turn; the turn passed.
      expect(after.playerATimeouts + after.playerBTimeouts).toBe(1);
      expect(after.turn).not.toBe(before[i]!.turn);
      expect(await ledgerRows(matchId)).toEqual([]);
    }
    for (const { a, matchId } of async) {
      expect(await read(a, matchId)).toMatchObject({ gameStatus: 'completed', winReason: 'opponent_timeout' });
      expect(await ledgerRows(matchId)).toHaveLength(2);
    }
  });
});

describe('the version check', () => {
  const versionOf = (member: Member | null, matchId: number | string) =>
    readMatchPart(ctx.app, member, matchId, 'version');

  it('both players get the version every answer carries, one more with each move, and nothing hidden', async () => {
    const { a, b, matchId } = await newMatch();
    const start = await read(a, matchId);
    const [mover, waiting] = onTurn(start, a, b);
    for (const member of [a, b]) {
      const res = await versionOf(member, matchId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        matchId,
        version: start.version,
        turn: mover.user.id,
        turnCount: 1,
        gameStatus: 'in_progress',
      });
    }
    const view = await read(mover, matchId);
    const hand = (view.playerAId === mover.user.id ? view.playerA : view.playerB).hand as string[];
    const ended = stateOf(await move(mover, matchId, { type: 'end_turn', playerId: mover.user.id }), mover);
    expect(ended.version).toBe(start.version + 1);
    const check = await versionOf(waiting, matchId);
    expect(check.json()).toEqual({
      matchId,
      version: ended.version,
      turn: waiting.user.id,
      turnCount: 2,
      gameStatus: 'in_progress',
    });
    expect((await read(waiting, matchId)).version).toBe(ended.version);
    // No card of either hand, no seed.
    for (const card of hand) expect(check.body).not.toContain(card);
    expect(check.body).not.toMatch(/seed|hand|deck/);
  });

  it('a visitor 401; a member outside the match, an unknown match and an id that cannot be one 404', async () => {
    const { a, matchId } = await newMatch();
    const outsider = await expectPlayersOnly(ctx.app, 'version', a, matchId);
    expect(outsider.body).not.toContain(a.user.username);
    expect((await versionOf(a, 'abc')).statusCode).toBe(404);
  });

  it('applies a passed deadline first, as a read of the state does', async () => {
    const { a, b, matchId } = await newMatch();
    const [mover, waiting] = onTurn(await read(a, matchId), a, b);
    await giveMoves(ctx.app, mover, waiting, matchId, 2);
    const before = await versionOf(waiting, matchId);
    await clock.advance(ASYNC_TURN_MS + 1_000);
    const after = (await versionOf(waiting, matchId)).json<{ version: number; gameStatus: string }>();
    expect(after.gameStatus).toBe('completed');
    expect(after.version).toBeGreaterThan(before.json<{ version: number }>().version);
    expect(await read(waiting, matchId)).toMatchObject({ gameStatus: 'completed', version: after.version });
  });
});

describe('push', () => {
  it("the creation and a move reach the opponent's socket as card.match with the match id only", async () => {
    const [a, b] = await duelists();
    const pair = [await TestSocket.ready(push.url, ctx.config.publicUrl, a.token)];
    pair.push(await TestSocket.ready(push.url, ctx.config.publicUrl, b.token));
    sockets.push(...pair);
    /** The socket's next card game event (the duel's own events may still be on their way). */
    const nextCard = async (socket: TestSocket) => {
      for (;;) {
        const event = (await socket.next()) as { type: string };
        if (event.type !== 'pvp.match' && event.type !== 'card.rematch') return event;
      }
    };
    const matchId = await acceptedRematch(a, b);
    for (const socket of pair) expect(await nextCard(socket)).toEqual({ type: 'card.match', matchId });
    const [mover, waiting] = onTurn(await read(a, matchId), a, b);
    stateOf(await call(mover, 'POST', 'end-turn', { matchId, playerId: mover.user.id, isTimeout: false }), mover);
    expect(await nextCard(pair[waiting === a ? 0 : 1]!)).toEqual({ type: 'card.match', matchId });
  });
});

describe("the shuffle's commitment", () => {
  it("both players see SHA-256 of the match's seed from the deal, and never the seed", async () => {
    const [a, b] = await duelists();
    const matchId = await acceptedRematch(a, b);
    const row = await ctx.db.kysely
      .selectFrom('card_matches')
      .select('state')
      .where('id', '=', matchId)
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.state) as CardMatchState;
    expect(stored.seed).toMatch(/^[0-9a-f]{64}$/);
    for (const member of [a, b]) {
      const res = await call(member, 'GET', 'get-match-state', { matchId, playerId: member.user.id });
      expect(stateOf(res, member).seedCommitment).toBe(seedCommitment(stored.seed as string));
      expect(res.body).not.toContain(stored.seed);
    }
  });

  it('a match dealt before fair play answers no commitment and plays on', async () => {
    const { a, b, matchId } = await storedMatch('async', (state) => {
      delete state.rngVersion;
      delete state.seed;
      delete state.seedCommitment;
      delete state.playerA.moves;
      delete state.playerB.moves;
    });
    const [mover] = onTurn(await read(a, matchId), a, b);
    const res = await call(mover, 'POST', 'end-turn', { matchId, playerId: mover.user.id, isTimeout: false });
    expect(stateOf(res, mover)).toMatchObject({ seedCommitment: null, turnCount: 2 });
  });
});
