import { routedModule, type AppModule, type Platform } from '../module.js';
import { matchPlayPlatform, type MatchPlayPlatform } from '../live-game-deps.js';
import { pvpRoutes } from './pvp.routes.js';
import { PvpService, type PvpServiceDeps } from './pvp.service.js';

/** The sweeper's job name (its lease row) and how often it runs. */
export const PVP_SWEEP_JOB = 'pvp-sweeper';
export const PVP_SWEEP_INTERVAL_MS = 15_000;

/** The Reach-10 duel: queue, matches, moves, the idle sweeper and the `pvp-queue` topic. Owns pvp_matches, pvp_seats. */
export function pvpModule(
  platform: Platform,
  deps: Omit<PvpServiceDeps, keyof MatchPlayPlatform>,
): AppModule<PvpService> {
  const service = new PvpService({ ...matchPlayPlatform(platform), ...deps });
  // Any member may follow the queue's size.
  platform.topics.define('pvp-queue', (_user, id) => id === null);
  platform.scheduler.every(PVP_SWEEP_JOB, PVP_SWEEP_INTERVAL_MS, async ({ signal }) => {
    await service.sweep(signal);
  });
  return routedModule('pvp', service, pvpRoutes, {
    pvp: service,
    writesPerMinute: platform.config.rateLimitWritesPerMinute,
  });
}
