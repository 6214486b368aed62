import type { ProductSort, ProductSource } from '@dd/contracts';

/** A collection page's view state, kept in the URL so it can be shared and Back works. */
export interface CollectionQuery {
  tab: ProductSource;
  sort: ProductSort;
  q: string;
}

export const DEFAULT_COLLECTION_QUERY: CollectionQuery = { tab: 'amazon', sort: 'newest', q: '' };

export const SORT_OPTIONS: ReadonlyArray<{ id: ProductSort; label: string }> = [
  { id: 'newest', label: 'Newest' },
  { id: 'price-asc', label: 'Price: Low to High' },
  { id: 'price-desc', label: 'Price: High to Low' },
];

/** Search text longer than the API accepts is cut rather than rejected. */
export const MAX_QUERY_LENGTH = 100;

export function parseSort(value: string | null): ProductSort {
  return SORT_OPTIONS.some((o) => o.id === value) ? (value as ProductSort) : DEFAULT_COLLECTION_QUERY.sort;
}

export function parseSearchText(value: string | null): string {
  return (value ?? '').trim().slice(0, MAX_QUERY_LENGTH);
}

/** Unknown or missing values fall back to the defaults, so a mangled link still opens the page. */
export function parseCollectionQuery(params: URLSearchParams): CollectionQuery {
  return {
    tab: params.get('tab') === 'other' ? 'other' : 'amazon',
    sort: parseSort(params.get('sort')),
    q: parseSearchText(params.get('q')),
  };
}

/**
 * Writes the view state into a copy of `params`; defaults are left out so the plain collection
 * link stays `/collections/tech`. Other parameters are kept.
 */
export function withCollectionQuery(params: URLSearchParams, patch: Partial<CollectionQuery>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged = { ...parseCollectionQuery(params), ...patch };
  const entries: Array<[keyof CollectionQuery, string]> = [
    ['tab', merged.tab],
    ['sort', merged.sort],
    ['q', merged.q.trim()],
  ];
  for (const [key, value] of entries) {
    if (value === '' || value === DEFAULT_COLLECTION_QUERY[key]) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
