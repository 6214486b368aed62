import { CATALOG_KEY } from '../../lib/catalog-key';
import type { ProductListParams } from './product-list-params';

/** The catalogue's query keys, all under CATALOG_KEY (lib/catalog-key has the invalidation of them all). */
export const catalogKeys = {
  all: CATALOG_KEY,
  list: (p: ProductListParams) => [...CATALOG_KEY, 'list', p] as const,
  product: (id: string) => [...CATALOG_KEY, 'product', id] as const,
  count: [...CATALOG_KEY, 'count'] as const,
  trending: [...CATALOG_KEY, 'trending'] as const,
  // Not a `list` key: that cache holds infinite-query pages, this one a single page.
  fresh: [...CATALOG_KEY, 'fresh'] as const,
};
