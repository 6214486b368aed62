import {
  GAME_POINTS,
  PVP_COUNTDOWN,
  PVP_LEADERBOARD_SIZE,
  PVP_QUEUE_STALE_MS,
  PVP_TURN_IDLE_MS,
  TOPICS,
  type AccountDataDuel,
  type PvpLeaderboardEntry,
  type PvpMatch,
} from '@dd/contracts';
import { applyDuelAction, duelInitialState, otherPlayer, type DuelError } from '@dd/game';
import type { Tx } from '../../db/dialect.js';
import { isoOffset } from '../../platform/clock.js';
import { AppError, badRequest, conflict, forbidden, notFound, staleVersion } from '../../platform/errors.js';
import type { DuelRatingsService } from '../game-scores/duel-ratings.service.js';
import type { ModerationService } from '../moderation/moderation.service.js';
import type { FairPlayService } from '../fair-play/fair-play.service.js';
import { duelStateOf, isIdle, toPvpMatch } from './pvp-match.js';
import * as repo from './pvp.repository.js';
import type { MatchRow } from './pvp.repository.js';
import { readTurnIntent, TURN_TEXT } from './turn-intent.js';
import { newGameSeed } from '../../platform/game-seed.js';
import { MATCH_ERROR, SETTLE_ATTEMPTS, type MatchPlayDeps } from '../live-game-deps.js';

export interface PvpServiceDeps extends MatchPlayDeps {
  moderation: Pick<ModerationService, 'blocksAmong'>;
  /** Settles each end (aborted, casual, the daily cap) and pays it; says whether the duel is rated. */
  fairPlay: Pick<FairPlayService, 'settle' | 'outcomeOf' | 'recordRatingChange'>;
  ratings: Pick<DuelRatingsService, 'recordDuel' | 'rankings'>;
}

export const PVP_ERROR = {
  ...MATCH_ERROR,
  notAPlayer: 'You are not a player in this match',
  notStarted: 'The match has not started yet',
  notOver: 'The match is not over yet',
  alreadySeated: 'You are already in a match',
  countdown: 'The duel has not started yet: wait for the end of the 3-2-1 countdown.',
} as const;

/** A waiting player's last-seen time is written again only when it is this old (lobbies poll every 500 ms). */
const TOUCH_AFTER_MS = 5_000;
/** Waiting matches looked at per pairing, longest waiting first. */
const PAIRING_CANDIDATES = 50;
/** Arrivals paired in one transaction at most (a surge is paired in several). */
const PAIRING_BATCH = 100;
/** The sweeper's batch. */
const SWEEP_BATCH = 100;

/** When the 3-2-1 that starts at `countdownStartIso` ends (ms). */
const countdownEnd = (countdownStartIso: string) => Date.parse(countdownStartIso) + PVP_COUNTDOWN.seconds * 1000;

const CODE_OF: Record<Exclude<DuelError, 'not_a_player' | 'invalid_add'>, 'not_your_turn' | 'game_over'> = {
  not_your_turn: 'not_your_turn',
  game_over: 'game_over',
};

/**
 * The Reach-10 duel: the queue and pairing, moves, the end with ratings and points, and the idle rule. The
 * server decides everything (clients send intents); matches are written with `WHERE version = ?`, a member holds
 * at most one seat (pvp_seats), and every change is pushed after commit: `pvp.match` to both players' own
 * topics, `pvp.queue` with the waiting count to `pvp-queue`.
 */
/** The duel queue's pairing decisions run one at a time across instances (db.serialized). */
const PAIRING_QUEUE = 'pvp-queue';

/** The member already holds a seat in an open match: the pairing transaction rolls back. */
class SeatTaken extends Error {}

/** A join waiting for its batch's pairing: resolved with the member's match, undefined when already seated. */
interface Arrival {
  userId: number;
  resolve: (row: MatchRow | undefined) => void;
  reject: (err: unknown) => void;
}

export class PvpService {
  constructor(private readonly deps: PvpServiceDeps) {}

