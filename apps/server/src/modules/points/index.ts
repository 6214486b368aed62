import { routedModule, type AppModule, type Platform } from '../module.js';
import { pointsRoutes } from './points.routes.js';
import { PointsService } from './points.service.js';

/** The points ledger. Owns points_ledger. */
export function pointsModule(platform: Platform): AppModule<PointsService> {
  const service = new PointsService({ db: platform.db, clock: platform.clock });
  return routedModule('points', service, pointsRoutes, { points: service });
}
