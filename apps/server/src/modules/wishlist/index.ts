import { routedModule, type AppModule, type Platform } from '../module.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { PointsService } from '../points/points.service.js';
import { wishlistRoutes } from './wishlist.routes.js';
import { WishlistService } from './wishlist.service.js';

/** Each member's wishlist and its share link. Owns wishlists, wishlist_items. */
export function wishlistModule(
  platform: Platform,
  deps: { catalog: CatalogService; points: PointsService; accounts: AccountsService },
): AppModule<WishlistService> {
  const service = new WishlistService({ db: platform.db, ...deps, clock: platform.clock });
  return routedModule('wishlist', service, wishlistRoutes, { wishlist: service });
}
