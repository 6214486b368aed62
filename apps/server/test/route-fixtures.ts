import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { cardCall, startRematch } from './card-match.js';
import { postReply, postThread } from './forum.js';
import { multipartBody, type BaseRequest, type JsonLike, type OperationShape } from './hostile-requests.js';
import { newMember, newVeteran, type Member } from './members.js';
import { playWholeGame, startPlay } from './memory.js';
import { matchOf, pairUp, play, submitTurn } from './pvp.js';
import { unsubscribeToken } from '../src/modules/newsletter/unsubscribe-token.js';
import { startFakeCreatorsApi } from './fake-creators-api.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestContext } from './test-app.js';

/**
 * Tests only: a small world with one of everything a route can act on (a wishlist, a thread and a reply, a
 * report, a finished duel and the card match after it, a deck, a subscriber, a suggestion), owned by `owner`,
 * and a valid request for every documented route built on it. The fuzz test breaks those requests; the
 * authorization walk sends them as other people.
 */
export interface RouteWorld {
  owner: Member;
  /** The owner's duel and card match opponent. */
  rival: Member;
  /** A member with nothing of their own. */
  other: Member;
  admin: Member;
  /** A member the admin routes act on. */
  target: Member;
  productId: string;
  asin: string;
  wishlistId: number;
  shareSlug: string;
  threadId: number;
  replyId: number;
  reportId: number;
  /** A duel in play, the owner on turn. */
  duelId: number;
  /** A member with a finished duel against the owner, and their open rematch invitation to the owner. */
  challengerId: number;
  rematchInvitationId: number;
  /** The owner's async card match, the owner on turn; a card in the owner's hand. */
  cardMatchId: number;
  handCard: string;
  /** A finished card match of the owner's (a practice they forfeited), which has a replay. */
  finishedCardMatchId: number;
  /** The owner's unfinished memory play. */
  memoryPlayId: number;
  /** The owner's finished memory play, not yet scored, and its score. */
  finishedPlayId: number;
  finishedScore: number;
  /** The world's subscriber's unsubscribe token. */
  unsubscribeToken: string;
  deckId: string;
  deckCards: string[];
  subscriberId: number;
  suggestionId: number;
  blogSlug: string;
  categoryId: string;
  /** A second session of the owner's (another device), which the device list's revoke names. */
  spareSessionId: string;
  /** A small valid PNG, for the upload routes. */
  png: Buffer;
}

async function ok(res: { statusCode: number; body: string }, status = 200): Promise<void> {
  expect(res.statusCode, res.body).toBe(status);
}

