import type { CardMatchStateResponse } from '@dd/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useRealtimeStatus } from '../../../lib/realtime/use-realtime';
import { cardApi } from '../api';
import { cardKeys } from '../query-keys';
import { boardView } from './board-view';
import { readMatch } from './match-sync';
import { newerState } from './optimistic-play';
import type { PlayLock } from './play-lock';
import { resyncDelays, versionCheckMs, type BoardAction } from './sync-schedule';

type State = CardMatchStateResponse;

/**
 * The board's copy of the match (community spec section 4): every `card.match` event read (match-sync.ts: put
 * off while the board's own play could be raced, never dropped), the version checked every 3 s while the
 * opponent is on turn, forced re-syncs after the player's own actions, and an older answer never shown over a
 * newer one.
 */
export function useMatchSync(matchId: number, meId: number, lock: PlayLock) {
  const queryClient = useQueryClient();
  const key = useMemo(() => cardKeys.match(matchId), [matchId]);
  const pushUp = useRealtimeStatus() === 'open';
  const timers = useRef<number[]>([]);

  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      readMatch(
        {
          now: Date.now,
          lock,
          shown: () => queryClient.getQueryData<State>(key),
          fetchState: (s) => cardApi.matchState(matchId, meId, s),
        },
        signal,
      ),
  });

  const server = query.data;
  const checkEvery = server
    ? versionCheckMs(pushUp, boardView(server).myTurn, server.gameStatus !== 'in_progress')
    : false;

  // The version check: cheap enough to run every 3 s while waiting; the whole state is read only when it moved.
  useEffect(() => {
    if (checkEvery === false) return;
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      cardApi.matchVersion(matchId, controller.signal).then(
        (answer) => {
          const shown = queryClient.getQueryData<State>(key);
          if (!shown || answer.version > shown.version) void queryClient.invalidateQueries({ queryKey: key });
        },
        () => undefined,
      );
    }, checkEvery);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [checkEvery, matchId, key, queryClient]);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  /** The server state the board holds now (undefined before the first read). */
  const held = useCallback(() => queryClient.getQueryData<State>(key), [queryClient, key]);

  /** Shows a state the server answered, unless a newer one is shown already. */
  const offer = useCallback(
    (next: State) => queryClient.setQueryData<State>(key, (shown) => newerState(shown, next)),
    [queryClient, key],
  );

  /** Reads the match now, past the quiet window: the board's own action has landed and it wants the truth. */
  const syncNow = useCallback(() => {
    cardApi.matchState(matchId, meId).then(offer, () => undefined);
  }, [matchId, meId, offer]);

  const resyncAfter = useCallback(
    (action: BoardAction) => {
      for (const delay of resyncDelays(action)) timers.current.push(window.setTimeout(syncNow, delay));
    },
    [syncNow],
  );

  return { query, pushUp, held, offer, syncNow, resyncAfter };
}

export type MatchSync = ReturnType<typeof useMatchSync>;
