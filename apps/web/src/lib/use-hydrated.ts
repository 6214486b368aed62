import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that HTML, true from the render after. What
 * depends on the reader (their time zone, their locale) renders the server's way until then, so hydration
 * matches; a page the browser renders by itself (a later navigation) is hydrated from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
