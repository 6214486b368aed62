import type { PointsBalanceResponse, PointsHistoryResponse } from '@dd/contracts';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '../../lib/account-key';
import { api } from '../../lib/api-client';

/** How many ledger entries the rewards page lists. */
export const HISTORY_LIMIT = 20;

export const pointsKeys = {
  all: [...ACCOUNT_KEY, 'points'] as const,
  balance: [...ACCOUNT_KEY, 'points', 'balance'] as const,
  history: [...ACCOUNT_KEY, 'points', 'history', HISTORY_LIMIT] as const,
};

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
