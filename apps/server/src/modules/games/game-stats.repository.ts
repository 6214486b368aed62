import type { Db } from '../../db/dialect.js';

export class GameStatsRepository {
  constructor(private readonly db: Db) {}

  bestScore(userId: number, gameId: string) {
    return this.db.kysely
      .selectFrom('game_best_scores')
      .select(['best_score'])
      .where('user_id', '=', userId)
      .where('game_id', '=', gameId)
      .executeTakeFirst();
  }

  async countBetterScores(gameId: string, score: number): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('game_best_scores')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('game_id', '=', gameId)
      .where('best_score', '>', score)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  rating(userId: number) {
    return this.db.kysely
      .selectFrom('pvp_ratings')
      .select(['rating'])
      .where('user_id', '=', userId)
      .where('games_played', '>', 0)
      .executeTakeFirst();
  }

  async countBetterRatings(rating: number): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('pvp_ratings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('games_played', '>', 0)
      .where('rating', '>', rating)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
