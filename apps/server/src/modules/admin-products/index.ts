import { routedModule, type AppModule, type Platform } from '../module.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { TaxonomyService } from '../taxonomy/taxonomy.service.js';
import type { RetailerRefresher } from '../retailer/retailer-refresher.js';
import { AdminPasswordGuard } from './admin-password.js';
import { adminProductsRoutes } from './admin-products.routes.js';
import { AdminProductsService } from './admin-products.service.js';

/** The admin product page behind the shared password. Owns no table (the accounts count failed passwords). */
export function adminProductsModule(
  platform: Platform,
  deps: {
    catalog: CatalogService;
    taxonomy: TaxonomyService;
    retailer: RetailerRefresher | null;
    accounts: Pick<AccountsService, 'recentFailures' | 'recordFailure'>;
  },
): AppModule<AdminProductsService> {
  const service = new AdminProductsService({
    db: platform.db,
    catalog: deps.catalog,
    taxonomy: deps.taxonomy,
    clock: platform.clock,
    affiliateTag: platform.config.affiliateTag,
  });
  const password = new AdminPasswordGuard({
    accounts: deps.accounts,
    clock: platform.clock,
    password: platform.config.adminPassword,
  });
  return routedModule('admin-products', service, adminProductsRoutes, {
    products: service,
    password,
    retailer: deps.retailer,
  });
}
