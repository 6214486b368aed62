import {
  CARD_MATCH_TEXT,
  CARD_QUEUE_TEXT,
  CARD_REMATCH_TEXT,
  MAX_ASYNC_CARD_GAMES,
  REMATCH_INVITATION_SECONDS,
  TOPICS,
  type RematchInvitation,
} from '@dd/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { cardCall, startRematch } from '../../../test/card-match.js';
import { block, movableClock, newMember, twoMembers, type Member } from '../../../test/members.js';
import { pairUp, play } from '../../../test/pvp.js';
import { appPerFile } from '../../../test/test-app.js';

/**
 * Card Battle rematch invitations (issue 22): nobody is put in a match they did not accept; the invitation
 * lives in the database (one open per pair), racing answers are safe, and the issue-21 limits and blocks hold
 * on Accept. `startRematch` is an invitation and its accept through the spec's create-match.
 */
const clock = movableClock();
const ctx = appPerFile({ clock });

const ERR = CARD_REMATCH_TEXT.errors;

const invite = (from: Member, to: Member, gameMode?: 'blitz' | 'async') =>
  cardCall(ctx.app, from, 'POST', 'rematch-invitations', {
    opponentId: to.user.id,
    ...(gameMode ? { gameMode } : {}),
  });
const accept = (m: Member, id: number) => cardCall(ctx.app, m, 'POST', `rematch-invitations/${id}/accept`);
const decline = (m: Member, id: number) => cardCall(ctx.app, m, 'POST', `rematch-invitations/${id}/decline`);
const readOne = (m: Member, id: number) => cardCall(ctx.app, m, 'GET', `rematch-invitations/${id}`);
const openOf = async (m: Member) =>
  (await cardCall(ctx.app, m, 'GET', 'rematch-invitations')).json<{ invitations: RematchInvitation[] }>().invitations;
const invitationOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ invitation: RematchInvitation }>().invitation;
};

async function finishDuel(a: Member, b: Member): Promise<void> {
  const match = await pairUp(ctx.app, a, b);
  expect((await play(ctx.app, match, a, b, [2, 2, 2, 2, 2])).status).toBe('completed');
}

async function duelists(): Promise<[Member, Member]> {
  const [a, b] = await twoMembers(ctx.app);
  await finishDuel(a, b);
  return [a, b];
}

/** The member's running games of a mode that count toward the limits (practice left out), as stored. */
const running = async (m: Member, mode: 'async' | 'blitz' = 'async') =>
  (
    await ctx.db.kysely
      .selectFrom('card_matches')
      .select('id')
      .where('status', '=', 'in_progress')
      .where('mode', '=', mode)
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
    expect((await startRematch(ctx.app, other, m)).statusCode).toBe(200);
  }
}

function expectRefusal(res: LightMyRequestResponse, status: number, error: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ error, code: status === 403 ? 'forbidden' : 'conflict' });
}

