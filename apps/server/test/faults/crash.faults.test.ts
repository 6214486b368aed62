import {
  GAME_POINTS,
  POINTS,
  PUZZLE_GAME_ID,
  type CardMatchStateResponse,
  type ReplyCreatedResponse,
  type WishlistAddResponse,
  type GameScoreResponse,
} from '@dd/contracts';
import { botAction, dealMemoryBoard, memoryScore, type CardAction } from '@dd/game';
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/dialect.js';
import { botView } from '../card-match.js';
import { rowIdsOf } from '../rows.js';
import { call, ok, registerMember, type HttpMember } from './http-client.js';
import { ENGINES, faultData, report, serverEnv, ServerProcess, type FaultData } from './server-process.js';

/**
 * The crash test: 1,000 writes of four kinds (forum replies, wishlist adds, game scores that pay points, card
 * moves) sent 100 at a time to the real server, which is killed with SIGKILL once 400 were acknowledged, then
 * started again on the same data. Everything acknowledged must be there, the database must be sound, and the
 * points ledger must agree with what it pays for (no reply without its points, no points without the reply).
 */

const MEMBERS = 40;
const THREADS = 4;
const REPLIES_PER_MEMBER = 8;
const WISHLIST_PER_MEMBER = 8;
/** Members play in pairs: one async card match per pair, this many moves each. */
const MOVES_PER_MATCH = 16;
const IN_FLIGHT = 100;
const KILL_AFTER_ACKS = 400;
/** Each member's memory game: 14 moves, which score 30. */
const SCORE_MOVES = 14;
const SCORE = memoryScore(SCORE_MOVES);

interface Fixture {
  members: HttpMember[];
  /** Each member's finished memory play (scored SCORE), by member id: what its score write records. */
  plays: Map<number, number>;
  threadIds: number[];
  productIds: string[];
  matches: Match[];
}

/** A card match as the test plays it: moves one at a time, each from the view of the player on turn. */
interface Match {
  id: number;
  players: [HttpMember, HttpMember];
  /** The answer of the last acknowledged move, and who asked. */
  last: { by: HttpMember; state: CardMatchStateResponse } | null;
  acked: number;
  /** Moves sent whose answer never came (the kill): each may or may not have been written. */
  unanswered: number;
  /** Serialises the match's moves (a move is chosen from the state the previous one left). */
  queue: Promise<void>;
}

/** `matchOver`: a card move not made because its match had ended. */
type Outcome = 'acked' | 'ackedAfterRestart' | 'refused' | 'unanswered' | 'matchOver';

interface Ledger {
  replies: { id: number; memberId: number; threadId: number; content: string }[];
  wishlist: { memberId: number; productId: string }[];
  scores: { memberId: number; paid: number }[];
  outcomes: Record<Outcome, number>;
}

/**
 * A finished memory play of `member` over HTTP that scores SCORE: the board read from its seed in the database
 * (so the number of moves is chosen), mismatches first, then every pair. A paced flip is sent again.
 */
async function finishedPlay(url: string, db: Db, member: HttpMember): Promise<number> {
  const { playId } = await ok<{ playId: number }>(url, 'POST', '/api/game/memory/start', { token: member.token });
  const { seed } = await db.kysely
    .selectFrom('memory_plays')
    .select('seed')
    .where('id', '=', playId)
    .executeTakeFirstOrThrow();
  const places = new Map<string, number[]>();
  dealMemoryBoard(seed).forEach((face, i) => places.set(face, [...(places.get(face) ?? []), i]));
  const pairs = [...places.values()];
  const order = [...Array.from({ length: SCORE_MOVES - 8 }, () => [pairs[0]![0]!, pairs[1]![0]!]), ...pairs].flat();
  for (const index of order) {
    for (;;) {
      const res = await call(url, 'POST', `/api/game/memory/${playId}/flip`, { token: member.token, body: { index } });
      if (res.status === 429) {
        await new Promise((resolve) => setTimeout(resolve, 110));
        continue;
      }
      if (res.status !== 200) throw new Error(`flip ${index}: ${res.status} ${JSON.stringify(res.body)}`);
      break;
    }
  }
  return playId;
}

