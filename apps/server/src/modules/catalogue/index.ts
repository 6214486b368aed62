import type { AppModule, Platform } from '../../platform/module.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { CatalogueRepository } from './catalogue.repository.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { CatalogueService } from './catalogue.service.js';

/** The admin catalogue: categories, gift categories and products' gift tags. Owns categories, gift_categories, product_gift_tags. */
export function catalogueModule(platform: Platform, deps: { catalog: CatalogService }): AppModule<CatalogueService> {
  const service = new CatalogueService({
    repo: new CatalogueRepository(platform.db),
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
  };
}
