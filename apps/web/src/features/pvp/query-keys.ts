import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '../../lib/account-key';

/** The duel's query keys. The member's match is under ACCOUNT_KEY (a logout drops it); rankings are public. */
export const pvpKeys = {
  all: ['pvp'] as const,
  myMatch: [...ACCOUNT_KEY, 'pvp', 'my-match'] as const,
  queueStatus: ['pvp', 'queue-status'] as const,
  leaderboard: ['pvp', 'leaderboard'] as const,
};

/** The Card Battle rematch invitations the member sent or received (the duel result's). */
export const rematchKeys = {
  all: [...ACCOUNT_KEY, 'card-rematch'] as const,
  /** The open invitations the member sent or received. */
  open: [...ACCOUNT_KEY, 'card-rematch', 'open'] as const,
  /** One invitation the member sent, whatever became of it. */
  invitation: (id: number) => [...ACCOUNT_KEY, 'card-rematch', 'invitation', id] as const,
};

/** A rematch invitation was sent, accepted, declined or withdrawn (the card.rematch push): read them again. */
export function rematchChanged(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: rematchKeys.all });
}

/** A match of this member changed (paired, a move, the end): read it again where it is on screen. */
export function matchChanged(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: pvpKeys.myMatch });
}

/** The queue's size is in the event itself: no request needed. */
export function queueCountChanged(queryClient: QueryClient, count: number): Promise<void> {
  queryClient.setQueryData(pvpKeys.queueStatus, { count });
  return Promise.resolve();
}

/** Everything the duel shows, read again where it is on screen (after push was down and events were missed). */
export async function invalidatePvp(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: pvpKeys.myMatch }),
    queryClient.invalidateQueries({ queryKey: pvpKeys.all }),
    queryClient.invalidateQueries({ queryKey: rematchKeys.all }),
  ]);
}
