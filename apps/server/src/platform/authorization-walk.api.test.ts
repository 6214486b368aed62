import type { CardMatchStateResponse } from '@dd/contracts';
import { botAction } from '@dd/game';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { botView, cardCall, startRematch } from '../../test/card-match.js';
import { DbFingerprint } from '../../test/db-fingerprint.js';
import type { BaseRequest, OperationShape } from '../../test/hostile-requests.js';
import { toJsonText, multipartBody } from '../../test/hostile-requests.js';
import { newVeteran, type Member } from '../../test/members.js';
import { pairUp, pvpCall, seats, submitTurn } from '../../test/pvp.js';
import { ACCESS, type Rule } from '../../test/route-access.js';
import { createRouteApp, endPractice, keepSignedIn, validRequest, type RouteWorld } from '../../test/route-fixtures.js';
import { fastifyPath, registeredRoutes, routeKey, routeOperations } from '../../test/route-list.js';
import type { TestContext } from '../../test/test-app.js';

/*
 * Every route the app registered, called as a visitor, as the member who owns what the request acts on, as another
 * member sending the owner's very request, and as an admin. The table below says who each route is for; a route
 * missing from it fails the test, so a new route cannot ship without a rule. The server decides, never the client:
 * members-only routes answer 401 to a visitor, admin routes 401/403 to anyone else, and a request on someone
 * else's wishlist, thread, deck, match, queue seat or memory play is refused (403/404, or the 400 an unknown
 * play gets when scored) and changes nothing.
 */

let ctx: TestContext;
let world: RouteWorld;
let fingerprint: DbFingerprint;
/** Every event published while the games are played. */
const published: Array<{ topics: string | readonly string[]; event: { type: string } }> = [];

let close: () => Promise<void>;

beforeAll(async () => {
  ({ ctx, world, close } = await createRouteApp());
  fingerprint = await DbFingerprint.of(ctx.db);
  // The wishlist is private here: only its owner may read it by user id.
  const hide = await ctx.app.inject({
    method: 'POST',
    url: '/api/wishlist/toggle-public',
    headers: world.owner.headers,
    payload: { wishlist_id: world.wishlistId, is_public: false },
  });
  expect(hide.statusCode, hide.body).toBe(200);
}, 60_000);
afterAll(async () => close?.());

interface Walked {
  key: string;
  rule: Rule;
  op: OperationShape;
}

/** The registered routes with their rule and the OpenAPI shape their valid request is built from. */
const walkedRoutes = (): Walked[] =>
  routeOperations(ctx.app).map((op) => ({ key: op.key, rule: ACCESS[op.key] as Rule, op }));

/** The request as light-my-request takes it, from a valid request. */
function requestOf(op: OperationShape, base: BaseRequest, headers: Record<string, string>) {
  const url =
    op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => base.path[name] ?? (name === 'wild' ? 'about' : '1')) +
    (Object.keys(base.query).length
      ? `?${Object.entries(base.query)
          .map(([k, v]) => `${k}=${v}`)
          .join('&')}`
      : '');
  if (base.multipart) {
    const parts = [
      ...Object.entries(base.multipart).map(([name, value]) => ({ name, value })),
      ...Object.entries(base.files ?? {}).map(([name, value]) => ({
        name,
        value,
        filename: `${name}.png`,
        contentType: 'image/png',
      })),
    ];
    return {
      method: op.method as 'GET',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=walkBoundary' },
      payload: multipartBody('walkBoundary', parts),
    };
  }
  return {
    method: op.method as 'GET',
    url,
    headers: base.body ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(base.body ? { payload: toJsonText(base.body) } : {}),
  };
}

/** The owner's valid request, without the admin password where it carries one. */
function withoutPassword(base: BaseRequest): BaseRequest {
  const query = Object.fromEntries(Object.entries(base.query).filter(([k]) => k !== 'password'));
  const body = base.body ? Object.fromEntries(Object.entries(base.body).filter(([k]) => k !== 'password')) : undefined;
  return { ...base, query, ...(body ? { body } : {}) };
}

let ip = 0;
async function send(op: OperationShape, base: BaseRequest, member: Member | null): Promise<LightMyRequestResponse> {
  ip += 1;
  const res = await ctx.app.inject({
    ...requestOf(op, base, member ? { ...member.headers } : {}),
    remoteAddress: `10.9.${(ip >> 8) & 255}.${ip & 255}`,
  });
  if (member && op.path === '/api/auth/logout') await keepSignedIn(ctx.app, member);
  if (member && op.path === '/api/card/practice') await endPractice(ctx.app, member);
  leaks.push(...credentialLeaks(op, res, member));
  return res;
}

