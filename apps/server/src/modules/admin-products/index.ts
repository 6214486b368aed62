import type { AppModule, Platform } from '../../platform/module.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { RetailerRefresher } from '../retailer/retailer-refresher.js';
import { AdminPasswordGuard } from './admin-password.js';
import { adminProductsRoutes } from './admin-products.routes.js';
import { AdminProductsService } from './admin-products.service.js';

/** The admin product page behind the shared password. Owns no table (failures go through login_failures' key space). */
export function adminProductsModule(
  platform: Platform,
  deps: { catalog: CatalogService; catalogue: CatalogueService; retailer: RetailerRefresher | null },
): AppModule<AdminProductsService> {
  const service = new AdminProductsService({
    catalog: deps.catalog,
    catalogue: deps.catalogue,
    clock: platform.clock,
    affiliateTag: platform.config.affiliateTag,
  });
  return {
    name: 'admin-products',
    service,
    register: async (app) => {
      await app.register(adminProductsRoutes, {
        products: service,
        password: new AdminPasswordGuard({
          db: platform.db,
          clock: platform.clock,
          password: platform.config.adminPassword,
        }),
        retailer: deps.retailer,
      });
    },
  };
}
