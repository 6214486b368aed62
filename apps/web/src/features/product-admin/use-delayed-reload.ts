import { useCallback, useEffect, useRef, useState } from 'react';
import { RELOAD_AFTER_REFRESH_MS } from './admin-product-list';

/**
 * Reloads the list a while after a refresh (storefront spec section 7: after 5 s), and says how long is
 * left, so the page can show that a reload is coming. Scheduling again restarts the wait.
 */
export function useDelayedReload(reload: () => void): { msLeft: number | null; schedule: () => void } {
  const [dueAt, setDueAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  }, [reload]);

  useEffect(() => {
    if (dueAt === null) return;
    const tick = window.setInterval(() => setNow(Date.now()), 250);
    const timer = window.setTimeout(
      () => {
        setDueAt(null);
        reloadRef.current();
      },
      Math.max(0, dueAt - Date.now()),
    );
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(timer);
    };
  }, [dueAt]);

  const schedule = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setDueAt(t + RELOAD_AFTER_REFRESH_MS);
  }, []);

  return { msLeft: dueAt === null ? null : Math.max(0, dueAt - now), schedule };
}
