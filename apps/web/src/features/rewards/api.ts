import type { GamePointsToday, PointsBalanceResponse, PointsHistoryResponse } from '@dd/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { HISTORY_LIMIT, pointsKeys } from './query-keys';

/** GET /api/points/balance (bearer) -> { total_points }. */
export function usePointsBalance(enabled: boolean) {
  return useQuery({
    queryKey: pointsKeys.balance,
    queryFn: ({ signal }) => api<PointsBalanceResponse>('/api/points/balance', { signal }),
    enabled,
    // Points change on other pages (a wishlist add, a subscription): read them fresh on every visit.
    staleTime: 0,
  });
}

/** GET /api/points/history?limit=20 (bearer) -> { entries }, newest first. */
export function usePointsHistory(enabled: boolean) {
  return useQuery({
    queryKey: pointsKeys.history,
    queryFn: ({ signal }) => api<PointsHistoryResponse>(`/api/points/history?limit=${HISTORY_LIMIT}`, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** GET /api/fair-play/today (bearer) -> { day, points, cap }: the day's game points against the daily cap. */
export function useGamePointsToday(enabled: boolean) {
  return useQuery({
    queryKey: pointsKeys.gameToday,
    queryFn: ({ signal }) => api<GamePointsToday>('/api/fair-play/today', { signal }),
    enabled,
    staleTime: 0,
  });
}
