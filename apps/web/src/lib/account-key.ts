import type { QueryClient } from '@tanstack/react-query';

/** Root of every query key that holds the signed-in member's data; a login or logout drops them all. */
export const ACCOUNT_KEY = ['account'] as const;

/**
 * The member's data changed in ways several features show (points, follow counts): every account query
 * goes stale and the ones on screen refetch, so no feature has to spell another feature's keys.
 */
export function invalidateAccount(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
}
