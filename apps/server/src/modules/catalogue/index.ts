import type { AppModule, Platform } from '../module.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { CatalogueService } from './catalogue.service.js';
import { seedOnFirstStart } from './seed/seed.js';

/**
 * The admin catalogue: categories admins add, gift categories, and products' gift tags (stored by the catalog
 * with the product). Owns categories, gift_categories. Its start-up seeds the catalog on the first start.
 */
export function catalogueModule(platform: Platform, deps: { catalog: CatalogService }): AppModule<CatalogueService> {
  const service = new CatalogueService({
    db: platform.db,
    catalog: deps.catalog,
    media: platform.media,
    clock: platform.clock,
  });
  return {
    name: 'catalogue',
    service,
    register: async (app) => {
      await app.register(catalogueRoutes, { catalogue: service });
    },
    start: async () => {
      if (await seedOnFirstStart(platform.db, deps.catalog, platform.clock.now()))
        platform.log.info('seeded the catalog');
    },
  };
}
