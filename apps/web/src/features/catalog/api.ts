import { FRESH_FINDS_COUNT, productEndpoints, TRENDING_COUNT, type EndpointInput } from '@dd/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import type { ProductListParams } from './product-list-params';
import { catalogKeys } from './query-keys';

type ListQuery = EndpointInput<typeof productEndpoints.list>['query'];

/** The list's query: empty fields left out, the cursor of the page to load added. */
function listQuery(params: ProductListParams, cursor: string | null): ListQuery {
  const query: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') query[k] = v;
  if (cursor) query.cursor = cursor;
  // The params are the query's own fields (product-list-params.ts); the server checks their values.
  return query as ListQuery;
}

/**
 * Cursor-paginated product list (collections, drops, search); `fetchNextPage` loads more.
 * `keepPrevious` keeps the old results on screen while a new sort or search loads, so the grid
 * does not flash a loading state on every keystroke.
 */
export function useProductList(params: ProductListParams, enabled = true, options: { keepPrevious?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: catalogKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      call(productEndpoints.list, { query: listQuery(params, pageParam) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => call(productEndpoints.get, { params: { id } }, { signal }),
  });
}

export function useProductCount() {
  return useQuery({
    queryKey: catalogKeys.count,
    queryFn: ({ signal }) => call(productEndpoints.count, {}, { signal }),
    select: (d) => d.count,
  });
}

/** Today's Fresh Finds: the newest primary-retailer products. */
export function useFreshFinds() {
  return useQuery({
    queryKey: catalogKeys.fresh,
    queryFn: ({ signal }) =>
      call(
        productEndpoints.list,
        { query: listQuery({ source: 'amazon', sort: 'newest', limit: FRESH_FINDS_COUNT }, null) },
        { signal },
      ),
    select: (d) => d.items,
  });
}

/** Trending Now: random viral products from the primary retailer. */
export function useTrending() {
  return useQuery({
    queryKey: catalogKeys.trending,
    queryFn: ({ signal }) => call(productEndpoints.trending, { query: { limit: TRENDING_COUNT } }, { signal }),
    select: (d) => d.items,
  });
}
