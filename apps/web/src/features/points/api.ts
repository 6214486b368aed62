import { fairPlayEndpoints, pointsEndpoints } from '@dd/contracts';
import { useFreshQuery } from '../../lib/use-fresh-query';
import { HISTORY_LIMIT, pointsKeys } from './query-keys';

/** The member's balance -> { total_points }. */
export function usePointsBalance(enabled: boolean) {
  // Points change on other pages (a wishlist add, a subscription): read them fresh on every visit.
  return useFreshQuery(pointsKeys.balance, pointsEndpoints.balance, {}, { enabled });
}

/** The member's latest HISTORY_LIMIT ledger entries -> { entries }, newest first. */
export function usePointsHistory(enabled: boolean) {
  return useFreshQuery(pointsKeys.history, pointsEndpoints.history, { query: { limit: HISTORY_LIMIT } }, { enabled });
}

/** The member's game points today -> { day, points, cap }: the day's game points against the daily cap. */
export function useGamePointsToday(enabled: boolean) {
  return useFreshQuery(pointsKeys.gameToday, fairPlayEndpoints.today, {}, { enabled });
}
