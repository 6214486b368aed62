import { fairPlayEndpoints, pointsEndpoints } from '@dd/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { HISTORY_LIMIT, pointsKeys } from './query-keys';

/** The member's balance -> { total_points }. */
export function usePointsBalance(enabled: boolean) {
  return useQuery({
    queryKey: pointsKeys.balance,
    queryFn: ({ signal }) => call(pointsEndpoints.balance, {}, { signal }),
    enabled,
    // Points change on other pages (a wishlist add, a subscription): read them fresh on every visit.
    staleTime: 0,
  });
}

/** The member's latest HISTORY_LIMIT ledger entries -> { entries }, newest first. */
export function usePointsHistory(enabled: boolean) {
  return useQuery({
    queryKey: pointsKeys.history,
    queryFn: ({ signal }) => call(pointsEndpoints.history, { query: { limit: HISTORY_LIMIT } }, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** The member's game points today -> { day, points, cap }: the day's game points against the daily cap. */
export function useGamePointsToday(enabled: boolean) {
  return useQuery({
    queryKey: pointsKeys.gameToday,
    queryFn: ({ signal }) => call(fairPlayEndpoints.today, {}, { signal }),
    enabled,
    staleTime: 0,
  });
}
