import { isProvisionalRating, PUZZLE_GAME_ID, type AccountDataGameScores } from '@dd/contracts';
import type { Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import * as stats from './game-stats.repository.js';

export interface Standing {
  value: number;
  /** 1 + the number of players strictly ahead, so equal results share a place. */
  rank: number;
}

export interface RatingStanding extends Standing {
  /** The rating's deviation is still high: shown with a '?'. */
  provisional: boolean;
}

/** Scores and ratings as profiles show them; the games write them. */
export class GameStatsService {
  constructor(private readonly deps: { db: TransactionRunner }) {}

  /** Best scores, memory plays (score and dates, never the board or its seed) and the duel rating (the data export). */
  async exportFor(userId: number): Promise<AccountDataGameScores> {
    const k = this.deps.db.kysely;
    const [bestScores, plays, rating] = await Promise.all([
      stats.bestScoresOf(k, userId),
      stats.memoryPlaysOf(k, userId),
      stats.ratingRowOf(k, userId),
    ]);
    return {
      best_scores: bestScores,
      memory_plays: plays,
      duel_rating: rating
        ? {
            rating: Number(rating.rating),
            rd: Number(rating.rd),
            games_played: rating.games_played,
            updated_at: rating.updated_at,
          }
        : null,
    };
  }

  /** Best memory-game score and its place, or null before the first submitted game. */
  async puzzleStanding(userId: number): Promise<Standing | null> {
    const k = this.deps.db.kysely;
    const row = await stats.bestScore(k, userId, PUZZLE_GAME_ID);
    if (!row) return null;
    return {
      value: row.best_score,
      rank: 1 + (await stats.countBetterScores(k, PUZZLE_GAME_ID, row.best_score)),
    };
  }

  /** Duel rating (rounded) and its place among players who have played, or null before the first duel. */
  async pvpStanding(userId: number): Promise<RatingStanding | null> {
    const k = this.deps.db.kysely;
    const row = await stats.rating(k, userId);
    if (!row) return null;
    return {
      value: Math.round(row.rating),
      rank: 1 + (await stats.countBetterRatings(k, row.rating)),
      provisional: isProvisionalRating(Number(row.rd)),
    };
  }

  /**
   * Account deletion, in the deletion's unit of work: the member leaves the score and rating leaderboards and
   * their memory plays go; finished duels and card matches (other players' history) stay.
   */
  async forgetMember(userId: number, tx: Tx): Promise<void> {
    await stats.deleteStandingsOf(tx.db, userId);
  }
}