  /** The member's duels (the data export): opponent, result, the shared total and dates. */
  async exportFor(userId: number): Promise<AccountDataDuel[]> {
    const rows = await repo.allOf(this.k, userId);
    const users = await this.deps.accounts.getUsers(
      rows.flatMap((r) => (r.player2_id === null ? [r.player1_id] : [r.player1_id, r.player2_id])),
    );
    return rows.map((row) => {
      const opponentId = row.player1_id === userId ? row.player2_id : row.player1_id;
      const over = row.status === 'completed';
      return {
        id: row.id,
        opponent: opponentId === null ? null : { id: opponentId, username: users.get(opponentId)?.username ?? '' },
        status: row.status,
        result: !over ? null : row.winner_id === null ? 'tie' : row.winner_id === userId ? 'win' : 'loss',
        end_reason: row.end_reason,
        total: row.total,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  private get k() {
    return this.deps.db.kysely;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  /** Waiting players seen since then are fresh. */
  private seenSince(now: Date): string {
    return isoOffset(now, -PVP_QUEUE_STALE_MS);
  }

  /* ---------- Queue ---------- */

  /**
   * The member's open match (pending or active), else a seat opposite the longest-waiting player they may play
   * (no block either way, not stale), else a new pending match. Arrivals are paired in batches (the matchmaker
   * below): pairing decisions are serialised (db.serialized) and the seat key refuses a second open match, so
   * racing calls on any instance never seat a member twice or two members in one seat.
   */
  async joinQueue(userId: number): Promise<PvpMatch> {
    const open = await this.openMatch(userId);
    // An open match that the idle rule has just ended is not reused: the member asked to play.
    if (open && open.status !== 'completed') return this.view(open, userId);
    const row = await this.arrive(userId);
    if (!row) {
      // Another call of the same member was seated first: theirs is the answer.
      const seated = await this.openMatch(userId);
      if (!seated) throw conflict(PVP_ERROR.alreadySeated);
      return this.view(seated, userId);
    }
    return this.view(row, userId);
  }

  /* The matchmaker: arrivals wait in memory while a pairing transaction runs, and the next transaction pairs all
     of them at once, in arrival order, exactly as one-at-a-time pairings would (first come, first paired). A
     surge of joins then costs a handful of statements per batch instead of a transaction per join. */
  private arrivals: Arrival[] = [];
  private pairing = false;

  /** The member's match once their batch committed; undefined when they already held a seat. */
  private arrive(userId: number): Promise<MatchRow | undefined> {
    return new Promise((resolve, reject) => {
      this.arrivals.push({ userId, resolve, reject });
      if (!this.pairing) void this.drainArrivals();
    });
  }

  private async drainArrivals(): Promise<void> {
    this.pairing = true;
    try {
      while (this.arrivals.length > 0) {
        const batch = this.arrivals.splice(0, PAIRING_BATCH);
        await this.pairArrivals(batch);
      }
    } finally {
      this.pairing = false;
    }
  }

  private async pairArrivals(batch: Arrival[]): Promise<void> {
    let rows: Map<number, MatchRow>;
    try {
      rows = await this.deps.db.serialized(PAIRING_QUEUE, (tx) =>
        this.pairOrQueue(tx, [...new Set(batch.map((a) => a.userId))]),
      );
    } catch (err) {
      if (err instanceof SeatTaken && batch.length > 1) {
        // The seat key refused one of them (their seat came from elsewhere meanwhile): the whole batch rolled
        // back, so each is paired again on their own, and only the refused one is answered so.
        for (const arrival of batch) await this.pairArrivals([arrival]);
        return;
      }
      for (const arrival of batch) {
        if (err instanceof SeatTaken) arrival.resolve(undefined);
        else arrival.reject(err);
      }
      return;
    }
    for (const arrival of batch) arrival.resolve(rows.get(arrival.userId));
  }

  /**
   * Pairs or queues each member, in arrival order: a seat opposite the longest-waiting player they may play
   * (waiting players first, then those queued earlier in this batch), else a new pending match. Answers each
   * member's match; members who already hold a seat are left out (their open match is the answer).
   */
  private async pairOrQueue(tx: Tx, userIds: number[]): Promise<Map<number, MatchRow>> {
    const now = this.now();
    const nowIso = now.toISOString();
    const seenSinceIso = this.seenSince(now);
    const seated = await repo.seatedAmong(tx.db, userIds);
    const joiners = userIds.filter((id) => !seated.has(id));
    const waiting: Array<Pick<MatchRow, 'id' | 'player1_id' | 'version'>> = await repo.waitingMatches(
      tx.db,
      seenSinceIso,
      PAIRING_CANDIDATES + joiners.length,
    );
    const blocked = await this.deps.moderation.blocksAmong(
      joiners,
      [...joiners, ...waiting.map((w) => w.player1_id)],
      tx,
    );
    const answers = new Map<number, MatchRow>();
    /** The matches of this batch as they end up: one event each. */
    const changed = new Map<number, MatchRow>();
    for (const userId of joiners) {
      let row: MatchRow | undefined;
      for (let i = 0; i < waiting.length && !row; i++) {
        const candidate = waiting[i] as (typeof waiting)[number];
        if (blocked(userId, candidate.player1_id)) continue;
        const countdown = new Date(now.getTime() + PVP_COUNTDOWN.leadMs);
        const first = duelInitialState((this.deps.seeds ?? newGameSeed)(), [candidate.player1_id, userId]).turn;
        row = await repo.pair(tx.db, {
          id: candidate.id,
          version: candidate.version,
          player2Id: userId,
          firstTurn: first,
          countdownIso: countdown.toISOString(),
          // The first move is due once the countdown has run and the idle time passed.
          deadlineIso: isoOffset(countdown, PVP_COUNTDOWN.seconds * 1000 + PVP_TURN_IDLE_MS),
          nowIso,
          seenSinceIso,
        });
        if (row) tx.afterCommit(() => this.deps.metrics?.matchStarted('duel'));
        // Taken, or lost to a leave or the sweeper since it was read: either way no longer a candidate.
        waiting.splice(i--, 1);
      }
      if (!row) {
        row = await repo.insertPending(tx.db, userId, nowIso);
        // Later arrivals of the batch may take it.
        waiting.push({ id: row.id, player1_id: userId, version: row.version });
      }
      await this.seat(tx, userId, row.id, nowIso);
      answers.set(userId, row);
      changed.set(row.id, row);
    }
    // A member queued earlier in this batch and paired later in it was answered the pending match and hears of
    // the pairing by push, as if they had come in a batch of their own.
    for (const row of changed.values()) this.publishMatch(tx, row);
    if (joiners.length > 0) this.publishQueue(tx);
    return answers;
  }

  /** The seat key is the last guard: a second open match for a member rolls the whole pairing back. */
  private async seat(tx: Tx, userId: number, matchId: number, nowIso: string): Promise<void> {
    if (!(await repo.takeSeat(tx.db, userId, matchId, nowIso))) throw new SeatTaken();
  }

  /** The member's latest match: the open one, else the last completed one they have not cleared; null if none. */
  async myMatch(userId: number): Promise<PvpMatch | null> {
    const open = await this.openMatch(userId);
    if (open) return this.view(open, userId);
    const done = await repo.latestCompletedOf(this.k, userId);
    return done ? this.view(done, userId) : null;
  }

  /** How many players wait in pending matches (stale ones left out); asking keeps the caller's own entry fresh. */
  async queueStatus(userId: number): Promise<{ count: number }> {
    const pending = await repo.pendingOf(this.k, userId);
    if (pending) await this.touch(pending);
    return { count: await this.countWaiting() };
  }

  /** Leaves the member's pending match; an active match is not left this way (`left: false`). */
  async leaveQueue(userId: number): Promise<{ success: true; left: boolean }> {
    const left = await this.deps.db.transaction(async (tx) => {
      const removed = await repo.deletePendingOf(tx.db, userId);
      if (removed) {
        this.publish(tx, [removed.player1_id], removed.id);
        this.publishQueue(tx);
      }
      return removed !== undefined;
    });
    return { success: true, left };
  }

  /** Hides the member's completed matches from their myMatch; the other player still sees the result. */
  async clearOldMatches(userId: number): Promise<{ success: true; cleared: number }> {
    const cleared = await this.deps.db.transaction(async (tx) => {
      const ids = await repo.hideCompletedOf(tx.db, userId);
      // The member's other tabs refetch; the opponent's view did not change.
      if (ids.length > 0) this.publish(tx, [userId], Math.max(...ids));
      return ids.length;
    });
    return { success: true, cleared };
  }

  async countWaiting(): Promise<number> {
    return repo.countWaiting(this.k, this.seenSince(this.now()));
  }

  /* ---------- Play ---------- */

  /**
   * One move: `{add}` or the spec's `{game_state}` read as an intent (new total = total + 1 or 2). The server
   * computes total, turn and winner and writes at the version it read; the end is settled (fair play: points,
   * and the ratings of a counted duel) in the same transaction. Refused with 409 `countdown` until the 3-2-1 ends.
   */
  async submitTurn(
    userId: number,
    body: { match_id: number; add?: number | undefined; game_state?: unknown },
  ): Promise<PvpMatch> {
    const intent = readTurnIntent(body);
    const row = await this.settle(await this.matchOfPlayer(userId, body.match_id));
    if (row.status === 'pending') throw conflict(PVP_ERROR.notStarted);
    const add = intent.kind === 'add' ? intent.add : intent.total - row.total;
    const result = applyDuelAction(duelStateOf(row), { player: userId, add });
    if (!result.ok) {
      if (result.error === 'not_a_player') throw forbidden(PVP_ERROR.notAPlayer);
      if (result.error === 'invalid_add') {
        throw badRequest(intent.kind === 'add' ? TURN_TEXT.addOneOrTwo : TURN_TEXT.totalStep(row.total));
      }
      throw new AppError(409, CODE_OF[result.error], result.message);
    }
    const now = this.now();
    // The first move waits for the 3-2-1 both players see (it starts at countdown_start_time).
    if (row.countdown_start_time !== null && now.getTime() < countdownEnd(row.countdown_start_time)) {
      throw new AppError(409, 'countdown', PVP_ERROR.countdown);
    }
    const next = result.state;
    const mover = userId === row.player1_id ? 'player1' : 'player2';
    const written = await this.deps.db.transaction(async (tx) => {
      const saved =
        next.winner === null
          ? await repo.writeMove(tx.db, row.id, row.version, {
              mover,
              total: next.total,
              currentTurn: next.turn,
              deadlineIso: isoOffset(now, PVP_TURN_IDLE_MS),
              nowIso: now.toISOString(),
            })
          : await this.end(tx, row, { winnerId: next.winner, total: next.total, reason: 'target', mover });
      if (!saved) throw staleVersion(PVP_ERROR.changed);
      this.publishMatch(tx, saved);
      tx.afterCommit(() => this.deps.metrics?.moved('duel'));
      return saved;
    });
    return this.view(written, userId);
  }

  /**
   * The spec's end call. The client never picks the winner: this answers the result the server already
   * decided, and 409 while the match is not over.
   */
  async completeMatch(userId: number, matchId: number): Promise<PvpMatch> {
    const row = await this.settle(await this.matchOfPlayer(userId, matchId));
    if (row.status !== 'completed') throw conflict(PVP_ERROR.notOver);
    return this.view(row, userId);
  }

  /** The id of the latest completed duel of exactly these two players; null when they have finished none. */
  async finishedDuelBetween(userA: number, userB: number): Promise<number | null> {
    if (userA === userB) return null;
    return (await repo.latestCompletedBetween(this.k, userA, userB))?.id ?? null;
  }

  /** The best-rated players who have played, best first. */
  async leaderboard(): Promise<PvpLeaderboardEntry[]> {
    const ranked = await this.deps.ratings.rankings(PVP_LEADERBOARD_SIZE);
    const users = await this.deps.accounts.getUsers(ranked.map((r) => r.user_id));
    return ranked.flatMap((r) => {
      const user = users.get(r.user_id);
      return user
        ? [{ user_id: r.user_id, username: user.username, rating: r.rating, provisional: r.provisional }]
        : [];
    });
  }

  /* ---------- Sweeper ---------- */

  /**
   * Removes pending matches whose player has gone (stale) and ends active matches whose player on turn let the
   * deadline pass (they lose; the end is settled as any other). Runs from the scheduler; the same idle rule is
   * applied whenever a match is read or written.
   */
  async sweep(signal?: AbortSignal): Promise<{ removed: number; ended: number }> {
    let removed = 0;
    let ended = 0;
    for (;;) {
      const seenBeforeIso = this.seenSince(this.now());
      const stale = await repo.stalePending(this.k, seenBeforeIso, SWEEP_BATCH);
      let done = 0;
      for (const { id } of stale) {
        if (signal?.aborted) return { removed, ended };
        const gone = await this.deps.db.transaction(async (tx) => {
          const row = await repo.deleteStale(tx.db, id, seenBeforeIso);
          if (row) this.publish(tx, [row.player1_id], row.id);
          return row !== undefined;
        });
        if (gone) done++;
      }
      removed += done;
      if (stale.length < SWEEP_BATCH || done === 0) break;
    }
    // Stale entries had already left the count; one event brings the lobbies up to date.
    if (removed > 0) {
      await this.deps.events.publish(TOPICS.pvpQueue, { type: 'pvp.queue', count: await this.countWaiting() });
    }
    for (;;) {
      const idle = await repo.idleActive(this.k, this.now().toISOString(), SWEEP_BATCH);
      let done = 0;
      for (const row of idle) {
        if (signal?.aborted) return { removed, ended };
        if (await this.endIdle(row)) done++;
      }
      ended += done;
      if (idle.length < SWEEP_BATCH || done === 0) break;
    }
    return { removed, ended };
  }

  /* ---------- Inside ---------- */

  /** The member's pending or active match, with the idle rule applied and a waiting player's entry kept fresh. */
  private async openMatch(userId: number): Promise<MatchRow | undefined> {
    const row = await repo.openMatchOf(this.k, userId);
    if (!row) return undefined;
    if (row.status === 'pending') {
      await this.touch(row);
      return row;
    }
    return this.settle(row);
  }

  private async matchOfPlayer(userId: number, matchId: number): Promise<MatchRow> {
    const row = await repo.findMatch(this.k, matchId);
    if (!row) throw notFound(PVP_ERROR.matchNotFound);
    if (row.player1_id !== userId && row.player2_id !== userId) throw forbidden(PVP_ERROR.notAPlayer);
    return row;
  }

  /** Keeps a waiting player's entry fresh; one that had gone stale counts again, so the lobbies are told. */
  private async touch(row: Pick<MatchRow, 'id' | 'last_seen_at'>): Promise<void> {
    const now = this.now();
    if (row.last_seen_at !== null && Date.parse(row.last_seen_at) > now.getTime() - TOUCH_AFTER_MS) return;
    const wasStale = row.last_seen_at === null || row.last_seen_at < this.seenSince(now);
    await this.deps.db.transaction(async (tx) => {
      await repo.touch(tx.db, row.id, now.toISOString());
      if (wasStale) this.publishQueue(tx);
    });
  }

  /**
   * The idle rule: an active match whose player on turn let the deadline pass ends, that player losing. Answers
   * the match as it now is (re-read when another change got there first).
   */
  private async settle(row: MatchRow): Promise<MatchRow> {
    let current = row;
    for (let attempt = 0; attempt < SETTLE_ATTEMPTS && isIdle(current, this.now()); attempt++) {
      current = (await this.endIdle(current)) ?? (await repo.findMatch(this.k, current.id)) ?? current;
    }
    return current;
  }

  /** Ends an idle match, the player on turn losing; undefined when another change of the match came first. */
  private async endIdle(row: MatchRow): Promise<MatchRow | undefined> {
    const loserId = row.current_turn;
    if (loserId === null) return undefined;
    const winnerId = otherPlayer(duelStateOf(row), loserId);
    return this.deps.db.transaction(async (tx) => {
      const saved = await this.end(tx, row, { winnerId, total: row.total, reason: 'idle', mover: null });
      if (saved) this.publishMatch(tx, saved);
      return saved;
    });
  }

  /**
   * Completes the match at the version read, frees both seats and settles it through fair play (points, in
   * `tx`); a duel that counts (not aborted, not casual) also rates both players. Undefined (nothing written)
   * when someone else changed the match first: only one write can complete a match, so it is settled once (the
   * outcomes' and the ledger's keys back that up).
   */
  private async end(tx: Tx, row: MatchRow, result: Omit<repo.EndWrite, 'nowIso'>): Promise<MatchRow | undefined> {
    const { winnerId } = result;
    const loserId = otherPlayer(duelStateOf(row), winnerId);
    const saved = await repo.writeEnd(tx.db, row.id, row.version, { ...result, nowIso: this.now().toISOString() });
    if (!saved) return undefined;
    tx.afterCommit(() => this.deps.metrics?.matchEnded('duel', result.reason));
    await repo.releaseSeats(tx.db, row.id);
    const [settled] = await this.deps.fairPlay.settle(tx, [
      {
        game: 'duel',
        matchId: row.id,
        winnerId,
        loserMoves: loserId === saved.player1_id ? saved.player1_moves : saved.player2_moves,
        players: [
          { userId: winnerId, reason: 'duel_win', amount: GAME_POINTS.duelWin },
          { userId: loserId, reason: 'duel_loss', amount: GAME_POINTS.duelLoss },
        ],
      },
    ]);
    // Aborted and casual duels move no rating and leave the rankings' game counts alone.
    if (settled?.counted) {
      const { changes } = await this.deps.ratings.recordDuel({ winnerId, loserId }, tx);
      // Each player's result screen says what the duel did to their rating.
      for (const [userId, change] of changes) {
        await this.deps.fairPlay.recordRatingChange(tx, 'duel', row.id, userId, change);
      }
    }
    return saved;
  }

  /** The match as `askerId` sees it: a completed one says what it paid them (fair play). */
  private async view(row: MatchRow, askerId: number): Promise<PvpMatch> {
    const ids = row.player2_id === null ? [row.player1_id] : [row.player1_id, row.player2_id];
    const [users, outcome] = await Promise.all([
      this.deps.accounts.getUsers(ids),
      row.status === 'completed' ? this.deps.fairPlay.outcomeOf('duel', row.id, askerId) : null,
    ]);
    return toPvpMatch(row, users, outcome);
  }

  /** Both players' own topics hear of every change of their match, once it committed. */
  private publishMatch(tx: Tx, row: MatchRow): void {
    this.publish(tx, row.player2_id === null ? [row.player1_id] : [row.player1_id, row.player2_id], row.id);
  }

  private publish(tx: Tx, userIds: number[], matchId: number): void {
    tx.afterCommit(() => this.deps.events.publish(userIds.map(TOPICS.user), { type: 'pvp.match', matchId }));
  }

  /** The waiting count as it is once the change committed, to every lobby. */
  private publishQueue(tx: Tx): void {
    tx.afterCommit(() => this.announceQueue());
  }

  /** The waiting count as it is now, to every lobby; call only after the change committed. */
  private async announceQueue(): Promise<void> {
    await this.deps.events.publish(TOPICS.pvpQueue, { type: 'pvp.queue', count: await this.countWaiting() });
  }

  /* ---------- Account deletion ---------- */

  /**
   * Account deletion, in the deletion's unit of work (which takes this first, before any member row, so it
   * waits for a running pairing instead of deadlocking with it): the member leaves the queue, and an active duel
   * ends with the opponent winning (a passed deadline still ends it by the idle rule first), settled and rated
   * as any other end and pushed to both once committed.
   */
  async removeMember(userId: number, tx: Tx): Promise<void> {
    await tx.lock(PAIRING_QUEUE);
    const pending = await repo.deletePendingOf(tx.db, userId);
    if (pending) {
      this.publish(tx, [pending.player1_id], pending.id);
      this.publishQueue(tx);
    }
    const open = await repo.openMatchOf(tx.db, userId);
    const row = open && (await repo.lockMatch(tx, open.id));
    if (row?.status !== 'active') return;
    const idleLoser = isIdle(row, this.now()) ? row.current_turn : null;
    const loserId = idleLoser ?? userId;
    const saved = await this.end(tx, row, {
      winnerId: otherPlayer(duelStateOf(row), loserId),
      total: row.total,
      reason: idleLoser === null ? 'forfeit' : 'idle',
      mover: null,
    });
    if (!saved) throw staleVersion(PVP_ERROR.changed);
    this.publishMatch(tx, saved);
  }
}
