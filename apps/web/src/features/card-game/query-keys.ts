import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '../../lib/account-key';

/** The card game's query keys. A match's state is the member's own view, so it lives under ACCOUNT_KEY. */
export const cardKeys = {
  all: [...ACCOUNT_KEY, 'card'] as const,
  match: (matchId: number) => [...ACCOUNT_KEY, 'card', 'match', matchId] as const,
  decks: [...ACCOUNT_KEY, 'card', 'decks'] as const,
  userGames: [...ACCOUNT_KEY, 'card', 'user-games'] as const,
  queueStatus: [...ACCOUNT_KEY, 'card', 'queue-status'] as const,
  /** The card list is the same for everyone. */
  cards: ['card-cards'] as const,
};

/** A card match of this member changed (a move, a timeout, the end): read it again where it is on screen. */
export function cardMatchChanged(queryClient: QueryClient, matchId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: cardKeys.match(matchId) });
}

/** Everything the card game shows, read again (after push was down and events were missed). */
export function invalidateCardGame(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: cardKeys.all });
}
