import { useEffect, useRef } from 'react';
import { leaveQueueOnUnload } from './api';

/**
 * Leaving while pending leaves the queue (community spec section 4): when the screen goes away (another page
 * of the site) or the tab closes or reloads while `waiting`, the member's place in the queue is given up.
 */
export function useLeaveQueueOnExit(waiting: boolean): void {
  const waitingNow = useRef(waiting);
  useEffect(() => {
    waitingNow.current = waiting;
  }, [waiting]);
  useEffect(() => {
    const leaveIfWaiting = () => {
      if (waitingNow.current) leaveQueueOnUnload();
    };
    window.addEventListener('pagehide', leaveIfWaiting);
    return () => {
      window.removeEventListener('pagehide', leaveIfWaiting);
      leaveIfWaiting();
    };
  }, []);
}
