import type { Product, ProductPage } from '@dd/contracts';
import { FRESH_FINDS_COUNT, TRENDING_COUNT } from '@dd/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { ProductListParams } from './product-list-params';
import { catalogKeys } from './query-keys';

function listUrl(params: ProductListParams, cursor: string | null): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  if (cursor) search.set('cursor', cursor);
  return `/api/products?${search.toString()}`;
}

/**
 * Cursor-paginated product list (collections, drops, search); `fetchNextPage` loads more.
 * `keepPrevious` keeps the old results on screen while a new sort or search loads, so the grid
 * does not flash a loading state on every keystroke.
 */
export function useProductList(params: ProductListParams, enabled = true, options: { keepPrevious?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: catalogKeys.list(params),
    queryFn: ({ pageParam, signal }) => api<ProductPage>(listUrl(params, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => api<Product>(`/api/products/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useProductCount() {
  return useQuery({
    queryKey: catalogKeys.count,
    queryFn: ({ signal }) => api<{ count: number }>('/api/products/count', { signal }),
    select: (d) => d.count,
  });
}

/** Today's Fresh Finds: the newest primary-retailer products. */
export function useFreshFinds() {
  return useQuery({
    queryKey: catalogKeys.fresh,
    queryFn: ({ signal }) =>
      api<ProductPage>(listUrl({ source: 'amazon', sort: 'newest', limit: FRESH_FINDS_COUNT }, null), { signal }),
    select: (d) => d.items,
  });
}

/** Trending Now: random viral products from the primary retailer. */
export function useTrending() {
  return useQuery({
    queryKey: catalogKeys.trending,
    queryFn: ({ signal }) => api<{ items: Product[] }>(`/api/products/trending?limit=${TRENDING_COUNT}`, { signal }),
    select: (d) => d.items,
  });
}
