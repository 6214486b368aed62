import {
  FAIR_PLAY,
  type FairPlayEarner,
  type FairPlayGame,
  type FairPlayPair,
  type FairPlayReport,
  type FairPlayWindow,
  type GamePointsToday,
  type UnpaidReason,
} from '@dd/contracts';
import type { Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import type { GameMetrics, SettledKind } from '../../platform/metrics.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { PointsService } from '../points/points.service.js';
import * as repo from './fair-play.repository.js';
import { pairKey, settleGames, utcDay, type GameEnd, type GameSettlement } from './game-settlement.js';

export type { GameEnd, GameSettlement, PlayerReward, PlayerSettlement } from './game-settlement.js';

export interface FairPlayServiceDeps {
  db: TransactionRunner;
  clock: Clock;
  accounts: Pick<AccountsService, 'lockMembers' | 'getUsers'>;
  points: Pick<PointsService, 'awardAll'>;
  /** Counts each settled match as counted, aborted or casual, once its transaction committed. */
  metrics?: Pick<GameMetrics, 'settled'>;
}

/** A match is aborted or casual for both its players alike (decideGameReward); anything else counted. */
function settledKind(settlement: GameSettlement): SettledKind {
  const reason = settlement.players[0].unpaidReason;
  return reason === 'aborted' || reason === 'casual' ? reason : 'counted';
}

/** What a finished match did for one player, as the result screens show it. */
export interface GameOutcome {
  paid: boolean;
  unpaidReason: UnpaidReason | null;
  pointsEarned: number;
  /** A rated duel: the member's rating before and after it; null for anything else. */
  rating: repo.RatingChangeRow | null;
}

/** Rows per list of the admin report. */
const REPORT_SIZE = 20;
/** Latest card matches listed per pair (replay links). */
const REPLAYS_PER_PAIR = 5;
/** The admin report's longer window, in days, today included. */
const WEEK_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The game economy's fair-play rules (issue 21) applied where matches end: aborted games, repeat opponents and
 * the daily cap on game points (`decideGameReward` in contracts), with one `game_outcomes` row per player of
 * every finished duel and card match, and the admin's view of who plays whom and who earns what.
 */
export class FairPlayService {
  constructor(private readonly deps: FairPlayServiceDeps) {}

  private get k() {
    return this.deps.db.kysely;
  }

  /**
   * Settles matches that end in `tx` (one, or a sweeper's batch): decides each player's reward, writes the
   * outcome rows and pays through the ledger (reason and match id as reference, so the ledger's key still pays
   * a match once). Race-safe: it first locks every player's `users` row in one ascending id order (two ends of
   * the same pair or member, on any instance, run one after the other, and batches cannot deadlock each other),
   * then reads today's counts, so no end can pay a 4th pair game or past the daily cap. The caller passes only
   * ends it has just written (a match ends once) and no practice match.
   */
  async settle(tx: Tx, ends: readonly GameEnd[]): Promise<GameSettlement[]> {
    if (ends.length === 0) return [];
    const now = this.deps.clock.now();
    const day = utcDay(now);
    const userIds = [...new Set(ends.flatMap((end) => end.players.map((p) => p.userId)))].sort((a, b) => a - b);
    await this.deps.accounts.lockMembers(userIds, tx);
    const [points, pairRows] = await Promise.all([
      repo.pointsOn(tx.db, day, userIds),
      repo.countedPairGamesOn(tx.db, day, userIds),
    ]);
    const pairGames = new Map(pairRows.map((r) => [pairKey(r.game, r.user_id, r.opponent_id), Number(r.games)]));
    const settlements = settleGames(ends, { points, pairGames });

    const createdAt = now.toISOString();
    const players = settlements.flatMap((s) => s.players.map((p) => ({ game: s.game, matchId: s.matchId, ...p })));
    await repo.insertOutcomes(
      tx.db,
      players.map((p) => ({
        game: p.game,
        match_id: p.matchId,
        user_id: p.userId,
        opponent_id: p.opponentId,
        day,
        result: p.result,
        counted: p.counted ? 1 : 0,
        base_points: p.amount,
        points: p.points,
        unpaid_reason: p.unpaidReason,
        created_at: createdAt,
      })),
    );
    await this.deps.points.awardAll(
      players
        .filter((p) => p.points > 0)
        .map((p) => ({ userId: p.userId, reason: p.reason, reference: String(p.matchId), amount: p.points })),
      tx,
    );
    const { metrics } = this.deps;
    if (metrics) tx.afterCommit(() => settlements.forEach((s) => metrics.settled(s.game, settledKind(s))));
    return settlements;
  }

  /** What a finished match did for the player; null when it has no outcome (practice, running, before the rules). */
  async outcomeOf(game: FairPlayGame, matchId: number, userId: number): Promise<GameOutcome | null> {
    const row = await repo.findOutcome(this.k, game, matchId, userId);
    if (!row) return null;
    const rated = row.rating_before !== null && row.rating_after !== null;
    return {
      paid: row.points > 0,
      unpaidReason: row.unpaid_reason,
      pointsEarned: row.points,
      rating: rated
        ? {
            before: Number(row.rating_before),
            after: Number(row.rating_after),
            provisionalBefore: row.provisional_before === 1,
            provisionalAfter: row.provisional_after === 1,
          }
        : null,
    };
  }

  /** Records what a rated game did to the member's rating on their outcome of it, in the rating's transaction. */
  async recordRatingChange(
    tx: Tx,
    game: FairPlayGame,
    matchId: number,
    userId: number,
    change: repo.RatingChangeRow,
  ): Promise<void> {
    await repo.saveRatingChange(tx.db, game, matchId, userId, change);
  }

  /** The member's game points today (UTC) against the daily cap. */
  async pointsToday(userId: number): Promise<GamePointsToday> {
    const day = utcDay(this.deps.clock.now());
    const points = (await repo.pointsOn(this.k, day, [userId])).get(userId) ?? 0;
    return { day, points, cap: FAIR_PLAY.dailyGamePoints };
  }

  /** Today (UTC) and the last 7 days: the pairs who played each other most, and the top earners of game points. */
  async report(): Promise<FairPlayReport> {
    const now = this.deps.clock.now();
    const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const [today, week] = await Promise.all([
      this.window(todayStart, 1),
      this.window(todayStart - (WEEK_DAYS - 1) * DAY_MS, WEEK_DAYS),
    ]);
    return { today, week };
  }

  /** The report's window of `days` UTC days from `startMs` (a day's start). */
  private async window(startMs: number, days: number): Promise<FairPlayWindow> {
    const endMs = startMs + days * DAY_MS;
    const range = { from: utcDay(new Date(startMs)), to: utcDay(new Date(endMs - DAY_MS)) };
    const [pairRows, earnerRows] = await Promise.all([
      repo.topPairs(this.k, range, REPORT_SIZE),
      repo.topEarners(this.k, range, REPORT_SIZE),
    ]);
    const cardPairs = pairRows
      .filter((r) => r.game === 'card')
      .map((r) => ({ userId: r.user_id, opponentId: r.opponent_id }));
    const [replayRows, users] = await Promise.all([
      repo.latestCardMatches(this.k, range, cardPairs, REPLAYS_PER_PAIR),
      this.deps.accounts.getUsers([
        ...pairRows.flatMap((r) => [r.user_id, r.opponent_id]),
        ...earnerRows.map((r) => r.user_id),
      ]),
    ]);
    const replays = new Map<string, number[]>();
    for (const r of replayRows) {
      const key = pairKey('card', r.user_id, r.opponent_id);
      replays.set(key, [...(replays.get(key) ?? []), r.match_id]);
    }
    const member = (id: number) => ({ id, username: users.get(id)?.username ?? '' });
    const pairs: FairPlayPair[] = pairRows.map((r) => ({
      game: r.game,
      memberA: member(r.user_id),
      memberB: member(r.opponent_id),
      games: Number(r.games),
      counted: Number(r.counted),
      aborted: Number(r.aborted),
      casual: Number(r.casual),
      replayMatchIds: r.game === 'card' ? (replays.get(pairKey('card', r.user_id, r.opponent_id)) ?? []) : [],
    }));
    const earners: FairPlayEarner[] = earnerRows.map((r) => ({
      member: member(r.user_id),
      points: Number(r.points),
      games: Number(r.games),
      aborted: Number(r.aborted),
      casual: Number(r.casual),
      capped: Number(r.capped),
      opponents: Number(r.opponents),
    }));
    return { from: new Date(startMs).toISOString(), to: new Date(endMs).toISOString(), pairs, earners };
  }
}
