import { createHash } from 'node:crypto';
import { ACCOUNT_EXPORTS_PER_HOUR, accountDataSchema, type AccountData } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { cardCall, startRematch, TEN_CARD_DECK } from '../../../test/card-match.js';
import { postReply, postThread } from '../../../test/forum.js';
import { movableClock, newMember, type Member } from '../../../test/members.js';
import { playWholeGame } from '../../../test/memory.js';
import { winDuel } from '../../../test/pvp.js';
import { appPerFile } from '../../../test/test-app.js';

/** The data export (issue 24): everything stored about the member, nothing of anyone else, never a secret. */
const clock = movableClock();
const ctx = appPerFile({ seed: true, clock });

const exportOf = (member: Member | null) =>
  ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: member?.headers ?? {} });

async function post(member: Member, url: string, payload: Record<string, unknown>, status = 200): Promise<void> {
  const res = await ctx.app.inject({ method: 'POST', url, headers: member.headers, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** `member` with some of everything: a wishlist item, points, a thread and a reply, a report, a follow and a block, a deck, a duel and a card game against `rival`, a memory score. */
async function busyMember(member: Member, rival: Member, bystander: Member): Promise<void> {
  await post(member, '/api/wishlist/add', { product_id: 'egg-glow-cube' });
  const thread = await postThread(ctx.app, member, 'My export thread', 'Thread words of mine');
  await postReply(ctx.app, member, thread.id, 'A reply of mine');
  const rivalThread = await postThread(ctx.app, rival, 'Rival thread', 'Rival words');
  await postReply(ctx.app, rival, rivalThread.id, 'Rival reply words');
  await post(member, '/api/moderation/report/user', { reported_id: rival.user.id, reason: 'spam' }, 201);
  await post(member, '/api/follow', { user_id: rival.user.id });
  await post(rival, '/api/follow', { user_id: member.user.id });
  await post(member, '/api/moderation/block', { blocked_id: bystander.user.id });
  await post(member, '/api/card/decks', {
    userId: member.user.id,
    name: 'Export deck',
    cardIds: TEN_CARD_DECK,
  });
  await winDuel(ctx.app, member, rival);
  const rematch = await startRematch(ctx.app, member, rival);
  expect(rematch.statusCode, rematch.body).toBe(200);
  const { matchId } = rematch.json<{ matchId: number }>();
  const forfeit = await cardCall(ctx.app, rival, 'POST', 'forfeit-match', { matchId, playerId: rival.user.id });
  expect(forfeit.statusCode, forfeit.body).toBe(200);
  const game = await playWholeGame(ctx.app, member, () => clock.advance(100));
  await post(member, '/api/game/score', { game_id: 'puzzle', score: game.score, play_id: game.playId });
}

describe('GET /api/account/export', () => {
  it('is for members only', async () => {
    const res = await exportOf(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('downloads everything stored about the member, nothing of anyone else, no token or hash', async () => {
    const member = await newMember(ctx.app);
    const rival = await newMember(ctx.app);
    const bystander = await newMember(ctx.app);
    await busyMember(member, rival, bystander);

    const res = await exportOf(member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const day = clock.now().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="dopamine-drops-${member.user.username}-${day}.json"`,
    );
    const data: AccountData = accountDataSchema.parse(res.json());
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'account',
        'wishlist',
        'points',
        'forum',
        'reports',
        'follows',
        'blocks',
        'decks',
        'games',
        'sessions',
      ]),
    );

    expect(data.account).toMatchObject({
      id: member.user.id,
      username: member.user.username,
      email: member.user.email,
    });
    expect(data.wishlist.list).toMatchObject({ is_public: false });
    expect(data.wishlist.items.map((i) => i.product_id)).toEqual(['egg-glow-cube']);
    expect(data.points.ledger.length).toBeGreaterThan(0);
    expect(data.points.balance).toBe(data.points.ledger.reduce((sum, e) => sum + e.amount, 0));
    expect(data.forum.threads.map((t) => t.title)).toEqual(['My export thread']);
    expect(data.forum.threads[0]).toMatchObject({ content: 'Thread words of mine', deleted_at: null });
    expect(data.forum.replies.map((r) => r.content)).toEqual(['A reply of mine']);
    expect(data.reports).toEqual([
      expect.objectContaining({ reported_user: { id: rival.user.id, username: rival.user.username }, reason: 'spam' }),
    ]);
    expect(data.follows.following.map((f) => f.username)).toEqual([rival.user.username]);
    expect(data.follows.followers.map((f) => f.username)).toEqual([rival.user.username]);
    expect(data.blocks.map((b) => b.username)).toEqual([bystander.user.username]);
    expect(data.decks.map((d) => d.name)).toEqual(expect.arrayContaining(['Export deck']));
    expect(data.decks.find((d) => d.name === 'Export deck')?.card_ids).toHaveLength(10);
    expect(data.games.duels).toEqual([
      expect.objectContaining({
        status: 'completed',
        result: 'win',
        opponent: { id: rival.user.id, username: rival.user.username },
      }),
    ]);
    expect(data.games.card_games).toEqual([
      expect.objectContaining({
        status: 'forfeited',
        result: 'win',
        practice: false,
        opponent: expect.objectContaining({ id: rival.user.id }),
      }),
    ]);
    expect(data.games.card_games[0]?.ended_at).not.toBeNull();
    expect(data.games.best_scores).toEqual([expect.objectContaining({ game_id: 'puzzle', games_played: 1 })]);
    expect(data.games.memory_plays).toEqual([expect.objectContaining({ status: 'finished' })]);
    expect(data.games.duel_rating).not.toBeNull();
    // The sessions as the device list names them: the one the export was asked from is marked.
    const devices = await ctx.app.inject({ method: 'GET', url: '/api/account/sessions', headers: member.headers });
    const [listed] = devices.json<{ sessions: { id: string; device: string }[] }>().sessions;
    expect(data.sessions).toEqual([
      expect.objectContaining({
        id: listed?.id,
        device: listed?.device,
        current: true,
        last_used_at: expect.any(String),
      }),
    ]);

    // Nothing of the others' own content, and no secret: no token, no hash, no seed or hidden game state.
    const text = res.body;
    expect(text).not.toContain('Rival words');
    expect(text).not.toContain('Rival reply words');
    expect(text).not.toContain(rival.user.email);
    expect(text).not.toContain(member.token);
    expect(text).not.toContain(sha256(member.token));
    expect(text).not.toMatch(/password|token|seed|hand"/i);
    const seeds = await ctx.db.kysely
      .selectFrom('memory_plays')
      .select('seed')
      .where('user_id', '=', member.user.id)
      .execute();
    for (const { seed } of seeds) expect(text).not.toContain(seed);
  });

  it('gives a member with nothing yet empty areas', async () => {
    const member = await newMember(ctx.app);
    const data = accountDataSchema.parse((await exportOf(member)).json());
    expect(data).toMatchObject({
      wishlist: { list: null, items: [] },
      forum: { threads: [], replies: [] },
      reports: [],
      follows: { following: [], followers: [] },
      blocks: [],
      games: { duels: [], card_games: [], memory_plays: [], best_scores: [], duel_rating: null },
    });
    // Registration made the starter deck.
    expect(data.decks).toEqual([expect.objectContaining({ is_starter: true, is_active: true })]);
  });

  it(`allows ${ACCOUNT_EXPORTS_PER_HOUR} exports an hour per member, then 429 with Retry-After`, async () => {
    const member = await newMember(ctx.app);
    for (let i = 0; i < ACCOUNT_EXPORTS_PER_HOUR; i++) expect((await exportOf(member)).statusCode).toBe(200);
    const refused = await exportOf(member);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another member's downloads are their own.
    expect((await exportOf(await newMember(ctx.app))).statusCode).toBe(200);
  });
});
