import type { ExpressionBuilder, SelectExpression } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Executor } from '../../db/dialect.js';

/** Writes and the leaderboard of game_best_scores; each runs on the executor it is given. */

export interface ScoreRow {
  best_score: number;
  achieved_at: string;
  paid_day: string | null;
  paid_games: number;
}

/** The member's row of a game: one per member and game. */
const memberGame = (userId: number, gameId: string) => (eb: ExpressionBuilder<Database, 'game_best_scores'>) =>
  eb.and([eb('user_id', '=', userId), eb('game_id', '=', gameId)]);

/**
 * Takes this member's submission slot for the game when the last accepted score is at least `cutoff` old (or
 * there is none yet): a conditional update, else an insert of the first row. Returns false when the slot is
 * taken. Racing requests cannot both pass: PostgreSQL re-checks the update's condition on the row a concurrent
 * transaction just wrote, and the second first-time insert meets the first one's key; SQLite runs one write
 * transaction at a time.
 */
export async function claimSubmission(
  ex: Executor,
  slot: { userId: number; gameId: string; score: number; now: string; cutoff: string },
): Promise<boolean> {
  const updated = await ex
    .updateTable('game_best_scores')
    .set((eb) => ({ last_submitted_at: slot.now, games_played: eb('games_played', '+', 1) }))
    .where(memberGame(slot.userId, slot.gameId))
    .where((eb) => eb.or([eb('last_submitted_at', 'is', null), eb('last_submitted_at', '<=', slot.cutoff)]))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return true;
  const inserted = await ex
    .insertInto('game_best_scores')
    .values({
      user_id: slot.userId,
      game_id: slot.gameId,
      best_score: slot.score,
      games_played: 1,
      achieved_at: slot.now,
      last_submitted_at: slot.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'game_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** These columns of the member's row of a game; undefined before their first accepted score. */
export function memberGameRow<C extends SelectExpression<Database, 'game_best_scores'>>(
  ex: Executor,
  userId: number,
  gameId: string,
  columns: readonly C[],
) {
  return ex.selectFrom('game_best_scores').select(columns).where(memberGame(userId, gameId)).executeTakeFirst();
}

export function lastSubmittedAt(ex: Executor, userId: number, gameId: string) {
  return memberGameRow(ex, userId, gameId, ['last_submitted_at']);
}

export function scoreRow(ex: Executor, userId: number, gameId: string): Promise<ScoreRow | undefined> {
  return memberGameRow(ex, userId, gameId, ['best_score', 'achieved_at', 'paid_day', 'paid_games']);
}

export async function updateScoreRow(ex: Executor, userId: number, gameId: string, row: ScoreRow): Promise<void> {
  await ex.updateTable('game_best_scores').set(row).where(memberGame(userId, gameId)).execute();
}

/** Best first; equal scores in the order they were reached, then by user id. */
export function topScores(ex: Executor, gameId: string, limit: number) {
  return ex
    .selectFrom('game_best_scores')
    .select(['user_id', 'best_score'])
    .where('game_id', '=', gameId)
    .orderBy('best_score', 'desc')
    .orderBy('achieved_at', 'asc')
    .orderBy('user_id', 'asc')
    .limit(limit)
    .execute();
}
