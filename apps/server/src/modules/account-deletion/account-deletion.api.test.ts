import { ACCOUNT_DELETION_TEXT, type AccountUser } from '@dd/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cardCall } from '../../../test/card-match.js';
import { linkIn, tokenOf, waitForMails } from '../../../test/outbox-mail.js';
import {
  block,
  injectAs,
  movableClock,
  newAdmin,
  newMember,
  newVeteran,
  twoMembers,
  type Member,
} from '../../../test/members.js';
import { pairUp, pvpCall } from '../../../test/pvp.js';
import { appPerFile } from '../../../test/test-app.js';
import { rowById } from '../../../test/rows.js';
import { DELETION_MAX_FAILURES } from './account-deletion.service.js';

/** DELETE /api/account on both engines: what goes, what stays as 'Deleted member', games, queues, races. */
const clock = movableClock();
const ctx = appPerFile({ clock });

const deleteAccount = (member: Member, password = member.password) =>
  injectAs(ctx.app, member, 'DELETE', '/api/account', { password });

const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

const k = () => ctx.db.kysely;
const rowsOf = async (table: 'sessions' | 'points_ledger' | 'wishlists' | 'card_decks', userId: number) =>
  (await k().selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).length;

/** The two member columns of the tables that link two members. */
const memberSides = { follows: ['follower_id', 'followee_id'], blocks: ['blocker_id', 'blocked_id'] } as const;
/** The rows of a linking table that name the member on either side. */
const linksOf = async (table: keyof typeof memberSides, id: number) => {
  const [one, other] = memberSides[table];
  const query = sql`SELECT * FROM ${sql.table(table)} WHERE ${sql.ref(one)} = ${id} OR ${sql.ref(other)} = ${id}`;
  return (await query.execute(k())).rows;
};

const userRow = (id: number) => rowById(ctx.db, 'users', id);

