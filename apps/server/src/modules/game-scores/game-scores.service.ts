import {
  GAME_POINTS,
  LEADERBOARD_SIZE,
  MEMORY_TEXT,
  SCORE_GAME_IDS,
  SCORE_INTERVAL_MS,
  type GameScoreResponse,
  type LeaderboardEntry,
  type ScoreGameId,
} from '@dd/contracts';
import { isPossibleMemoryScore, MEMORY_MAX_SCORE, MEMORY_MIN_SCORE, MEMORY_SCORE_STEP } from '@dd/game';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import { isoOffset, type Clock } from '../../platform/clock.js';
import { AppError, badRequest, rateLimited } from '../../platform/errors.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { PointsService } from '../points/points.service.js';
import * as repo from './game-scores.repository.js';
import * as plays from './memory-plays.repository.js';

export interface GameScoresDeps {
  db: TransactionRunner;
  clock: Clock;
  points: Pick<PointsService, 'award'>;
  accounts: Pick<AccountsService, 'getUsers'>;
}

export const isScoreGameId = (id: string): id is ScoreGameId => (SCORE_GAME_IDS as readonly string[]).includes(id);

const SCORE_RULE = `Score must be between ${MEMORY_MIN_SCORE} and ${MEMORY_MAX_SCORE} in steps of ${MEMORY_SCORE_STEP}`;

/** Submitted game scores: each member's best per game, the leaderboard and the points for playing. */
export class GameScoresService {
  constructor(private readonly deps: GameScoresDeps) {}

  /**
   * Records a finished play of the member's: keeps their best score, counts the game and pays
   * GAME_POINTS.memoryGame for at most GAME_POINTS.memoryGamesPerDay games a UTC day, all in one unit of work.
   * The score must be the one the server computed for the play, and a play is recorded once (409, checked
   * before the interval). One score is accepted per member every SCORE_INTERVAL_MS; a refused one changes
   * nothing and does not count.
   */
  async submit(userId: number, gameId: string, score: number, playId: number | undefined): Promise<GameScoreResponse> {
    if (!isScoreGameId(gameId)) throw badRequest(`Unknown game: ${gameId}`);
    if (!isPossibleMemoryScore(score)) throw badRequest(SCORE_RULE);
    if (playId === undefined) throw badRequest(MEMORY_TEXT.noFinishedGame);
    const now = this.deps.clock.now();
    const nowIso = now.toISOString();
    return this.deps.db.transaction(async (tx) => {
      // Locked until commit (PostgreSQL), so a second submission of this play waits and then sees it scored.
      const play = await tx.forUpdate(plays.playQuery(tx.db, playId, userId)).executeTakeFirst();
      if (!play || play.status !== 'finished' || play.score === null) throw badRequest(MEMORY_TEXT.noFinishedGame);
      if (play.scored_at !== null) throw new AppError(409, 'already_scored', MEMORY_TEXT.alreadyScored);
      if (play.score !== score) throw badRequest(MEMORY_TEXT.scoreMismatch(score, play.score));
      const claimed = await repo.claimSubmission(tx.db, {
        userId,
        gameId,
        score,
        now: nowIso,
        cutoff: isoOffset(now, -SCORE_INTERVAL_MS),
      });
      if (!claimed) {
        const last = (await repo.lastSubmittedAt(tx.db, userId, gameId))?.last_submitted_at;
        const waitMs = last ? Date.parse(last) + SCORE_INTERVAL_MS - now.getTime() : SCORE_INTERVAL_MS;
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        throw rateLimited(
          `You can submit one score every ${SCORE_INTERVAL_MS / 1000} seconds. Please wait ${seconds} s.`,
          seconds,
        );
      }
      if (!(await plays.markScored(tx.db, playId, nowIso))) {
        throw new AppError(409, 'already_scored', MEMORY_TEXT.alreadyScored);
      }
      // The claim holds the row (PostgreSQL) or the write lock (SQLite) until commit.
      const row = await repo.scoreRow(tx.db, userId, gameId);
      if (!row) throw new Error('claimed score row is missing');
      const day = nowIso.slice(0, 10);
      const paidToday = row.paid_day === day ? row.paid_games : 0;
      const paying = paidToday < GAME_POINTS.memoryGamesPerDay;
      const better = score > row.best_score;
      await repo.updateScoreRow(tx.db, userId, gameId, {
        best_score: better ? score : row.best_score,
        achieved_at: better ? nowIso : row.achieved_at,
        paid_day: day,
        paid_games: paying ? paidToday + 1 : paidToday,
      });
      // The ledger's unique (user, reason, reference) key is the last word: game n of a day pays at most once.
      const pointsAwarded = paying
        ? await this.deps.points.award(
            { userId, reason: 'game', reference: `${gameId}:${day}:${paidToday + 1}`, amount: GAME_POINTS.memoryGame },
            tx,
          )
        : 0;
      return { success: true, best_score: Math.max(score, row.best_score), points_awarded: pointsAwarded };
    });
  }

  /** The best LEADERBOARD_SIZE scores; the name comes from the accounts (null when there is none). */
  async leaderboard(gameId: ScoreGameId): Promise<LeaderboardEntry[]> {
    const rows = await repo.topScores(this.deps.db.kysely, gameId, LEADERBOARD_SIZE);
    const users = await this.deps.accounts.getUsers(rows.map((r) => r.user_id));
    return rows.map((r) => ({
      user_id: r.user_id,
      username: users.get(r.user_id)?.username ?? null,
      score: r.best_score,
    }));
  }
}
