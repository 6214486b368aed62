import type { AppModule, Platform } from '../../platform/module.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { PointsService } from '../points/points.service.js';
import { DuelRatingsService } from './duel-ratings.service.js';
import { gameScoresRoutes } from './game-scores.routes.js';
import { GameScoresService } from './game-scores.service.js';
import { GameStatsService } from './game-stats.service.js';

/**
 * Game scores, their leaderboard, duel ratings (the duel module records results through `duelRatings`) and the
 * standings the profiles show. Owns game_best_scores, pvp_ratings.
 */
export function gamesModule(
  platform: Platform,
  deps: { accounts: AccountsService; points: PointsService },
): AppModule<GameStatsService> & { duelRatings: DuelRatingsService } {
  const scores = new GameScoresService({ db: platform.db, clock: platform.clock, ...deps });
  return {
    name: 'games',
    service: new GameStatsService({ db: platform.db }),
    duelRatings: new DuelRatingsService({ db: platform.db, clock: platform.clock }),
    register: async (app) => {
      await app.register(gameScoresRoutes, { scores });
    },
  };
}
