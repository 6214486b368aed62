import { routedModule, type AppModule, type Platform } from '../module.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { taxonomyRoutes } from './taxonomy.routes.js';
import { TaxonomyService } from './taxonomy.service.js';
import { seedOnFirstStart } from './seed/seed.js';

/**
 * The admin taxonomy: categories admins add, gift categories, and products' gift tags (stored by the catalog
 * with the product). Owns categories, gift_categories. Its start-up seeds the catalog on the first start.
 */
export function taxonomyModule(platform: Platform, deps: { catalog: CatalogService }): AppModule<TaxonomyService> {
  const service = new TaxonomyService({
    db: platform.db,
    catalog: deps.catalog,
    media: platform.media,
    clock: platform.clock,
  });
  return {
    ...routedModule('taxonomy', service, taxonomyRoutes, { taxonomy: service }),
    start: async () => {
      if (await seedOnFirstStart(platform.db, deps.catalog, platform.clock.now()))
        platform.log.info('seeded the catalog');
    },
  };
}