export async function createRouteWorld(app: FastifyInstance): Promise<RouteWorld> {
  const db = app.deps.db.kysely;
  const owner = await newVeteran(app);
  const rival = await newVeteran(app);
  const other = await newVeteran(app);
  const admin = await newVeteran(app, { admin: true });
  const target = await newMember(app);

  const product = await db
    .selectFrom('products')
    .select(['id', 'asin'])
    .where('asin', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const as = (m: Member) => ({ headers: m.headers });
  await ok(
    await app.inject({ method: 'POST', url: '/api/wishlist/add', ...as(owner), payload: { product_id: product.id } }),
  );
  const wishlist = await db
    .selectFrom('wishlists')
    .select(['id', 'share_slug'])
    .where('user_id', '=', owner.user.id)
    .executeTakeFirstOrThrow();

  await ok(
    await app.inject({
      method: 'POST',
      url: '/api/wishlist/toggle-public',
      ...as(owner),
      payload: { wishlist_id: wishlist.id, is_public: true },
    }),
  );
  const thread = await postThread(app, owner, 'Owner thread', 'Owned content');
  const reply = await postReply(app, owner, thread.id, 'Owned reply');
  await ok(
    await app.inject({
      method: 'POST',
      url: '/api/moderation/report/content',
      ...as(other),
      payload: { content_type: 'thread', content_id: thread.id, reason: 'spam' },
    }),
    201,
  );
  const report = await db.selectFrom('reports').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();

  const first = await pairUp(app, owner, rival);
  const finished = await play(app, first, owner, rival, [2, 2, 2, 2, 2]);
  expect(finished.status).toBe('completed');
  const created = await startRematch(app, owner, rival);
  await ok(created);
  const cardMatchId = created.json<{ matchId: number }>().matchId;
  // The owner on turn, so that the owner's moves get past 'Not your turn' to their input.
  const state = async (m: Member) =>
    (await cardCall(app, m, 'GET', 'get-match-state', { matchId: cardMatchId, playerId: m.user.id })).json<{
      turn: number;
      playerAId: number;
      playerA: { hand: Array<string | null> };
      playerB: { hand: Array<string | null> };
    }>();
  if ((await state(owner)).turn !== owner.user.id) {
    await ok(await cardCall(app, rival, 'POST', 'end-turn', { matchId: cardMatchId, playerId: rival.user.id }));
  }
  const seen = await state(owner);
  const handCard = (seen.playerAId === owner.user.id ? seen.playerA : seen.playerB).hand.find((c) => c !== null);
  const practice = await cardCall(app, owner, 'POST', 'practice', { mode: 'async' });
  await ok(practice);
  const finishedCardMatchId = practice.json<{ matchId: number }>().matchId;
  await ok(
    await cardCall(app, owner, 'POST', 'forfeit-match', { matchId: finishedCardMatchId, playerId: owner.user.id }),
  );
  // A rematch invitation to the owner, from a member the walk does not block (open, or expired by the time a
  // route reaches it: either way the owner's call is theirs to make).
  const challenger = await newMember(app);
  const challenge = await pairUp(app, challenger, owner);
  expect((await play(app, challenge, challenger, owner, [2, 2, 2, 2, 2])).status).toBe('completed');
  const invited = await cardCall(app, challenger, 'POST', 'rematch-invitations', {
    opponentId: owner.user.id,
    gameMode: 'async',
  });
  await ok(invited);
  const rematchInvitationId = invited.json<{ invitation: { id: number } }>().invitation.id;
  // A duel in play (the first one is over), the owner on turn.
  let duel = await pairUp(app, owner, rival);
  if (duel.current_turn !== owner.user.id) duel = matchOf(await submitTurn(app, rival, { match_id: duel.id, add: 1 }));

  // A memory game the owner finished (its score not sent yet), then a new one under way.
  const finishedGame = await playWholeGame(app, owner);
  const memoryPlayId = await startPlay(app, owner);

  const decks = await app.inject({ method: 'GET', url: '/api/card/decks', ...as(owner) });
  await ok(decks);
  const starter = decks.json<{ decks: Array<{ id: string; card_ids: string[] }> }>().decks[0];
  if (!starter) throw new Error(`no deck in ${decks.body}`);
  // A deck of the owner's own (the starter deck cannot be edited or deleted).
  const custom = await app.inject({
    method: 'POST',
    url: '/api/card/decks',
    ...as(owner),
    payload: { name: 'Owner deck', cardIds: starter.card_ids },
  });
  expect(custom.statusCode, custom.body).toBeLessThan(300);
  const deck = {
    id: (JSON.stringify(custom.json()).match(/"id":"([^"]+)"/) ?? [])[1] ?? '',
    cardIds: starter.card_ids,
  };

  await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'fuzz-subscriber@example.com' } });
  const subscriber = await db.selectFrom('newsletter_subscribers').select('id').executeTakeFirstOrThrow();
  await app.inject({
    method: 'POST',
    url: '/api/submit-product',
    payload: { name: 'A fuzzed gift', url: 'https://example.com/gift' },
  });
  const suggestion = await db.selectFrom('product_suggestions').select('id').executeTakeFirstOrThrow();
  const blog = await app.inject({ method: 'GET', url: '/api/blog' });
  const blogSlug = (JSON.stringify(blog.json()).match(/"slug":"([^"]+)"/) ?? [])[1] ?? 'no-such-post';

  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f80' } })
    .png()
    .toBuffer();
  const category = await app.inject({
    method: 'POST',
    url: '/api/admin/categories',
    headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=worldBoundary' },
    payload: multipartBody('worldBoundary', [
      { name: 'name', value: 'World category' },
      { name: 'description', value: 'The category of the route world' },
      { name: 'image', value: png, filename: 'c.png', contentType: 'image/png' },
    ]),
  });
  await ok(category, 201);

  const spareLogin = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: owner.user.username, password: owner.password },
  });
  await ok(spareLogin);
  const spare = await app.inject({
    method: 'GET',
    url: '/api/account/sessions',
    headers: { authorization: `Bearer ${spareLogin.json<{ token: string }>().token}` },
  });
  await ok(spare);
  const spareSessionId = spare
    .json<{ sessions: Array<{ id: string; current: boolean }> }>()
    .sessions.find((s) => s.current)?.id as string;

  return {
    spareSessionId,
    owner,
    rival,
    other,
    admin,
    target,
    productId: product.id,
    asin: product.asin ?? 'B000000000',
    wishlistId: wishlist.id,
    shareSlug: wishlist.share_slug,
    threadId: thread.id,
    replyId: reply.id,
    reportId: report.id,
    duelId: duel.id,
    challengerId: challenger.user.id,
    rematchInvitationId,
    cardMatchId,
    handCard: handCard ?? 'none',
    finishedCardMatchId,
    memoryPlayId,
    finishedPlayId: finishedGame.playId,
    finishedScore: finishedGame.score,
    unsubscribeToken: unsubscribeToken('fuzz-subscriber@example.com', app.deps.config.appSecret),
    deckId: deck.id,
    deckCards: deck.cardIds,
    subscriberId: subscriber.id,
    suggestionId: suggestion.id,
    blogSlug,
    categoryId: category.json<{ category: { id: string } }>().category.id,
    png,
  };
}

