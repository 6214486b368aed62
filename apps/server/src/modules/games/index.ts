import type { AppModule, Platform } from '../../platform/module.js';
import { GameStatsService } from './game-stats.service.js';

/** Game standings the profiles show. Owns game_best_scores, pvp_ratings. */
export function gamesModule(platform: Platform): AppModule<GameStatsService> {
  return { name: 'games', service: new GameStatsService({ db: platform.db }) };
}