/** Every answer of the walk that shows a credential, or an email to someone it does not belong to. */
const leaks: string[] = [];
let scanned = 0;

/** Routes whose answer is the caller's own account (its email included), or an admin's screen. */
const OWN_ACCOUNT = new Set([
  'GET /api/auth/profile',
  'PUT /api/auth/profile',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'GET /api/account/export',
]);

/**
 * Keys that name a credential's kind but hold none, as `<operation> <path>`: the data export's `sessions` are times
 * (account-data.api.test.ts), the device list's are public session ids and dates (account-sessions.api.test.ts).
 */
const NOT_A_CREDENTIAL = new Set(['GET /api/account/export .sessions', 'GET /api/account/sessions .sessions']);

function credentialLeaks(op: OperationShape, res: LightMyRequestResponse, member: Member | null): string[] {
  if (res.statusCode >= 400 || !String(res.headers['content-type'] ?? '').includes('json')) return [];
  // The API's own description names its password fields.
  if (op.path.startsWith('/api/docs')) return [];
  scanned += 1;
  const key = `${op.method} ${fastifyPath(op.path)}`;
  const found: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${path}[${i}]`));
    if (!value || typeof value !== 'object') return;
    for (const [k, v] of Object.entries(value)) {
      const named = /pass(word)?|hash|salt|secret|session/i.test(k);
      if (named && !NOT_A_CREDENTIAL.has(`${key} ${path}.${k}`)) found.push(`${path}.${k}`);
      const ownEmail = OWN_ACCOUNT.has(key) || (member?.user.id === world.admin.user.id && /admin/.test(op.path));
      if (/e-?mail/i.test(k) && typeof v === 'string' && v.includes('@') && !ownEmail) found.push(`${path}.${k}`);
      walk(v, `${path}.${k}`);
    }
  };
  try {
    walk(res.json(), '');
  } catch {
    return [];
  }
  return found.length ? [`${key} as ${member?.user.username ?? 'a visitor'}: ${found.join(', ')}`] : [];
}

const errorOf = (res: LightMyRequestResponse): unknown => {
  try {
    return res.json<{ error?: unknown }>().error;
  } catch {
    return undefined;
  }
};

/** The owner's data as the owner and the public see it through the API. */
async function ownerView(): Promise<string> {
  const o = world.owner;
  const reads: Array<[string, Member | null]> = [
    ['/api/auth/profile', o],
    [`/api/wishlist/${o.user.id}`, o],
    ['/api/card/decks', o],
    [`/api/forum/thread/${world.threadId}`, null],
    ['/api/points/balance', o],
    ['/api/points/history', o],
    [`/api/card/get-match-state?matchId=${world.cardMatchId}&playerId=${o.user.id}`, o],
    ['/api/pvp/myMatch', o],
    ['/api/moderation/blocks', o],
    ['/api/card/queue-status', o],
    [`/api/user/${o.user.id}/profile`, null],
  ];
  const views: string[] = [];
  for (const [url, member] of reads) {
    const res = await ctx.app.inject({ method: 'GET', url, ...(member ? { headers: member.headers } : {}) });
    // Replies by others (and their counts) are theirs to write: the thread itself is the owner's.
    const body = res.body
      .replace(/"(reply_count|last_activity_at)":("[^"]*"|\d+)/g, '"$1":_')
      .replace(/,"replies":\[.*\]\}$/, '}');
    views.push(`${url} ${res.statusCode} ${body}`);
  }
  return views.join('\n');
}

/** Owner routes an admin may use on anyone's content: moderation of the forum (forum.api.test.ts tests it). */
const ADMIN_MODERATES = new Set(['DELETE /api/forum/thread/:id', 'DELETE /api/forum/reply/:id']);

/** Deletions last (they use up the world), so every other route finds what it acts on. */
const deletionsLast = (a: Walked, b: Walked) => Number(a.op.method === 'DELETE') - Number(b.op.method === 'DELETE');

describe('the authorization walk', () => {
  it('has a rule for every registered route (a new route needs one), and no rule for a route that is gone', () => {
    const keys = registeredRoutes(ctx.app).map(routeKey);
    expect(keys.filter((key) => !(key in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it("refuses visitors, other members and admins what is not theirs, and leaves the owner's data as it was", async () => {
    const problems: string[] = [];
    const ownerBefore = await ownerView();
    for (const { key, rule, op } of walkedRoutes().sort(deletionsLast)) {
      const owners = validRequest(op, world, world.owner);
      const base = rule === 'password' ? withoutPassword(owners) : owners;

      const visitor = await send(op, base, null);
      const visitorExpected =
        rule === 'public' || rule === 'public-named'
          ? visitor.statusCode !== 401 && visitor.statusCode !== 403
          : rule === 'owner-or-public'
            ? [401, 403, 404].includes(visitor.statusCode) && typeof errorOf(visitor) === 'string'
            : rule === 'password'
              ? visitor.statusCode === 401 && typeof errorOf(visitor) === 'string'
              : visitor.statusCode === 401 && typeof errorOf(visitor) === 'string';
      if (!visitorExpected || visitor.statusCode >= 500) {
        problems.push(`${key} as a visitor (${rule}): ${visitor.statusCode} ${visitor.body.slice(0, 150)}`);
      }

      const before = await fingerprint.full();
      const other = await send(op, base, world.other);
      const refusals = rule === 'owner-as-unknown' ? [400] : [403, 404];
      const refusedOther = refusals.includes(other.statusCode) && typeof errorOf(other) === 'string';
      if (rule === 'owner' || rule === 'owner-as-unknown' || rule === 'owner-or-public' || rule === 'public-named') {
        if (!refusedOther) problems.push(`${key} as another member: ${other.statusCode} ${other.body.slice(0, 150)}`);
        // An admin is another member here too, but for moderating the forum.
        if (!ADMIN_MODERATES.has(key)) {
          const admin = await send(op, base, world.admin);
          if (!refusals.includes(admin.statusCode)) {
            problems.push(`${key} as an admin not its owner: ${admin.statusCode} ${admin.body.slice(0, 150)}`);
          }
        }
        const changed = DbFingerprint.changed(before, await fingerprint.full());
        if (changed.length) problems.push(`${key} as another member changed ${changed.join(', ')}`);
      } else if (rule === 'admin' || rule === 'password') {
        const expected = rule === 'admin' ? [403] : [401];
        if (!expected.includes(other.statusCode) || typeof errorOf(other) !== 'string') {
          problems.push(`${key} as a member (${rule}): ${other.statusCode} ${other.body.slice(0, 150)}`);
        }
      } else if (other.statusCode === 401 || other.statusCode >= 500) {
        problems.push(`${key} as another member (${rule}): ${other.statusCode} ${other.body.slice(0, 150)}`);
      }
    }
    // Nothing any of them sent touched what the owner sees of their own account.
    expect(problems).toEqual([]);
    expect(await ownerView()).toEqual(ownerBefore);
  }, 60_000);

  it('lets the owner, and an admin where the route is theirs, through', async () => {
    const problems: string[] = [];
    for (const { key, rule, op } of walkedRoutes().sort(deletionsLast)) {
      const owners = validRequest(op, world, world.owner);
      const asOwner = await send(op, owners, world.owner);
      const ownerAllowed =
        rule === 'admin'
          ? asOwner.statusCode === 403
          : asOwner.statusCode !== 401 && asOwner.statusCode !== 403 && asOwner.statusCode < 500;
      if (!ownerAllowed)
        problems.push(`${key} as its owner (${rule}): ${asOwner.statusCode} ${asOwner.body.slice(0, 150)}`);

      const admins = validRequest(op, world, world.admin);
      const asAdmin = await send(op, rule === 'password' ? withoutPassword(admins) : admins, world.admin);
      const adminExpected =
        rule === 'password'
          ? asAdmin.statusCode === 401 || asAdmin.statusCode === 403
          : asAdmin.statusCode !== 401 && asAdmin.statusCode < 500 && (rule !== 'admin' || asAdmin.statusCode !== 403);
      if (!adminExpected)
        problems.push(`${key} as an admin (${rule}): ${asAdmin.statusCode} ${asAdmin.body.slice(0, 150)}`);
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('never answered a credential, nor an email to anyone but its owner or an admin', () => {
    // Answers are not filtered by their schema at run time: an extra column would go out as it is.
    expect(scanned).toBeGreaterThan(150);
    expect(leaks).toEqual([]);
  });
});

/** Keys that would give away hidden game information, anywhere in an answer or an event. */
const SECRET_KEYS = /^(seed|rng|rngState|rngPosition|position|stream|deckOrder|lostBuyPower)$/i;

function secretKeysIn(value: unknown, path = ''): string[] {
  if (typeof value === 'string' && /^[[{]/.test(value)) {
    try {
      return secretKeysIn(JSON.parse(value) as unknown, `${path}(json)`);
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => secretKeysIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(SECRET_KEYS.test(k) ? [`${path}.${k}`] : []),
      ...secretKeysIn(v, `${path}.${k}`),
    ]);
  }
  return [];
}

/** What a card match answer may show `viewer`: their own hand, the opponent's as nulls, both decks as nulls. */
function checkCardAnswer(res: LightMyRequestResponse, viewer: Member, problems: string[], what: string) {
  if (res.statusCode !== 200) return;
  const state = res.json<CardMatchStateResponse>();
  const [mine, theirs] =
    state.playerAId === viewer.user.id ? [state.playerA, state.playerB] : [state.playerB, state.playerA];
  if (state.playerId !== viewer.user.id) problems.push(`${what}: answered as player ${state.playerId}`);
  if (!theirs.hand.every((c) => c === null))
    problems.push(`${what}: the opponent's hand ${JSON.stringify(theirs.hand)}`);
  if (![...mine.deck, ...theirs.deck].every((c) => c === null)) problems.push(`${what}: a deck's order`);
  if (mine.hand.some((c) => c === null)) problems.push(`${what}: own hand hidden`);
  const secrets = secretKeysIn(state);
  if (secrets.length) problems.push(`${what}: ${secrets.join(', ')}`);
}

