import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '../../lib/account-key';

/** How many ledger entries the rewards page lists. */
export const HISTORY_LIMIT = 20;

/** The member's points (balance and ledger), under ACCOUNT_KEY. */
export const pointsKeys = {
  all: [...ACCOUNT_KEY, 'points'] as const,
  balance: [...ACCOUNT_KEY, 'points', 'balance'] as const,
  history: [...ACCOUNT_KEY, 'points', 'history', HISTORY_LIMIT] as const,
};

/** Points were awarded or taken back: the balance and the ledger go stale. */
export function invalidatePoints(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: pointsKeys.all });
}
