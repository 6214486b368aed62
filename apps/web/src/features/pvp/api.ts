import { useEffect, useRef } from 'react';
import { pvpEndpoints, type PvpMatch, type PvpMatchResponse } from '@dd/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { readToken } from '../../lib/session-storage';
import { newerMatch } from './match-view';
import { matchPollMs, type PollingScreen } from './poll-intervals';
import { pvpKeys } from './query-keys';

const fetchMyMatch = ({ signal }: { signal: AbortSignal }) => call(pvpEndpoints.myMatch, {}, { signal });

/**
 * The member's match, polled as poll-intervals.ts says for this screen and the match it last read (push up:
 * only as a safety net), also in a background tab: a member waiting in another tab must still be paired.
 */
export function useMyMatch(enabled: boolean, screen: PollingScreen, pushUp: boolean, meId: number | null = null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: pvpKeys.myMatch,
    queryFn: async ({ signal }): Promise<PvpMatchResponse> => {
      const read = await fetchMyMatch({ signal });
      // A read served before the member's own move landed must not take the screen back.
      const shown = queryClient.getQueryData<PvpMatchResponse>(pvpKeys.myMatch)?.match;
      return { match: newerMatch(shown, read.match) };
    },
    enabled,
    refetchInterval: (query) => matchPollMs(screen, query.state.data?.match ?? null, pushUp, meId),
    refetchIntervalInBackground: true,
    staleTime: 0,
    // The next poll comes soon; quick retries in between would only add load.
    retry: false,
  });
}

/** How many wait for a duel. Push writes the count here too (query-keys.ts). */
export function useQueueStatus(enabled: boolean, intervalMs: number | false) {
  return useQuery({
    queryKey: pvpKeys.queueStatus,
    queryFn: ({ signal }) => call(pvpEndpoints.queueStatus, {}, { signal }),
    enabled,
    refetchInterval: intervalMs,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });
}

/**
 * Puts a match the server just answered with into the cache. Reads still in flight were sent before it and
 * could bring an older state back, so they are cancelled first; an answer older than what is shown is dropped.
 */
async function showMatch(queryClient: QueryClient, match: PvpMatch | null): Promise<void> {
  await queryClient.cancelQueries({ queryKey: pvpKeys.myMatch });
  queryClient.setQueryData<PvpMatchResponse>(pvpKeys.myMatch, (shown) => ({ match: newerMatch(shown?.match, match) }));
}

/** Joins the queue: the member's pending or active match, a new pairing, or a new place in the queue. */
export function useJoinQueue() {
  const queryClient = useQueryClient();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useMutation({
    mutationFn: () => call(pvpEndpoints.joinQueue, {}),
    onMutate: () => queryClient.cancelQueries({ queryKey: pvpKeys.myMatch }),
    onSuccess: (response) => {
      // The member left the page while the join was on its way: they are not waiting for anyone.
      if (!mounted.current && response.match?.status === 'pending') {
        leaveQueueOnUnload();
        return;
      }
      showMatch(queryClient, response.match);
    },
  });
}

/** Leaves the queue (Cancel). */
export function useLeaveQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(pvpEndpoints.leaveQueue, {}),
    // Not left: the match was paired meanwhile; read it.
    onSuccess: (response) => (response.left ? undefined : queryClient.invalidateQueries({ queryKey: pvpKeys.myMatch })),
  });
}

/**
 * Leaves the queue as a page is closed or reloaded: `keepalive` lets the request outlive the page, so a closed
 * tab does not stay in the queue to be paired with someone who then waits for moves that never come.
 */
export function leaveQueueOnUnload(): void {
  if (!readToken()) return;
  void call(pvpEndpoints.leaveQueue, {}, { keepalive: true }).catch(() => undefined);
}

/** A move {match_id, add}: the server adds, passes the turn or ends the match. */
export function useSubmitTurn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, add }: { matchId: number; add: 1 | 2 }) =>
      call(pvpEndpoints.submitTurn, { body: { match_id: matchId, add } }),
    onSuccess: (response) => showMatch(queryClient, response.match),
    // Not your turn, a stale move, the game already over: the screen was behind, so read the match again.
    onError: () => queryClient.invalidateQueries({ queryKey: pvpKeys.myMatch }),
  });
}

/** Clears old matches (Play Again): the finished match leaves myMatch. */
export function useClearOldMatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(pvpEndpoints.clearOldMatches, {}),
    onSuccess: () => queryClient.removeQueries({ queryKey: pvpKeys.myMatch }),
  });
}

/** The PvP rankings: the best ratings first. */
export function usePvpLeaderboard() {
  return useQuery({
    queryKey: pvpKeys.leaderboard,
    queryFn: ({ signal }) => call(pvpEndpoints.leaderboard, {}, { signal }),
    staleTime: 10_000,
  });
}