async function setUp(url: string, db: Db): Promise<Fixture> {
  const members: HttpMember[] = [];
  for (let i = 0; i < MEMBERS; i += 8) {
    members.push(...(await Promise.all(Array.from({ length: 8 }, () => registerMember(url, 'crash')))));
  }
  const plays = new Map<number, number>();
  for (let i = 0; i < MEMBERS; i += 8) {
    const batch = members.slice(i, i + 8);
    const ids = await Promise.all(batch.map((m) => finishedPlay(url, db, m)));
    batch.forEach((m, j) => plays.set(m.id, ids[j]!));
  }
  const threadIds: number[] = [];
  for (let t = 0; t < THREADS; t++) {
    const created = await ok<{ thread: { id: number } }>(url, 'POST', '/api/forum/threads', {
      token: members[t]!.token,
      body: { title: `Crash thread ${t}`, content: 'Replies land here while the server is killed' },
      expected: 201,
    });
    threadIds.push(created.thread.id);
  }
  const products = await db.kysely.selectFrom('products').select('id').orderBy('id').limit(24).execute();
  const productIds = products.map((p) => p.id);
  expect(productIds.length).toBe(24);

  const matches: Match[] = [];
  for (let i = 0; i < MEMBERS; i += 2) {
    const [first, second] = [members[i]!, members[i + 1]!];
    const join = (m: HttpMember) =>
      ok<{ status?: string; matchId?: number }>(url, 'POST', '/api/card/join-async-queue', { token: m.token });
    expect(await join(first)).toEqual({ status: 'waiting' });
    const { matchId } = await join(second);
    if (matchId === undefined) throw new Error('the async queue did not pair the two members');
    expect(await join(first)).toEqual({ matchId });
    matches.push({
      id: matchId,
      players: [first, second],
      last: null,
      acked: 0,
      unanswered: 0,
      queue: Promise.resolve(),
    });
  }
  return { members, plays, threadIds, productIds, matches };
}

const stateOf = (url: string, match: Match, member: HttpMember) =>
  ok<CardMatchStateResponse>(url, 'GET', `/api/card/get-match-state?matchId=${match.id}&playerId=${member.id}`, {
    token: member.token,
  });

/** A deterministic shuffle (the same order every run, so a failure can be replayed). */
function shuffled<T>(items: T[]): T[] {
  let seed = 0x2545f491;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** One of the 1,000 writes: false when it was not sent because the server had been killed (sent again later). */
type Write = (url: string) => Promise<boolean>;

/**
 * The 1,000 writes and what their answers proved. A write is acknowledged (2xx), refused (an error answer that
 * changed nothing), or unanswered (the kill cut it: it may or may not have been written, and it is not sent again,
 * as a client could not know either).
 */
class Load {
  readonly ledger: Ledger = {
    replies: [],
    wishlist: [],
    scores: [],
    outcomes: { acked: 0, ackedAfterRestart: 0, refused: 0, unanswered: 0, matchOver: 0 },
  };
  readonly refusals: string[] = [];
  private readonly writes: Write[] = [];
  private killed: Promise<void> | null = null;
  private victim: ServerProcess | null = null;
  private restarted = false;

  constructor(fx: Fixture) {
    fx.members.forEach((member, i) => {
      for (let j = 0; j < REPLIES_PER_MEMBER; j++) {
        const threadId = fx.threadIds[(i + j) % THREADS]!;
        const content = `crash reply ${i}-${j}`;
        this.writes.push((url) =>
          this.attempt('reply', async () => {
            const res = await call(url, 'POST', '/api/forum/reply', {
              token: member.token,
              body: { thread_id: threadId, content },
            });
            if (res.status !== 201) return this.refuse('reply', res.status, res.body);
            const { reply } = res.body as ReplyCreatedResponse;
            this.ledger.replies.push({ id: reply.id, memberId: member.id, threadId, content });
            this.acknowledge();
          }),
        );
      }
      for (let j = 0; j < WISHLIST_PER_MEMBER; j++) {
        const productId = fx.productIds[(i + j) % fx.productIds.length]!;
        this.writes.push((url) =>
          this.attempt('wishlist add', async () => {
            const res = await call(url, 'POST', '/api/wishlist/add', {
              token: member.token,
              body: { product_id: productId },
            });
            if (res.status !== 200) return this.refuse('wishlist add', res.status, res.body);
            expect((res.body as WishlistAddResponse).added).toBe(true);
            this.ledger.wishlist.push({ memberId: member.id, productId });
            this.acknowledge();
          }),
        );
      }
      this.writes.push((url) =>
        this.attempt('game score', async () => {
          const res = await call(url, 'POST', '/api/game/score', {
            token: member.token,
            body: { game_id: PUZZLE_GAME_ID, score: SCORE, play_id: fx.plays.get(member.id) },
          });
          if (res.status !== 200) return this.refuse('game score', res.status, res.body);
          this.ledger.scores.push({ memberId: member.id, paid: (res.body as GameScoreResponse).points_awarded });
          this.acknowledge();
        }),
      );
    });
    for (const match of fx.matches) {
      for (let m = 0; m < MOVES_PER_MATCH; m++) {
        this.writes.push((url) => {
          // A match's moves go one at a time, each chosen from the state the previous one left.
          const move = match.queue.then(() =>
            this.attempt(
              'card move',
              () => cardMove(url, match, this.refuse, this.acknowledge, () => (this.ledger.outcomes.matchOver += 1)),
              () => {
                match.unanswered += 1;
                // Whether it was stored is unknown: the next move asks for the state first.
                match.last = null;
              },
            ),
          );
          match.queue = move.then(() => {}).catch(() => {});
          return move;
        });
      }
    }
    expect(this.writes).toHaveLength(1000);
  }

  /** Sends the writes IN_FLIGHT at a time in a fixed shuffled order; SIGKILLs `server` after KILL_AFTER_ACKS. */
  async untilKilled(server: ServerProcess): Promise<void> {
    this.victim = server;
    const left = await this.send(server.url, shuffled(this.writes));
    if (!this.killed) throw new Error(`only ${this.ledger.outcomes.acked} writes were acknowledged; no kill`);
    await this.killed;
    this.writes.splice(0, this.writes.length, ...left);
  }

  /** Sends what the kill left unsent to the restarted server (clients trying again). */
  async rest(server: ServerProcess): Promise<number> {
    this.restarted = true;
    this.killed = null;
    this.victim = null;
    const unsent = this.writes.length;
    const left = await this.send(server.url, this.writes);
    expect(left).toEqual([]);
    return unsent;
  }

  private async send(url: string, queue: Write[]): Promise<Write[]> {
    const unsent: Write[] = [];
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        for (let write = queue.shift(); write; write = queue.shift()) {
          if (!(await write(url))) unsent.push(write);
        }
      }),
    );
    return unsent;
  }

  /** Runs one write; false when the server was killed before it was sent. */
  private async attempt(what: string, send: () => Promise<void>, onUnanswered = () => {}): Promise<boolean> {
    if (this.killed) return false;
    try {
      await send();
    } catch (err) {
      if (!this.killed) throw new Error(`${what} failed without a kill`, { cause: err });
      this.ledger.outcomes.unanswered += 1;
      onUnanswered();
    }
    return true;
  }

  private readonly acknowledge = () => {
    this.ledger.outcomes.acked += 1;
    if (this.restarted) this.ledger.outcomes.ackedAfterRestart += 1;
    else if (this.ledger.outcomes.acked >= KILL_AFTER_ACKS && !this.killed && this.victim) {
      this.killed = this.victim.kill('SIGKILL');
    }
  };

  private readonly refuse = (what: string, status: number, body: unknown) => {
    this.ledger.outcomes.refused += 1;
    this.refusals.push(`${what}: ${status} ${JSON.stringify(body)}`);
  };
}

