import type { QueryClient } from '@tanstack/react-query';

/** Root of every query key that holds public catalogue data: products, categories and gift categories. */
export const CATALOG_KEY = ['catalog'] as const;

/** The catalogue changed (an admin added a product or a category): every catalogue query goes stale. */
export function invalidateCatalog(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CATALOG_KEY });
}