/** The routes that read a multipart form (their OpenAPI entry documents no body): the form's text fields. */
export const MULTIPART_FIELDS: Record<string, Record<string, string>> = {
  'PUT /api/auth/profile': { display_name: 'Fuzzy', bio: 'A short bio' },
  'POST /api/forum/threads': { title: 'A fuzzed thread', content: 'Some content' },
  'POST /api/admin/categories': { name: 'Fuzzed', description: 'A fuzzed category description' },
  'POST /api/admin/products': {
    name: 'Fuzzed product',
    description: 'A fuzzed product description',
    price: '12.50',
    category: 'world-category',
    giftCategory: '',
    url: 'https://example.com/p',
    source: 'other',
  },
};

/**
 * A valid request for `op` acting on `world` as `caller` (whose own ids go where the caller's id is asked):
 * path and query values URL-encoded, the body as JSON.
 */
export function validRequest(op: OperationShape, world: RouteWorld, caller: Member): BaseRequest {
  const key = `${op.method} ${op.path}`;
  const me = caller.user.id;
  const enc = (v: string | number) => encodeURIComponent(String(v));
  const password = { password: enc(TEST_ADMIN_PASSWORD) };
  const path: Record<string, string> = {};
  for (const name of op.pathParams) path[name] = '1';
  const byPath: Array<[RegExp, Record<string, string>]> = [
    [/^\/media\//, { id: 'a'.repeat(24) }],
    [/^\/(api\/products|go)\/\{id\}/, { id: enc(world.productId) }],
    [/^\/api\/user\/\{id\}/, { id: enc(world.target.user.id) }],
    [/^\/api\/wishlist\/\{userId\}/, { userId: enc(world.owner.user.id) }],
    [/^\/api\/wishlist\/share\//, { share_slug: enc(world.shareSlug) }],
    [/^\/api\/forum\/thread\//, { id: enc(world.threadId) }],
    [/^\/api\/forum\/reply\//, { id: enc(world.replyId) }],
    [/^\/api\/moderation\/block-status\//, { userId: enc(world.rival.user.id) }],
    [/^\/api\/moderation\/reports\//, { id: enc(world.reportId) }],
    [/^\/api\/blog\//, { slug: enc(world.blogSlug) }],
    [/^\/api\/admin\/users\//, { id: enc(world.target.user.id) }],
    [/^\/api\/admin\/subscribers\//, { id: enc(world.subscriberId) }],
    [/^\/api\/admin\/suggestions\//, { id: enc(world.suggestionId) }],
    [/^\/admin\/products\//, { key: enc(world.productId) }],
    [/^\/admin\/refresh-product\//, { asin: enc(world.asin) }],
    [/^\/api\/card\/decks\//, { id: enc(world.deckId) }],
    [/^\/api\/card\/rematch-invitations\//, { id: enc(world.rematchInvitationId) }],
    [/^\/api\/card\/matches\//, { id: enc(world.finishedCardMatchId) }],
    [/^\/api\/game\/memory\/\{playId\}/, { playId: enc(world.memoryPlayId) }],
    [/^\/api\/account\/sessions\/\{id\}/, { id: enc(world.spareSessionId) }],
  ];
  for (const [pattern, values] of byPath) if (pattern.test(op.path)) Object.assign(path, values);

  const queries: Record<string, Record<string, string>> = {
    'GET /api/search/suggestions': { q: 'gift' },
    'POST /api/unsubscribe/one-click': {
      email: enc('fuzz-subscriber@example.com'),
      token: enc(world.unsubscribeToken),
    },
    'DELETE /api/moderation/block': { blocked_id: enc(world.rival.user.id) },
    'GET /api/game/leaderboard': { game_id: 'puzzle' },
    'GET /api/card/get-match-state': { matchId: enc(world.cardMatchId), playerId: enc(me) },
    'GET /api/card/queue-status': { userId: enc(me) },
    'GET /api/card/user-games': { userId: enc(me) },
    'GET /api/card/finished-matches': { userId: enc(world.owner.user.id) },
    'GET /api/card/cards': { userId: enc(me) },
    'GET /api/card/decks': { userId: enc(me) },
    'GET /api/admin/clicks': { from: '2026-01-01', to: '2026-12-31' },
    'GET /api/admin/users': { q: 'member', page: '1' },
  };
  const query = queries[key] ?? (/^\/(admin|refresh-products)/.test(op.path) ? password : {});

  const bodies: Record<string, Record<string, JsonLike>> = {
    'POST /api/newsletter': { email: 'fuzz@example.com' },
    'POST /api/unsubscribe': { email: 'fuzz-subscriber@example.com', token: world.unsubscribeToken },
    'POST /api/unsubscribe/one-click': { 'List-Unsubscribe': 'One-Click' },
    'POST /api/auth/register': {
      username: 'fuzz_register',
      email: 'fuzz-register@example.com',
      password: 'fuzz-password-1',
      confirm_password: 'fuzz-password-1',
      subscribe_newsletter: false,
    },
    'POST /api/auth/login': { username: caller.user.username, password: caller.password },
    'POST /api/auth/forgot-password': { email: caller.user.email },
    // No mail is read here: a well-formed token that names no link (account-recovery.api.test.ts uses real ones).
    'POST /api/auth/reset-password': {
      token: 'a'.repeat(43),
      password: 'fuzz-password-1',
      confirm_password: 'fuzz-password-1',
    },
    'POST /api/account/email/confirm': { token: 'a'.repeat(43) },
    // The same password again: the walk's later requests still log in with it.
    'POST /api/account/password': {
      current_password: caller.password,
      password: caller.password,
      confirm_password: caller.password,
    },
    'POST /api/account/email': { password: caller.password, email: `moved-${me}@example.com` },
    // A wrong password: the walk's callers must stay (account-deletion.api.test.ts deletes for real).
    'DELETE /api/account': { password: 'not-the-password' },
    'POST /api/wishlist/add': { product_id: world.productId },
    'POST /api/wishlist/remove': { product_id: world.productId },
    'POST /api/wishlist/toggle-public': { wishlist_id: world.wishlistId, is_public: true },
    'POST /api/follow': { user_id: world.target.user.id, follow: true },
    'POST /api/forum/reply': { thread_id: world.threadId, content: 'A fuzzed reply', parent_id: world.replyId },
    'POST /api/moderation/report/user': { reported_id: world.target.user.id, reason: 'spam', description: 'x' },
    'POST /api/moderation/report/content': {
      content_type: 'reply',
      content_id: world.replyId,
      reason: 'spam',
      description: 'x',
    },
    'POST /api/moderation/block': { blocked_id: world.target.user.id },
    'POST /api/moderation/reports/{id}/resolve': { status: 'resolved', admin_notes: 'ok' },
    'POST /api/submit-product': { name: 'A fuzzed gift', url: 'https://example.com/fuzz' },
    'PUT /api/admin/users/{id}/admin': { is_admin: true },
    'POST /admin/products': {
      password: TEST_ADMIN_PASSWORD,
      name: 'Fuzzed admin product',
      description: 'Made by the fuzz test',
      price: 12.5,
      imageUrl: 'https://example.com/i.png',
      affiliateUrl: 'https://example.com/p',
    },
    'PUT /admin/products/{key}': { password: TEST_ADMIN_PASSWORD, name: 'Renamed by the fuzz test', price: '9.99' },
    'DELETE /admin/products/{key}': { password: TEST_ADMIN_PASSWORD },
    'POST /refresh-products': { password: TEST_ADMIN_PASSWORD },
    'POST /admin/refresh-product/{asin}': { password: TEST_ADMIN_PASSWORD },
    'POST /api/game/score': { game_id: 'puzzle', score: world.finishedScore, play_id: world.finishedPlayId },
    'POST /api/game/memory/{playId}/flip': { index: 0 },
    'POST /api/pvp/submitTurn': { match_id: world.duelId, add: 1 },
    'POST /api/pvp/completeMatch': { match_id: world.duelId, winner_id: me, game_state: { total: 10 } },
    'POST /api/card/create-match': { playerAId: world.owner.user.id, playerBId: world.rival.user.id },
    'POST /api/card/rematch-invitations': { opponentId: world.challengerId, gameMode: 'async' },
    'POST /api/card/practice': { mode: 'blitz' },
    'POST /api/card/play-card': { matchId: world.cardMatchId, playerId: me, cardId: world.handCard },
    'POST /api/card/end-turn': { matchId: world.cardMatchId, playerId: me, isTimeout: false },
    'POST /api/card/forfeit-match': { matchId: world.cardMatchId, playerId: me },
    'POST /api/card/join-blitz-queue': { userId: me },
    'POST /api/card/join-async-queue': { userId: me },
    'POST /api/card/leave-queue': { userId: me },
    'POST /api/card/decks': { userId: me, name: 'Fuzzed deck', cardIds: world.deckCards },
    'PUT /api/card/decks/{id}': { name: 'Renamed deck', cardIds: world.deckCards },
    'POST /api/card/decks/{id}/activate': { userId: me },
  };
  const multipart = MULTIPART_FIELDS[key];
  const body = bodies[key] ?? (op.bodyFields.length ? {} : undefined);
  const files = /^\/api\/admin\/(categories|products)$/.test(op.path) ? { image: world.png } : undefined;
  return { path, query, ...(multipart ? { multipart, ...(files ? { files } : {}) } : body ? { body } : {}) };
}

/** Logs `member` in again when a request revoked its session (the logout route); its headers then carry the new token. */
export async function keepSignedIn(app: FastifyInstance, member: Member): Promise<void> {
  const me = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: member.headers });
  if (me.statusCode === 200) return;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: member.user.username, password: member.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  member.token = login.json<{ token: string }>().token;
  member.headers.authorization = `Bearer ${member.token}`;
}

/** A stand-in web build (a shell and a server renderer that asks the API), so that the web shell's route answers. */
function standInWebBuild(): string {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'dd-routes-web-')), 'dist');
  mkdirSync(dist);
  mkdirSync(`${dist}-ssr`);
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(`${dist}-ssr`, 'entry-server.js'),
    `export async function render(url, transport) {
      const res = await transport('/api/products/count', { method: 'GET' });
      await res.json();
      return { html: '<p>page</p>', stateScript: '' };
    }`,
  );
  return dist;
}

/**
 * An app for the tests that walk every route, with the route world in it: a stand-in web build (the web shell
 * answers), the retailer API as a local fake (the refresh routes get past "not configured"), and per-IP write
 * limits out of the way (`env` may say more).
 */
export async function createRouteApp(
  env: Record<string, string> = {},
): Promise<{ ctx: TestContext; world: RouteWorld; close: () => Promise<void> }> {
  const webDist = standInWebBuild();
  const retailer = await startFakeCreatorsApi();
  const ctx = await createTestApp({
    seed: true,
    env: retailer.env({
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RETAILER_REQUESTS_PER_SECOND: '1000',
      WEB_DIST: webDist,
      ...env,
    }),
  });
  const world = await createRouteWorld(ctx.app);
  retailer.setItem({ asin: world.asin, title: 'Fresh from the retailer', price: 9.99 });
  return {
    ctx,
    world,
    close: async () => {
      await ctx.close();
      await retailer.close();
      rmSync(path.dirname(webDist), { recursive: true, force: true });
    },
  };
}

/**
 * Forfeits `member`'s running practice games: the bot moves on a timer of its own, and its moves would show as
 * changes in whatever the test looks at next.
 */
export async function endPractice(app: FastifyInstance, member: Member): Promise<void> {
  const running = await app.deps.db.kysely
    .selectFrom('card_matches')
    .select('id')
    .where('practice', '=', 1)
    .where('status', '=', 'in_progress')
    .where('player_a_id', '=', member.user.id)
    .execute();
  for (const { id } of running) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/card/forfeit-match',
      headers: member.headers,
      payload: { matchId: id, playerId: member.user.id },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}