describe('an invitation, not a match', () => {
  it('is Blitz by default, reaches the other player by push, and starts nothing until accepted', async () => {
    const [a, b] = await duelists();
    const heard: unknown[] = [];
    const stop = ctx.app.deps.bus.subscribe(TOPICS.user(b.user.id), (event) => {
      if (event.type === 'card.rematch') heard.push(event);
    });
    const before = await allMatches();
    const sent = invitationOf(await invite(a, b));
    expect(sent).toMatchObject({
      inviterId: a.user.id,
      inviteeId: b.user.id,
      inviterName: a.user.username,
      gameMode: 'blitz',
      status: 'open',
      matchId: null,
      expiresInMs: REMATCH_INVITATION_SECONDS * 1000,
    });
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'card.rematch', invitationId: sent.id }]));
    stop();
    // Nobody is in a new game; the other player sees the invitation among their open ones.
    expect(await allMatches()).toBe(before);
    expect(await openOf(b)).toEqual([sent]);
    expect(await openOf(a)).toEqual([sent]);
    // Sending again answers the same invitation; the other player cannot send a second one for the pair.
    expect(invitationOf(await invite(a, b)).id).toBe(sent.id);
    expectRefusal(await invite(b, a), 409, ERR.alreadyInvited(a.user.username));

    const accepted = await accept(b, sent.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { matchId } = accepted.json<{ matchId: number }>();
    expect(await running(a, 'blitz')).toBe(1);
    const state = await cardCall(ctx.app, a, 'GET', 'get-match-state', { matchId, playerId: a.user.id });
    expect(state.json()).toMatchObject({ gameMode: 'blitz', playerAId: a.user.id, playerBId: b.user.id });
    // The inviter learns it by reading the invitation (and by push): accepted, with the match.
    expect(invitationOf(await readOne(a, sent.id))).toMatchObject({ status: 'accepted', matchId });
    expect(await openOf(b)).toEqual([]);
    // The duel has its rematch now.
    expectRefusal(await invite(b, a), 409, ERR.duelHasRematch);
  });

  it('declined: the inviter reads it declined, and it can no longer be accepted', async () => {
    const [a, b] = await duelists();
    const sent = invitationOf(await invite(a, b, 'async'));
    expect(invitationOf(await decline(b, sent.id)).status).toBe('declined');
    expect(invitationOf(await readOne(a, sent.id)).status).toBe('declined');
    expectRefusal(await accept(b, sent.id), 409, ERR.declined);
    // A new invitation of the pair may follow.
    expect(invitationOf(await invite(b, a)).status).toBe('open');
  });

  it('withdrawn by the inviter: accepting it gets a clear 409 and creates nothing', async () => {
    const [a, b] = await duelists();
    const sent = invitationOf(await invite(a, b));
    expect(invitationOf(await decline(a, sent.id)).status).toBe('withdrawn');
    const before = await allMatches();
    expectRefusal(await accept(b, sent.id), 409, ERR.withdrawn);
    expectRefusal(
      await cardCall(ctx.app, b, 'POST', 'create-match', {
        playerAId: a.user.id,
        playerBId: b.user.id,
        gameMode: 'blitz',
      }),
      409,
      ERR.withdrawn,
    );
    expect(await allMatches()).toBe(before);
  });

  it('only the invitee accepts; a stranger learns nothing of it', async () => {
    const [a, b] = await duelists();
    const stranger = await newMember(ctx.app);
    const sent = invitationOf(await invite(a, b));
    expectRefusal(await accept(a, sent.id), 403, ERR.notYours);
    for (const res of [
      await accept(stranger, sent.id),
      await decline(stranger, sent.id),
      await readOne(stranger, sent.id),
    ])
      expect(res.statusCode).toBe(404);
    expectRefusal(await invite(stranger, a), 409, ERR.noDuel);
    expect((await invite(a, a)).statusCode).toBe(400);
  });

  it("the spec's create-match: async when no gameMode, refused without an invitation or for another mode", async () => {
    const [a, b] = await duelists();
    const body = { playerAId: a.user.id, playerBId: b.user.id };
    expectRefusal(await cardCall(ctx.app, b, 'POST', 'create-match', body), 409, ERR.noInvitation);
    invitationOf(await invite(a, b, 'blitz'));
    expectRefusal(await cardCall(ctx.app, b, 'POST', 'create-match', body), 409, ERR.otherMode('blitz'));
    const [c, d] = await duelists();
    invitationOf(await invite(c, d, 'async'));
    const made = await cardCall(ctx.app, d, 'POST', 'create-match', { playerAId: c.user.id, playerBId: d.user.id });
    expect(made.statusCode, made.body).toBe(200);
    expect(await running(c)).toBe(1);
  });
});

describe('expiry', () => {
  it(`is open for ${REMATCH_INVITATION_SECONDS} s: accepted just before, refused with 409 from then on`, async () => {
    const [a, b] = await duelists();
    const early = invitationOf(await invite(a, b));
    await clock.advance(REMATCH_INVITATION_SECONDS * 1000 - 1);
    expect(invitationOf(await readOne(b, early.id)).expiresInMs).toBe(1);
    expect((await accept(b, early.id)).statusCode).toBe(200);

    const [c, d] = await duelists();
    const late = invitationOf(await invite(c, d));
    await clock.advance(REMATCH_INVITATION_SECONDS * 1000);
    const before = await allMatches();
    expectRefusal(await accept(d, late.id), 409, ERR.expired);
    expectRefusal(await decline(d, late.id), 409, ERR.expired);
    expect(invitationOf(await readOne(c, late.id))).toMatchObject({ status: 'expired', expiresInMs: 0 });
    expect(await openOf(d)).toEqual([]);
    expect(await allMatches()).toBe(before);
    // The pair may invite again.
    expect(invitationOf(await invite(d, c)).status).toBe('open');
  });

  it('two accepts racing at the last millisecond before the expiry get the one match', async () => {
    const [a, b] = await duelists();
    const sent = invitationOf(await invite(a, b));
    await clock.advance(REMATCH_INVITATION_SECONDS * 1000 - 1);
    const answers = await Promise.all([accept(b, sent.id), accept(b, sent.id)]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(answers.map((r) => r.json<{ matchId: number }>().matchId)).size).toBe(1);
    expect(await running(a, 'blitz')).toBe(1);
  });
});

