import { countOf } from '../../db/count.js';
import type { Executor } from '../../db/dialect.js';
import { memberRowsOldestFirst } from '../../db/member-rows.js';
import { memberGameRow } from './game-scores.repository.js';

/** Reads of game_best_scores and pvp_ratings; each runs on the executor it is given. */

/** The member's best score per game (the data export). */
export function bestScoresOf(ex: Executor, userId: number) {
  return ex
    .selectFrom('game_best_scores')
    .select(['game_id', 'best_score', 'games_played', 'achieved_at'])
    .where('user_id', '=', userId)
    .orderBy('game_id')
    .execute();
}

/** The member's memory plays, oldest first, without their boards (the data export). */
export function memoryPlaysOf(ex: Executor, userId: number) {
  return memberRowsOldestFirst(ex, 'memory_plays', ['id', 'status', 'score', 'created_at', 'finished_at'], userId);
}

/** The member's duel rating row, played or not (the data export). */
export function ratingRowOf(ex: Executor, userId: number) {
  return ex
    .selectFrom('pvp_ratings')
    .select(['rating', 'rd', 'games_played', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function bestScore(ex: Executor, userId: number, gameId: string) {
  return memberGameRow(ex, userId, gameId, ['best_score']);
}

export function countBetterScores(ex: Executor, gameId: string, score: number): Promise<number> {
  return countOf(ex.selectFrom('game_best_scores').where('game_id', '=', gameId).where('best_score', '>', score));
}

/** A rating counts once its player has played. */
export function rating(ex: Executor, userId: number) {
  return ex
    .selectFrom('pvp_ratings')
    .select(['rating', 'rd'])
    .where('user_id', '=', userId)
    .where('games_played', '>', 0)
    .executeTakeFirst();
}

export function countBetterRatings(ex: Executor, value: number): Promise<number> {
  return countOf(ex.selectFrom('pvp_ratings').where('games_played', '>', 0).where('rating', '>', value));
}

/** Takes the member off every leaderboard: best scores, the duel rating and unfinished memory plays. */
export async function deleteStandingsOf(ex: Executor, userId: number): Promise<void> {
  await ex.deleteFrom('game_best_scores').where('user_id', '=', userId).execute();
  await ex.deleteFrom('pvp_ratings').where('user_id', '=', userId).execute();
  await ex.deleteFrom('memory_plays').where('user_id', '=', userId).execute();
}
