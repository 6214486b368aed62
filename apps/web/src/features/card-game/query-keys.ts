import type { CardQueueStatus } from '@dd/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '../../lib/account-key';

/** The card game's query keys. A match's state is the member's own view, so it lives under ACCOUNT_KEY. */
export const cardKeys = {
  all: [...ACCOUNT_KEY, 'card'] as const,
  match: (matchId: number) => [...ACCOUNT_KEY, 'card', 'match', matchId] as const,
  /**
   * A match's move log as known when the match looked like `signature` (under the match's key, so whatever
   * reads the match again reads its log again too).
   */
  moveLog: (matchId: number, signature?: string) =>
    signature === undefined
      ? ([...ACCOUNT_KEY, 'card', 'match', matchId, 'log'] as const)
      : ([...ACCOUNT_KEY, 'card', 'match', matchId, 'log', signature] as const),
  decks: [...ACCOUNT_KEY, 'card', 'decks'] as const,
  userGames: [...ACCOUNT_KEY, 'card', 'user-games'] as const,
  queueStatus: [...ACCOUNT_KEY, 'card', 'queue-status'] as const,
  /** The card list is the same for everyone. */
  cards: ['card-cards'] as const,
  /** Replays and finished-match lists are public: the same for every reader. */
  replay: (matchId: number) => ['card-replay', matchId] as const,
  finished: ['card-finished'] as const,
  finishedPage: (userId: number, cursor: string | undefined) => ['card-finished', userId, cursor ?? ''] as const,
};

type CardMatchListener = (matchId: number) => void;
const cardMatchListeners = new Set<CardMatchListener>();

/**
 * Hears every card.match push event while subscribed (answers the unsubscribe). A searching lobby joins again at
 * once on one: the event may be its pairing, whose match id the next join answers.
 */
export function onCardMatchEvent(listener: CardMatchListener): () => void {
  cardMatchListeners.add(listener);
  return () => {
    cardMatchListeners.delete(listener);
  };
}

/**
 * A card match of this member was created or changed (a move, a timeout, the end): read it again where it is on
 * screen, the member's running games (a new one, whose turn, the deadline, one that ended) and the finished
 * lists on screen (one may have ended).
 */
export function cardMatchChanged(queryClient: QueryClient, matchId: number): Promise<void> {
  for (const listener of cardMatchListeners) listener(matchId);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cardKeys.match(matchId) }),
    queryClient.invalidateQueries({ queryKey: cardKeys.userGames }),
    queryClient.invalidateQueries({ queryKey: cardKeys.finished }),
  ]).then(() => undefined);
}

/** The queues' sizes as the push channel told them: shown at once, no read needed. */
export function cardQueueSizesChanged(queryClient: QueryClient, sizes: CardQueueStatus): Promise<void> {
  queryClient.setQueryData<CardQueueStatus>(cardKeys.queueStatus, sizes);
  return Promise.resolve();
}

/** Everything the card game shows, read again (after push was down and events were missed). */
export function invalidateCardGame(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cardKeys.all }),
    queryClient.invalidateQueries({ queryKey: cardKeys.finished }),
  ]).then(() => undefined);
}
