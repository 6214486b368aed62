import { ACCOUNT_KEY } from '../../lib/account-key';

/** How many ledger entries the rewards page lists. */
export const HISTORY_LIMIT = 20;

/** The member's points (balance, ledger, today's game points), under ACCOUNT_KEY. */
export const pointsKeys = {
  all: [...ACCOUNT_KEY, 'points'] as const,
  balance: [...ACCOUNT_KEY, 'points', 'balance'] as const,
  history: [...ACCOUNT_KEY, 'points', 'history', HISTORY_LIMIT] as const,
  /** Today's game points against the daily cap: a game paid points, so it goes stale with the others. */
  gameToday: [...ACCOUNT_KEY, 'points', 'game-today'] as const,
};