describe('races', () => {
  it('two accepts at once (by id and by create-match) create one match, the same id for both', async () => {
    const [a, b] = await duelists();
    const sent = invitationOf(await invite(a, b, 'async'));
    const body = { playerAId: a.user.id, playerBId: b.user.id, gameMode: 'async' };
    const answers = await Promise.all([
      accept(b, sent.id),
      accept(b, sent.id),
      cardCall(ctx.app, b, 'POST', 'create-match', body),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(answers.map((r) => r.json<{ matchId: number }>().matchId)).size).toBe(1);
    expect([await running(a), await running(b)]).toEqual([1, 1]);
  });

  it('an accept racing a decline: exactly one wins, and a match exists only if the accept did', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = await duelists();
      const sent = invitationOf(await invite(a, b));
      const before = await allMatches();
      const [accepted, declined] = await Promise.all([accept(b, sent.id), decline(round % 2 ? a : b, sent.id)]);
      expect([accepted.statusCode, declined.statusCode].sort(), `${accepted.body} ${declined.body}`).toEqual([
        200, 409,
      ]);
      expect(await allMatches()).toBe(before + (accepted.statusCode === 200 ? 1 : 0));
    }
  });

  it('both players inviting at once: one open invitation for the pair', async () => {
    const [a, b] = await duelists();
    const [one, two] = await Promise.all([invite(a, b), invite(b, a)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect(await openOf(a)).toHaveLength(1);
  });

  it('a member at two async games accepting three invitations at once gets one of them', async () => {
    const a = await newMember(ctx.app);
    await withAsyncGames(a, 2);
    const others = [await newMember(ctx.app), await newMember(ctx.app), await newMember(ctx.app)];
    const ids: number[] = [];
    for (const other of others) {
      await finishDuel(a, other);
      ids.push(invitationOf(await invite(other, a, 'async')).id);
    }
    const answers = await Promise.all(ids.map((id) => accept(a, id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expectRefusal(res, 409, CARD_QUEUE_TEXT.maxAsyncGames);
    }
    expect(await running(a)).toBe(MAX_ASYNC_CARD_GAMES);
  });

  it('an accept racing a queue pairing: the member never passes three games', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b, waiting] = [await newMember(ctx.app), await newMember(ctx.app), await newMember(ctx.app)];
      await withAsyncGames(a, 2);
      await finishDuel(a, b);
      const sent = invitationOf(await invite(b, a, 'async'));
      const queued = await cardCall(ctx.app, waiting, 'POST', 'join-async-queue', {});
      expect(queued.json(), queued.body).toEqual({ status: 'waiting' });
      const [made, joined] = await Promise.all([
        accept(a, sent.id),
        cardCall(ctx.app, a, 'POST', 'join-async-queue', {}),
      ]);
      const started = [made, joined].filter((r) => r.statusCode === 200 && 'matchId' in r.json<object>());
      expect(started, `${made.body} ${joined.body}`).toHaveLength(1);
      expectRefusal(started[0] === made ? joined : made, 409, CARD_QUEUE_TEXT.maxAsyncGames);
      expect(await running(a)).toBe(3);
      await cardCall(ctx.app, waiting, 'POST', 'leave-queue', {});
    }
  });
});

describe('the issue-21 rules hold', () => {
  it("'Max 3 Async Games' on inviting and on accepting, counting either player; Blitz one at a time", async () => {
    const [full, free] = await twoMembers(ctx.app);
    await withAsyncGames(full, 2);
    await finishDuel(full, free);
    const sent = invitationOf(await invite(free, full, 'async'));
    // The third game starts elsewhere meanwhile: the accept is refused and creates nothing.
    await withAsyncGames(full, 1);
    const before = await allMatches();
    expectRefusal(await accept(full, sent.id), 409, CARD_QUEUE_TEXT.maxAsyncGames);
    expect(await allMatches()).toBe(before);
    expect(await running(free)).toBe(0);
    // A member at the limit cannot invite either.
    expectRefusal(await invite(full, free, 'async'), 409, CARD_QUEUE_TEXT.maxAsyncGames);
    const [c, d] = await duelists();
    await withAsyncGames(c, 3);
    expectRefusal(await invite(d, c, 'async'), 409, CARD_QUEUE_TEXT.maxAsyncGames);
    // A blitz game is not counted against the async limit, but only one blitz game runs at a time.
    const blitz = invitationOf(await invite(d, c, 'blitz'));
    expect((await accept(c, blitz.id)).statusCode).toBe(200);
    const [e] = await duelists();
    await finishDuel(c, e);
    expectRefusal(await invite(e, c, 'blitz'), 409, ERR.blitzRunning);
  });

  it('a blocked pair cannot invite, and a block after the invitation refuses the accept', async () => {
    const [d, e] = await duelists();
    await block(ctx.app, d, e);
    expectRefusal(await invite(e, d), 403, CARD_MATCH_TEXT.rematchBlocked);
    expectRefusal(await invite(d, e), 403, CARD_MATCH_TEXT.rematchBlocked);
    const [f, g] = await duelists();
    const sent = invitationOf(await invite(f, g));
    await block(ctx.app, f, g);
    const before = await allMatches();
    expectRefusal(await accept(g, sent.id), 403, CARD_MATCH_TEXT.rematchBlocked);
    expect(await allMatches()).toBe(before);
  });
});