/** The next move of a match, from the view of the player on turn (asked for when the last answer was the other's). */
async function cardMove(
  url: string,
  match: Match,
  refuse: (what: string, status: number, body: unknown) => void,
  acknowledge: () => void,
  over: () => void,
): Promise<void> {
  let view = match.last;
  if (view && view.state.gameStatus !== 'in_progress') return over();
  if (!view || view.state.turn !== view.by.id) {
    const onTurnId = view?.state.turn;
    const candidates = onTurnId === undefined ? match.players : match.players.filter((p) => p.id === onTurnId);
    // Before the first move the test does not know who starts: ask one player, then the one on turn.
    let by = candidates[0]!;
    let state = await stateOf(url, match, by);
    if (state.turn !== by.id) {
      by = match.players.find((p) => p.id === state.turn)!;
      state = await stateOf(url, match, by);
    }
    view = { by, state };
    if (state.gameStatus !== 'in_progress') {
      match.last = view;
      return over();
    }
  }
  const action: CardAction = botAction(botView(view.state));
  const path = action.type === 'play_card' ? '/api/card/play-card' : '/api/card/end-turn';
  const body =
    action.type === 'play_card'
      ? { matchId: match.id, playerId: view.by.id, cardId: action.cardId }
      : { matchId: match.id, playerId: view.by.id };
  const res = await call(url, 'POST', path, { token: view.by.token, body });
  if (res.status !== 200) return refuse(`card ${action.type}`, res.status, res.body);
  match.last = { by: view.by, state: res.body as CardMatchStateResponse };
  match.acked += 1;
  acknowledge();
}

/** SQLite's own check of the file the killed server left (opening it replays the write-ahead log). */
function checkSqliteFile(file: string): void {
  const sqlite = new Sqlite(file);
  try {
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
  } finally {
    sqlite.close();
  }
}

