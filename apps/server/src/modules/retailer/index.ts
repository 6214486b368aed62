import type { AppModule, Platform } from '../../platform/module.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { createRetailerRefresher } from './create-retailer-refresher.js';
import { scheduleRetailerRefresh } from './refresh-schedule.js';
import type { RetailerRefresher } from './retailer-refresher.js';

/** Retailer data refresh (Amazon Creators API) and its schedule; null service when no API is configured. */
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
  return {
    name: 'retailer',
    service,
    register: async (app) => {
      scheduleRetailerRefresh(app, service, platform.config.retailerRefreshIntervalHours);
    },
  };
}
