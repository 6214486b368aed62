import { useQuery } from '@tanstack/react-query';
import { cardApi } from '../api';
import { cardKeys } from '../query-keys';

/** The lobby list refresh (community spec sections 4 and 9). */
export const LOBBY_REFRESH_MS = 3_000;
/** With push up every new game, move and end arrives as a card.match event: the list is read only as a safety net. */
export const LOBBY_PUSH_SAFETY_MS = 15_000;

/** cardApi.userGames: the member's running games, every 3 s without push. */
export function useUserGames(enabled: boolean, pushUp: boolean) {
  return useQuery({
    queryKey: cardKeys.userGames,
    queryFn: ({ signal }) => cardApi.userGames(signal),
    enabled,
    refetchInterval: pushUp ? LOBBY_PUSH_SAFETY_MS : LOBBY_REFRESH_MS,
    staleTime: 0,
    retry: false,
  });
}

/**
 * cardApi.queueStatus: both queue sizes, every 3 s without push; with push up the `card.queue` event
 * writes them into this query (the lobby follows the `card-queue` topic), and the read is a safety net (the
 * sizes also shrink silently as waiting players go stale). It goes on in a background tab too.
 */
export function useCardQueueStatus(pushUp = false) {
  return useQuery({
    queryKey: cardKeys.queueStatus,
    queryFn: ({ signal }) => cardApi.queueStatus(signal),
    refetchInterval: pushUp ? LOBBY_PUSH_SAFETY_MS : LOBBY_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });
}