describe.each(ENGINES)('SIGKILL under 1,000 concurrent writes on %s', (engine) => {
  let data: FaultData;
  let db: Db;
  let server: ServerProcess | undefined;
  let fx: Fixture;
  let ledger: Ledger;
  let refusals: string[];
  /** Writes not sent when the server was killed: sent to the restarted one. */
  let unsent: number;

  beforeAll(async () => {
    data = await faultData(engine);
    server = await ServerProcess.start(serverEnv(data));
    db = createDb(data.databaseUrl);
    fx = await setUp(server.url, db);
    const load = new Load(fx);
    await load.untilKilled(server);
    const beforeKill = load.ledger.outcomes.acked;
    if (engine === 'sqlite') {
      await db.kysely.destroy();
      checkSqliteFile(data.databaseUrl.replace(/^sqlite:/, ''));
      db = createDb(data.databaseUrl);
    }
    server = await ServerProcess.start(serverEnv(data));
    unsent = await load.rest(server);
    ledger = load.ledger;
    refusals = load.refusals;
    const moves = fx.matches.reduce((n, m) => n + m.acked, 0);
    const kinds = {
      replies: ledger.replies.length,
      wishlist: ledger.wishlist.length,
      scores: ledger.scores.length,
      moves,
    };
    report(
      `crash test on ${engine}: ${beforeKill} acknowledged before the kill, ${ledger.outcomes.unanswered} cut by it, ` +
        `${unsent} sent after the restart; ${JSON.stringify(ledger.outcomes)}; acknowledged ${JSON.stringify(kinds)}`,
    );
  }, 120_000);

  afterAll(async () => {
    if (server && !server.alive) report(server.output);
    await server?.kill();
    await db?.kysely.destroy();
    await data?.remove();
  });

  it('the kill came in the middle of the load, and nothing was refused', () => {
    // Every cap is raised and every move is legal: no write is refused, before the kill or after the restart.
    expect(refusals).toEqual([]);
    expect(ledger.outcomes.acked - ledger.outcomes.ackedAfterRestart).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(ledger.outcomes.unanswered).toBeGreaterThan(0);
    expect(unsent).toBeGreaterThan(0);
    expect(ledger.outcomes.ackedAfterRestart).toBeGreaterThan(0);
    const { acked, unanswered, matchOver } = ledger.outcomes;
    expect(acked + unanswered + matchOver).toBe(1000);
    expect(ledger.replies.length).toBeGreaterThan(0);
    expect(ledger.wishlist.length).toBeGreaterThan(0);
    expect(ledger.scores.length).toBeGreaterThan(0);
    expect(fx.matches.reduce((n, m) => n + m.acked, 0)).toBeGreaterThan(0);
  });

  it('every acknowledged reply is stored as it was sent', async () => {
    const rows = await db.kysely
      .selectFrom('forum_replies')
      .select(['id', 'user_id', 'thread_id', 'content', 'deleted_at'])
      .where(
        'id',
        'in',
        ledger.replies.map((r) => r.id),
      )
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const reply of ledger.replies) {
      expect(byId.get(reply.id)).toEqual({
        id: reply.id,
        user_id: reply.memberId,
        thread_id: reply.threadId,
        content: reply.content,
        deleted_at: null,
      });
    }
    // And the thread pages (through the restarted server) count them.
    for (const threadId of fx.threadIds) {
      const stored = await db.kysely
        .selectFrom('forum_replies')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('thread_id', '=', threadId)
        .executeTakeFirstOrThrow();
      const acked = ledger.replies.filter((r) => r.threadId === threadId).length;
      expect(Number(stored.n)).toBeGreaterThanOrEqual(acked);
      const page = await ok<{ thread: { reply_count: number } }>(server!.url, 'GET', `/api/forum/thread/${threadId}`);
      expect(page.thread.reply_count).toBe(Number(stored.n));
    }
  });

  it('every acknowledged wishlist add is on the wishlist', async () => {
    const rows = await db.kysely
      .selectFrom('wishlist_items')
      .innerJoin('wishlists', 'wishlists.id', 'wishlist_items.wishlist_id')
      .select(['wishlists.user_id', 'wishlist_items.product_id'])
      .execute();
    const stored = new Set(rows.map((r) => `${r.user_id}/${r.product_id}`));
    for (const add of ledger.wishlist) expect(stored.has(`${add.memberId}/${add.productId}`)).toBe(true);
  });

  it('every acknowledged game score counts and paid', async () => {
    for (const score of ledger.scores) {
      const row = await db.kysely
        .selectFrom('game_best_scores')
        .selectAll()
        .where('user_id', '=', score.memberId)
        .where('game_id', '=', PUZZLE_GAME_ID)
        .executeTakeFirst();
      expect(row).toMatchObject({ best_score: SCORE, games_played: 1, paid_games: 1 });
      expect(score.paid).toBe(GAME_POINTS.memoryGame);
    }
  });

  it("each member's balance is the sum of the ledger, and the ledger pays exactly what is stored", async () => {
    for (const member of fx.members) {
      const entries = await db.kysely
        .selectFrom('points_ledger')
        .select(['reason', 'reference', 'amount'])
        .where('user_id', '=', member.id)
        .execute();
      const referencesOf = (reason: string) =>
        entries
          .filter((e) => e.reason === reason)
          .map((e) => e.reference)
          .sort();
      const replies = await rowIdsOf(db, 'forum_replies', member.id);
      const threads = await rowIdsOf(db, 'forum_threads', member.id);
      const wished = await db.kysely
        .selectFrom('wishlist_items')
        .innerJoin('wishlists', 'wishlists.id', 'wishlist_items.wishlist_id')
        .select('wishlist_items.product_id')
        .where('wishlists.user_id', '=', member.id)
        .execute();
      const games = await db.kysely
        .selectFrom('game_best_scores')
        .select('paid_games')
        .where('user_id', '=', member.id)
        .execute();
      const finished = await db.kysely
        .selectFrom('card_matches')
        .select('id')
        .where('status', '!=', 'in_progress')
        .where((eb) => eb.or([eb('player_a_id', '=', member.id), eb('player_b_id', '=', member.id)]))
        .execute();

      // A post and its points commit together: neither survives the kill without the other.
      expect(referencesOf('reply')).toEqual(replies.map(String).sort());
      expect(referencesOf('thread')).toEqual(threads.map(String).sort());
      expect(referencesOf('wishlist_add')).toEqual(wished.map((w) => w.product_id).sort());
      expect(entries.filter((e) => e.reason === 'game')).toHaveLength(games.reduce((n, g) => n + g.paid_games, 0));
      // A match's end, its settlement and its points commit together: every finished match is settled, and the
      // ledger pays exactly the settled ones that pay (fair play: a match cut short, e.g. timed out across the
      // restart, is settled as aborted and pays nothing).
      const outcomes = await db.kysely
        .selectFrom('game_outcomes')
        .select(['match_id', 'points'])
        .where('game', '=', 'card')
        .where('user_id', '=', member.id)
        .execute();
      const ids = (rows: Array<{ id: number } | { match_id: number }>) =>
        rows.map((r) => String('id' in r ? r.id : r.match_id)).sort();
      expect(ids(outcomes)).toEqual(ids(finished));
      const cardEntries = entries.filter((e) => e.reason.startsWith('card_'));
      expect(cardEntries.map((e) => e.reference).sort()).toEqual(ids(outcomes.filter((o) => o.points > 0)));

      const expected =
        replies.length * POINTS.reply +
        threads.length * POINTS.thread +
        wished.length * POINTS.wishlistAdd +
        games.reduce((n, g) => n + g.paid_games, 0) * GAME_POINTS.memoryGame +
        cardEntries.reduce((n, e) => n + e.amount, 0);
      expect(entries.reduce((n, e) => n + e.amount, 0)).toBe(expected);
      const balance = await ok<{ total_points: number }>(server!.url, 'GET', '/api/points/balance', {
        token: member.token,
      });
      expect(balance.total_points).toBe(expected);
    }
  });

  it('every acknowledged card move is in its match', async () => {
    for (const match of fx.matches) {
      const row = await db.kysely
        .selectFrom('card_matches')
        .select(['version', 'status'])
        .where('id', '=', match.id)
        .executeTakeFirstOrThrow();
      // Version 1 is the new match; each stored move adds one. A move cut by the kill may or may not be stored.
      const moves = row.version - 1;
      expect(moves).toBeGreaterThanOrEqual(match.acked);
      expect(moves).toBeLessThanOrEqual(match.acked + match.unanswered);
      if (match.last && moves === match.acked) {
        // Nothing after the last acknowledged move: the match is exactly as that move left it.
        expect(await stateOf(server!.url, match, match.last.by)).toEqual(match.last.state);
      }
      if (match.last && match.last.state.gameStatus !== 'in_progress') expect(row.status).not.toBe('in_progress');
    }
  });

  it('the restarted server takes writes again', async () => {
    const member = fx.members[0]!;
    const res = await call(server!.url, 'POST', '/api/forum/reply', {
      token: member.token,
      body: { thread_id: fx.threadIds[0], content: 'after the restart' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(server!.alive).toBe(true);
  });
});
