import { routedModule, type AppModule, type Platform } from '../module.js';
import { catalogRoutes } from './catalog.routes.js';
import { CATALOG_TOPIC, CatalogService, type CatalogTaxonomy } from './catalog.service.js';

/**
 * Products, collections, search, random picks, outbound clicks and the products' gift tags. Owns products,
 * product_categories, products_fts, product_gift_tags, outbound_clicks. The taxonomy (built later) answers which
 * custom categories and gift categories exist.
 */
export function catalogModule(
  platform: Platform,
  deps: { taxonomy: () => Promise<CatalogTaxonomy> },
): AppModule<CatalogService> {
  const service = new CatalogService({
    db: platform.db,
    clock: platform.clock,
    taxonomy: deps.taxonomy,
    affiliateTag: platform.config.affiliateTag,
    listCacheTtlMs: platform.config.catalogCacheTtlMs,
    events: platform.bus,
    ...(platform.random ? { random: platform.random } : {}),
  });
  // Another instance's catalog write makes this one's cached lists stale (its own writes cleared them already).
  platform.bus.subscribe(CATALOG_TOPIC, () => service.forgetCachedLists());
  return routedModule('catalog', service, catalogRoutes, { catalog: service });
}
