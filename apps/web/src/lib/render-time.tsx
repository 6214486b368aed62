import { createContext, useContext, useState, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/** When the server rendered this page (ms since epoch); null for a page the browser rendered itself. */
const RenderTimeContext = createContext<number | null>(null);

export function RenderTimeProvider({ renderedAt, children }: { renderedAt: number | null; children: ReactNode }) {
  return <RenderTimeContext.Provider value={renderedAt}>{children}</RenderTimeContext.Provider>;
}

/**
 * "Now" for texts such as '3 hours ago': the server's render time while its HTML is rendered and hydrated (so
 * both read the same), the browser's clock from then on.
 */
export function useNow(): Date {
  const hydrated = useHydrated();
  const renderedAt = useContext(RenderTimeContext);
  const [browserNow] = useState(() => Date.now());
  return new Date(!hydrated && renderedAt !== null ? renderedAt : browserNow);
}
