import type { Executor } from '../../db/dialect.js';

/** Reads of game_best_scores and pvp_ratings; each runs on the executor it is given. */

export function bestScore(ex: Executor, userId: number, gameId: string) {
  return ex
    .selectFrom('game_best_scores')
    .select(['best_score'])
    .where('user_id', '=', userId)
    .where('game_id', '=', gameId)
    .executeTakeFirst();
}

export async function countBetterScores(ex: Executor, gameId: string, score: number): Promise<number> {
  const row = await ex
    .selectFrom('game_best_scores')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('game_id', '=', gameId)
    .where('best_score', '>', score)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A rating counts once its player has played. */
export function rating(ex: Executor, userId: number) {
  return ex
    .selectFrom('pvp_ratings')
    .select(['rating'])
    .where('user_id', '=', userId)
    .where('games_played', '>', 0)
    .executeTakeFirst();
}

export async function countBetterRatings(ex: Executor, value: number): Promise<number> {
  const row = await ex
    .selectFrom('pvp_ratings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('games_played', '>', 0)
    .where('rating', '>', value)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
