import type { AppModule, Platform } from '../module.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { createRetailerRefresher } from './create-retailer-refresher.js';
import type { RetailerRefresher } from './retailer-refresher.js';
import { scheduleRetailerRefresh } from './refresh-job.js';

/**
 * Retailer data refresh (Amazon Creators API) and its schedule (a scheduler job, so one instance runs it per
 * interval); null service when no API is configured. Owns no table of its own beyond its app_meta key: products
 * are the catalog's.
 */
export function retailerModule(
  platform: Platform,
  deps: { catalog: CatalogService },
): AppModule<RetailerRefresher | null> {
  const service = createRetailerRefresher({
    config: platform.config,
    db: platform.db,
    catalog: deps.catalog,
    clock: platform.clock,
    log: platform.log,
  });
  if (service) {
    scheduleRetailerRefresh(platform.scheduler, service, {
      intervalHours: platform.config.retailerRefreshIntervalHours,
      log: platform.log.child({ module: 'retailer' }),
    });
  }
  return { name: 'retailer', service };
}
