import { cardQueueEndpoints, type CardMode } from '@dd/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../../lib/api-client';
import { readToken } from '../../../lib/session-storage';
import { cardApi } from '../api';
import { onCardMatchEvent } from '../query-keys';
import { CardSearch, IDLE_SEARCH, type SearchState } from './card-search';

/**
 * Leaves the card queue as the lobby goes away or the tab closes: `keepalive` lets the request outlive the page,
 * so a closed tab is not paired with someone who then waits for moves.
 */
export function leaveCardQueueOnUnload(): void {
  if (!readToken()) return;
  void call(cardQueueEndpoints.leave, { body: {} }, { keepalive: true }).catch(() => undefined);
}

export interface CardSearchControls {
  state: SearchState;
  start: (mode: CardMode) => boolean;
  /** Ends the search here; true when one ran (the caller then leaves the queue on the server). */
  cancel: () => boolean;
}

/**
 * The lobby's one matchmaking search (card-search.ts) for as long as the lobby is on screen: push events join at
 * once, the page going away or the tab closing mid-search leaves the queue.
 */
export function useCardSearch(pushUp: boolean, onFound: (matchId: number) => void): CardSearchControls {
  const [state, setState] = useState<SearchState>(IDLE_SEARCH);
  const search = useRef<CardSearch | null>(null);
  const pushUpNow = useRef(pushUp);
  const onFoundNow = useRef(onFound);
  useEffect(() => {
    pushUpNow.current = pushUp;
    onFoundNow.current = onFound;
  }, [pushUp, onFound]);

  useEffect(() => {
    const current = new CardSearch({
      join: (mode) => cardApi.joinQueue(mode),
      leave: leaveCardQueueOnUnload,
      pushUp: () => pushUpNow.current,
      onChange: setState,
      onFound: (matchId) => onFoundNow.current(matchId),
    });
    search.current = current;
    const stopListening = onCardMatchEvent(() => current.nudge());
    const leaveIfSearching = () => {
      if (current.mode !== null) leaveCardQueueOnUnload();
    };
    window.addEventListener('pagehide', leaveIfSearching);
    return () => {
      window.removeEventListener('pagehide', leaveIfSearching);
      stopListening();
      if (current.dispose()) leaveCardQueueOnUnload();
      search.current = null;
      setState(IDLE_SEARCH);
    };
  }, []);

  const start = useCallback((mode: CardMode) => search.current?.start(mode) ?? false, []);
  const cancel = useCallback(() => search.current?.cancel() ?? false, []);
  return { state, start, cancel };
}
