import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to `to` once `delayMs` have passed, so the message on screen can be read first; `to` undefined: stays.
 * Leaving the screen earlier cancels it.
 */
export function useDelayedNavigate(to: string | undefined, delayMs: number, { replace = false } = {}): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === undefined) return;
    const timer = window.setTimeout(() => void navigate(to, { replace }), delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs, replace, navigate]);
}
