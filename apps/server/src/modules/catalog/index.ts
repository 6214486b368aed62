import { seedOnFirstStart } from '../../db/seed/seed.js';
import type { AppModule, Platform } from '../../platform/module.js';
import { CatalogRepository } from './catalog.repository.js';
import { catalogRoutes } from './catalog.routes.js';
import { CatalogService } from './catalog.service.js';

/** Products, collections, search, random picks and outbound clicks. Owns products, product_categories, products_fts, outbound_clicks. */
export function catalogModule(platform: Platform): AppModule<CatalogService> {
  const service = new CatalogService({
    repo: new CatalogRepository(platform.db),
    clock: platform.clock,
    affiliateTag: platform.config.affiliateTag,
    listCacheTtlMs: platform.config.catalogCacheTtlMs,
    ...(platform.random ? { random: platform.random } : {}),
  });
  return {
    name: 'catalog',
    service,
    register: async (app) => {
      await app.register(catalogRoutes, { catalog: service });
    },
    start: async () => {
      if (await seedOnFirstStart(platform.db, service, platform.clock.now())) platform.log.info('seeded the catalog');
    },
  };
}
