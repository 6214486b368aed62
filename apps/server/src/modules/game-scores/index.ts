import type { AppModule, Platform } from '../module.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { PointsService } from '../points/points.service.js';
import { DuelRatingsService } from './duel-ratings.service.js';
import { gameScoresRoutes } from './game-scores.routes.js';
import { GameScoresService } from './game-scores.service.js';
import { GameStatsService } from './game-stats.service.js';
import { memoryPlaysRoutes } from './memory-plays.routes.js';
import { MemoryPlaysService } from './memory-plays.service.js';

/** The clean-up of idle memory plays: its job name (lease row) and how often it runs. */
export const MEMORY_CLEANUP_JOB = 'memory-plays-cleanup';
export const MEMORY_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Game scores, their leaderboard, the memory game's plays, duel ratings (the duel module records results through
 * `duelRatings`) and the standings the profiles show. Owns game_best_scores, memory_plays, pvp_ratings.
 */
export function gameScoresModule(
  platform: Platform,
  deps: { accounts: AccountsService; points: PointsService },
): AppModule<GameStatsService> & { duelRatings: DuelRatingsService; memoryPlays: MemoryPlaysService } {
  const scores = new GameScoresService({ db: platform.db, clock: platform.clock, ...deps });
  const memoryPlays = new MemoryPlaysService({ db: platform.db, clock: platform.clock, metrics: platform.metrics });
  platform.scheduler.every(MEMORY_CLEANUP_JOB, MEMORY_CLEANUP_INTERVAL_MS, async () => {
    await memoryPlays.cleanUp();
  });
  return {
    name: 'game-scores',
    service: new GameStatsService({ db: platform.db }),
    duelRatings: new DuelRatingsService({ db: platform.db, clock: platform.clock }),
    memoryPlays,
    register: async (app) => {
      await app.register(gameScoresRoutes, { scores });
      await app.register(memoryPlaysRoutes, { plays: memoryPlays });
    },
  };
}