/**
 * What of a running card match's stored state no answer may hold: the top-level fields its views leave out (the
 * seed, the stream position and whatever else the engine keeps to itself) and the seed's value itself.
 */
async function cardSecrets(
  matchId: number,
  answered: CardMatchStateResponse,
): Promise<{ keys: string[]; seed: string }> {
  const row = await ctx.db.kysely
    .selectFrom('card_matches')
    .select('state')
    .where('id', '=', matchId)
    .executeTakeFirstOrThrow();
  const stored = JSON.parse(row.state) as Record<string, unknown>;
  const keys = Object.keys(stored).filter((key) => !(key in answered));
  // The seed as 64 hex characters; a match from the old generator has a 32-bit number.
  const seed = String(stored.seed ?? stored.rng);
  return { keys, seed };
}

/** Answers and events of a running match that hold one of its secrets (a hidden key, or the seed in any case). */
function cardLeaks(what: string, body: string, secrets: { keys: string[]; seed: string }): string[] {
  const found: string[] = [];
  if (body.toLowerCase().includes(secrets.seed.toLowerCase())) found.push(`${what}: the seed`);
  for (const key of secrets.keys) if (body.includes(`"${key}"`)) found.push(`${what}: "${key}"`);
  return found;
}

describe('the games hide what a player may not know', () => {
  it('no duel or card match answer, nor any push event, holds the opponent hand, a deck order or a seed', async () => {
    // Every event the games publish (what the push sockets would carry), still delivered as usual.
    const spy = vi.spyOn(ctx.app.deps.bus, 'publish');
    const problems: string[] = [];
    /** Every answer about the card match while it runs (checked against its stored secrets at the end). */
    const cardAnswers: Array<{ what: string; body: string }> = [];
    const answer = (what: string, res: LightMyRequestResponse) => {
      cardAnswers.push({ what: `${what} ${res.statusCode}`, body: res.body });
      return res;
    };
    const [owner, rival] = [await newVeteran(ctx.app), await newVeteran(ctx.app)];
    let duelTurns = 0;
    let cardMoves = 0;
    let gameEnd = 'still in progress';
    try {
      // A duel, to its end: every answer to either player.
      await pairUp(ctx.app, owner, rival);
      for (let turn = 0; turn < 20; turn++) {
        const seen = await pvpCall(ctx.app, owner, 'GET', 'myMatch');
        for (const res of [seen, await pvpCall(ctx.app, rival, 'GET', 'myMatch')]) {
          const secrets = secretKeysIn(res.json());
          if (secrets.length) problems.push(`duel myMatch: ${secrets.join(', ')}`);
        }
        const match = seen.json<{ match: Parameters<typeof seats>[0] | null }>().match;
        if (!match || match.status !== 'active') break;
        const moved = await submitTurn(ctx.app, seats(match, owner, rival).onTurn, { match_id: match.id, add: 2 });
        if (moved.statusCode === 200) duelTurns += 1;
        const secrets = secretKeysIn(moved.json());
        if (secrets.length) problems.push(`duel submitTurn: ${secrets.join(', ')}`);
      }

      // The card match after it: both players' views after every move, played to the end or 60 moves.
      const created = answer('create-match', await startRematch(ctx.app, owner, rival));
      expect(created.statusCode, created.body).toBe(200);
      const { matchId } = created.json<{ matchId: number }>();
      for (let move = 0; move < 60; move++) {
        const views = new Map<number, CardMatchStateResponse>();
        for (const player of [owner, rival]) {
          const res = answer(
            'get-match-state',
            await cardCall(ctx.app, player, 'GET', 'get-match-state', { matchId, playerId: player.user.id }),
          );
          checkCardAnswer(res, player, problems, `get-match-state for ${player.user.username}`);
          if (res.statusCode === 200) views.set(player.user.id, res.json<CardMatchStateResponse>());
          else
            problems.push(`get-match-state for ${player.user.username}: ${res.statusCode} ${res.body.slice(0, 150)}`);
        }
        const state = views.get(owner.user.id);
        if (!state || state.gameStatus !== 'in_progress') {
          gameEnd = state ? `${state.gameStatus} ${state.winReason ?? ''} after ${cardMoves} moves` : 'unread';
          break;
        }
        const onTurn = state.turn === owner.user.id ? owner : rival;
        const action = botAction(botView(views.get(onTurn.user.id) as CardMatchStateResponse));
        const base = { matchId, playerId: onTurn.user.id };
        const res = answer(
          action.type,
          action.type === 'play_card'
            ? await cardCall(ctx.app, onTurn, 'POST', 'play-card', { ...base, cardId: action.cardId })
            : await cardCall(ctx.app, onTurn, 'POST', 'end-turn', { ...base, isTimeout: false }),
        );
        checkCardAnswer(res, onTurn, problems, `${action.type} by ${onTurn.user.username}`);
        if (res.statusCode === 200) cardMoves += 1;
        else problems.push(`${action.type} by ${onTurn.user.username}: ${res.statusCode} ${res.body.slice(0, 150)}`);
        // The lists of running games are summaries (answers are not filtered by their schema at run time).
        if (move === 1) {
          for (const player of [owner, rival]) {
            const games = answer(
              'user-games',
              await cardCall(ctx.app, player, 'GET', 'user-games', { userId: player.user.id }),
            );
            expect(games.statusCode, games.body).toBe(200);
            const leaks = [...secretKeysIn(games.json()), ...(games.body.match(/"(hand|deck|state)"/g) ?? [])];
            if (leaks.length) problems.push(`user-games: ${leaks.join(', ')}`);
          }
          // Its replay waits for the end, for anyone; the lists of finished matches do not have it yet.
          for (const viewer of [owner, rival, null]) {
            const replay = answer(
              'replay while running',
              await ctx.app.inject({
                method: 'GET',
                url: `/api/card/matches/${matchId}/replay`,
                ...(viewer ? { headers: viewer.headers } : {}),
              }),
            );
            if (replay.statusCode !== 409) problems.push(`replay while running: ${replay.statusCode}`);
            for (const player of [owner, rival]) {
              answer(
                'finished-matches',
                await ctx.app.inject({
                  method: 'GET',
                  url: `/api/card/finished-matches?userId=${player.user.id}`,
                  ...(viewer ? { headers: viewer.headers } : {}),
                }),
              );
            }
          }
        }
      }
      // The secrets of the match as stored, against every answer about it and every event published meanwhile.
      const first = JSON.parse((cardAnswers.find((a) => a.what === 'get-match-state 200') as { body: string }).body);
      const hidden = await cardSecrets(matchId, first as CardMatchStateResponse);
      for (const { what, body } of cardAnswers) problems.push(...cardLeaks(what, body, hidden));
      for (const [, event] of spy.mock.calls)
        problems.push(...cardLeaks(`push ${event.type}`, JSON.stringify(event), hidden));
      const practice = await cardCall(ctx.app, owner, 'POST', 'practice', { mode: 'blitz' });
      const secrets = secretKeysIn(practice.json());
      if (secrets.length) problems.push(`practice: ${secrets.join(', ')}`);
      await endPractice(ctx.app, owner);
      published.push(...spy.mock.calls.map(([topics, event]) => ({ topics, event })));
    } finally {
      spy.mockRestore();
    }
    for (const { event } of published) {
      const secrets = secretKeysIn(event);
      const cards = JSON.stringify(event).match(/"(hand|deck)"/g);
      if (secrets.length || cards) problems.push(`push ${event.type}: ${[...secrets, ...(cards ?? [])].join(', ')}`);
    }
    // Games were played (a card game's length depends on its seed: at least a few moves, to its end or 60).
    expect({ duelTurns: duelTurns >= 5, cardMoves: cardMoves >= 4, events: published.length > 0 }, gameEnd).toEqual({
      duelTurns: true,
      cardMoves: true,
      events: true,
    });
    expect(problems).toEqual([]);
  }, 60_000);
});
