import type { Endpoint, EndpointInput } from '@dd/contracts';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { call } from './api-client';

export interface FreshQueryOptions {
  /** False: not asked for yet (a visitor, or a guard that is about to send the viewer away). */
  enabled?: boolean;
  /** A paged or filtered list: the previous answer stays on screen while the next one loads. */
  keepPrevious?: boolean;
}

/**
 * Reads one endpoint afresh on every visit (staleTime 0): data that other pages, other members or an admin
 * change between two visits, so a cached copy would show a stale count or list.
 */
export function useFreshQuery<E extends Endpoint>(
  queryKey: QueryKey,
  endpoint: E,
  input: EndpointInput<E>,
  { enabled = true, keepPrevious = false }: FreshQueryOptions = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(endpoint, input, { signal }),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    staleTime: 0,
  });
}