/** A member with something of everything: a subscription, a wishlist item, a follow both ways, a block, a thread. */
async function busyMember(): Promise<{ member: Member; friend: Member; threadId: number; replyId: number }> {
  const member = await newVeteran(ctx.app);
  await injectAs(ctx.app, member, 'POST', '/api/newsletter', { email: member.user.email });
  const friend = await newVeteran(ctx.app);
  const product = await k().selectFrom('products').select('id').executeTakeFirst();
  if (product) {
    const added = await injectAs(ctx.app, member, 'POST', '/api/wishlist/add', { product_id: product.id });
    expect(added.statusCode, added.body).toBe(200);
  } else {
    const nowIso = clock.now().toISOString();
    await k()
      .insertInto('wishlists')
      .values({
        user_id: member.user.id,
        is_public: 0,
        share_slug: `s${member.user.id}`,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .execute();
  }
  for (const [from, to] of [
    [member, friend],
    [friend, member],
  ] as const) {
    const res = await injectAs(ctx.app, from, 'POST', '/api/follow', { user_id: to.user.id, follow: true });
    expect(res.statusCode, res.body).toBe(200);
  }
  const blocked = await newMember(ctx.app);
  await block(ctx.app, member, blocked);
  await injectAs(ctx.app, member, 'POST', '/api/moderation/report/user', {
    reported_id: blocked.user.id,
    reason: 'spam',
    description: 'x',
  });
  const thread = await injectAs(ctx.app, member, 'POST', '/api/forum/threads', {
    title: 'Kept after I go',
    content: 'Public words',
  });
  expect(thread.statusCode, thread.body).toBe(201);
  const threadId = thread.json<{ thread: { id: number } }>().thread.id;
  const reply = await injectAs(ctx.app, member, 'POST', '/api/forum/reply', {
    thread_id: threadId,
    content: 'A reply that stays',
  });
  expect(reply.statusCode, reply.body).toBe(201);
  const nowIso = clock.now().toISOString();
  await k()
    .insertInto('game_best_scores')
    .values({ user_id: member.user.id, game_id: 'puzzle', best_score: 990, games_played: 1, achieved_at: nowIso })
    .execute();
  await k()
    .insertInto('pvp_ratings')
    .values({ user_id: member.user.id, rating: 2400, rd: 40, volatility: 0.06, games_played: 30, updated_at: nowIso })
    .execute();
  return { member, friend, threadId, replyId: reply.json<{ reply: { id: number } }>().reply.id };
}

describe('DELETE /api/account', () => {
  it("deletes the private data in one go and keeps the public posts as 'Deleted member'", async () => {
    const { member, friend, threadId, replyId } = await busyMember();
    const id = member.user.id;
    expect(await rowsOf('points_ledger', id)).toBeGreaterThan(0);
    expect(await rowsOf('card_decks', id)).toBeGreaterThan(0);

    const res = await deleteAccount(member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });

    for (const table of ['sessions', 'points_ledger', 'wishlists', 'card_decks'] as const) {
      expect(await rowsOf(table, id), table).toBe(0);
    }
    for (const table of ['follows', 'blocks'] as const) expect(await linksOf(table, id), table).toEqual([]);
    expect(await k().selectFrom('reports').select('id').where('reporter_id', '=', id).execute()).toEqual([]);
    expect(
      await k().selectFrom('newsletter_subscribers').select('id').where('email', '=', member.user.email).execute(),
    ).toEqual([]);
    expect(
      await k().selectFrom('login_failures').select('id').where('account_key', '=', `user:${id}`).execute(),
    ).toEqual([]);
    const tombstone = await userRow(id);
    expect(tombstone).toMatchObject({
      username: ACCOUNT_DELETION_TEXT.deletedMember,
      username_key: `deleted#${id}`,
      email: `deleted#${id}`,
      password_hash: '!',
      display_name: null,
      bio: null,
      avatar_media_id: null,
      is_admin: 0,
    });
    expect(tombstone.deleted_at).not.toBeNull();

    // The thread and the reply stay readable, their author shown as 'Deleted member'.
    const thread = await ctx.app.inject({ method: 'GET', url: `/api/forum/thread/${threadId}` });
    expect(thread.statusCode).toBe(200);
    const body = thread.json<{
      thread: { username: string; content: string };
      replies: { id: number; username: string; content: string }[];
    }>();
    expect(body.thread).toMatchObject({ username: ACCOUNT_DELETION_TEXT.deletedMember, content: 'Public words' });
    expect(body.replies.find((r) => r.id === replyId)).toMatchObject({
      username: ACCOUNT_DELETION_TEXT.deletedMember,
      content: 'A reply that stays',
    });
    expect(body.thread).not.toMatchObject({ username: member.user.username });

    // The profile is gone; the friend follows nobody now.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/user/${id}/profile` })).statusCode).toBe(404);
    const own = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: friend.headers });
    expect(own.json()).toMatchObject({ followers: 0, following: 0 });

    // Off the leaderboards.
    const scores = await ctx.app.inject({ method: 'GET', url: '/api/game/leaderboard?game_id=puzzle' });
    expect(scores.json<{ leaderboard: { user_id: number }[] }>().leaderboard.map((e) => e.user_id)).not.toContain(id);
    const ratings = await pvpCall(ctx.app, null, 'GET', 'leaderboard');
    expect(ratings.json<{ leaderboard: { user_id: number }[] }>().leaderboard.map((e) => e.user_id)).not.toContain(id);
  });

  it('the old token answers 401, and the old name and address log in like an unknown account', async () => {
    const member = await newMember(ctx.app);
    expect((await deleteAccount(member)).statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: member.headers });
    expect(me.statusCode).toBe(401);
    const unknown = await login('nobody_at_all_here', member.password);
    for (const identifier of [member.user.username, member.user.email, `deleted#${member.user.id}`]) {
      const res = await login(identifier, member.password);
      expect(res.statusCode, identifier).toBe(401);
      expect(res.json(), identifier).toEqual(unknown.json());
    }
  });

  it('a reset link asked for before the deletion no longer sets a password', async () => {
    const member = await newMember(ctx.app);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: member.user.email },
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = await waitForMails(ctx.config.outboxDir, member.user.email);
    const token = tokenOf(linkIn(mail!, `${ctx.config.publicUrl}/reset-password?token=`));
    expect((await deleteAccount(member)).statusCode).toBe(200);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a new password 1', confirm_password: 'a new password 1' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ code: 'invalid_token' });
    expect((await login(`deleted#${member.user.id}`, 'a new password 1')).statusCode).toBe(401);
  });

  it("leaves the admin's user list and count", async () => {
    const admin = await newAdmin(ctx.app);
    const member = await newMember(ctx.app);
    const stats = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers })).json<{
        users: number;
      }>().users;
    const before = await stats();
    expect((await deleteAccount(member)).statusCode).toBe(200);
    expect(await stats()).toBe(before - 1);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users?q=${encodeURIComponent(`deleted#${member.user.id}`)}`,
      headers: admin.headers,
    });
    expect(listed.json()).toMatchObject({ users: [], total: 0 });
  });

  it('frees the username and the address for a new registration', async () => {
    const member = await newMember(ctx.app);
    expect((await deleteAccount(member)).statusCode).toBe(200);
    const again = await newMember(ctx.app, { username: member.user.username });
    expect(again.user.id).not.toBe(member.user.id);
    expect(again.user.email).toBe(member.user.email);
    const res = await login(member.user.username, again.password);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: AccountUser }>().user.id).toBe(again.user.id);
  });

  it('refuses a wrong password with its own code and changes nothing; too many are limited', async () => {
    const member = await newMember(ctx.app);
    const before = await userRow(member.user.id);
    const res = await deleteAccount(member, 'not-my-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: ACCOUNT_DELETION_TEXT.wrongPassword, code: 'wrong_password' });
    expect(await userRow(member.user.id)).toEqual(before);
    expect(await rowsOf('sessions', member.user.id)).toBe(1);
    for (let i = 1; i < DELETION_MAX_FAILURES; i++) {
      expect((await deleteAccount(member, 'not-my-password')).statusCode).toBe(400);
    }
    const limited = await deleteAccount(member);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await userRow(member.user.id)).toEqual(before);
    expect((await deleteAccount(member, '')).statusCode).toBe(400);
  });

  it('answers 401 to a visitor', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/account', payload: { password: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it('the only admin cannot delete the account (409); with another admin it can', async () => {
    await k().updateTable('users').set({ is_admin: 0 }).execute();
    const admin = await newAdmin(ctx.app);
    const res = await deleteAccount(admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: ACCOUNT_DELETION_TEXT.lastAdmin, code: 'conflict' });
    expect((await userRow(admin.user.id)).deleted_at).toBeNull();
    await newAdmin(ctx.app);
    expect((await deleteAccount(admin)).statusCode).toBe(200);
  });

  it('racing deletions of one account delete it once', async () => {
    const member = await newMember(ctx.app);
    const answers = await Promise.all([deleteAccount(member), deleteAccount(member), deleteAccount(member)]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
    expect((await userRow(member.user.id)).deleted_at).not.toBeNull();
  });
});

describe('games', () => {
  it('forfeits a running duel (the opponent wins) and leaves the duel queue', async () => {
    const [a, b] = await twoMembers(ctx.app);
    const match = await pairUp(ctx.app, a, b);
    expect((await deleteAccount(a)).statusCode).toBe(200);
    const row = await rowById(ctx.db, 'pvp_matches', match.id);
    expect(row).toMatchObject({ status: 'completed', winner_id: b.user.id, end_reason: 'forfeit' });
    expect(await k().selectFrom('pvp_seats').selectAll().execute()).toEqual([]);
    const seen = (await pvpCall(ctx.app, b, 'GET', 'myMatch')).json<{ match: Record<string, unknown> }>().match;
    expect(seen).toMatchObject({ status: 'completed', winner_id: b.user.id });
    const aSeat = seen.player1_id === a.user.id ? 'player1_username' : 'player2_username';
    expect(seen[aSeat]).toBe(ACCOUNT_DELETION_TEXT.deletedMember);

    const waiting = await newMember(ctx.app);
    expect((await pvpCall(ctx.app, waiting, 'POST', 'joinQueue')).json()).toMatchObject({
      match: { status: 'pending' },
    });
    expect((await deleteAccount(waiting)).statusCode).toBe(200);
    const pending = await k().selectFrom('pvp_matches').select('id').where('status', '=', 'pending').execute();
    expect(pending).toEqual([]);
  });

  it('forfeits a running card match (the opponent wins) and leaves the card queue', async () => {
    const [a, b] = await twoMembers(ctx.app);
    expect((await cardCall(ctx.app, a, 'POST', 'join-blitz-queue', { userId: a.user.id })).statusCode).toBe(200);
    const paired = await cardCall(ctx.app, b, 'POST', 'join-blitz-queue', { userId: b.user.id });
    const matchId = paired.json<{ matchId: number }>().matchId;
    expect(matchId).toEqual(expect.any(Number));
    expect((await deleteAccount(a)).statusCode).toBe(200);
    const row = await rowById(ctx.db, 'card_matches', matchId);
    expect(row.status).toBe('forfeited');
    expect(JSON.parse(row.state)).toMatchObject({ winner: b.user.id, winReason: 'opponent_forfeited' });
    const state = await cardCall(ctx.app, b, 'GET', 'get-match-state', { matchId, playerId: b.user.id });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.body).toContain(ACCOUNT_DELETION_TEXT.deletedMember);

    const waiting = await newMember(ctx.app);
    await cardCall(ctx.app, waiting, 'POST', 'join-async-queue', { userId: waiting.user.id });
    expect(
      await k().selectFrom('card_queue').select('user_id').where('user_id', '=', waiting.user.id).execute(),
    ).toHaveLength(1);
    expect((await deleteAccount(waiting)).statusCode).toBe(200);
    expect(
      await k().selectFrom('card_queue').select('user_id').where('user_id', '=', waiting.user.id).execute(),
    ).toEqual([]);
  });
});
