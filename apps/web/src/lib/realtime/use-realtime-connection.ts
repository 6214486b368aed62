import type { RealtimeEvent } from '@dd/contracts';
import { useEffect, useRef } from 'react';
import { clearSession, readToken } from '../session-storage';
import { sharedRealtime } from './shared-realtime';

export interface RealtimeHandlers {
  onEvent: (event: RealtimeEvent) => void;
  /** The socket is up (again): catch up on what may have changed while no events could arrive. */
  onOpen: () => void;
}

/**
 * Keeps the app's connection open while a member is signed in with `token` (closed when it is null), and
 * retries at once when the network comes back or the tab is shown again. A socket closed with 4401 means the
 * session ended on the server (signed out from another device): this tab logs out, as on a 401.
 */
export function useRealtimeConnection(token: string | null, handlers: RealtimeHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const client = sharedRealtime();
    const offEvent = client.onEvent((event) => latest.current.onEvent(event));
    const offStatus = client.onStatus(() => {
      if (client.getStatus() === 'open') latest.current.onOpen();
    });
    return () => {
      offEvent();
      offStatus();
    };
  }, []);

  useEffect(() => {
    if (token === null) return;
    const client = sharedRealtime();
    const offSessionEnded = client.onSessionEnded((refused) => {
      // Only the token still stored: a newer login in another tab keeps its session.
      if (refused === readToken()) clearSession();
    });
    client.connect(token);
    const retry = () => {
      if (document.visibilityState === 'visible') client.retryNow();
    };
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', retry);
    return () => {
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', retry);
      offSessionEnded();
      client.disconnect();
    };
  }, [token]);
}
