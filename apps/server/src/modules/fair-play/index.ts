import { routedModule, type AppModule, type Platform } from '../module.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { PointsService } from '../points/points.service.js';
import { fairPlayRoutes } from './fair-play.routes.js';
import { FairPlayService } from './fair-play.service.js';

/**
 * The game economy's fair-play rules: the duel and the card game settle every finished match through it (in
 * their ending transaction), members read their game points today, admins the fair-play report. Owns
 * game_outcomes.
 */
export function fairPlayModule(
  platform: Platform,
  deps: { accounts: AccountsService; points: PointsService },
): AppModule<FairPlayService> {
  const service = new FairPlayService({ db: platform.db, clock: platform.clock, metrics: platform.metrics, ...deps });
  return routedModule('fair-play', service, fairPlayRoutes, { fairPlay: service });
}
