import { QueryClient } from '@tanstack/react-query';
import { PRODUCT_CACHE_MS } from '@dd/contracts';
import { ApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: PRODUCT_CACHE_MS,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}
