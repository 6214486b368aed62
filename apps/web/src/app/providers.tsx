import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RenderTimeProvider } from '../lib/render-time';
import { AccountScope } from './layout/account-scope';
import { MemberRealtime } from './member-realtime';
import { AppRoutes } from './router';

interface AppProps {
  queryClient: QueryClient;
  /** When the server rendered the page being hydrated; null when the browser renders it alone. */
  renderedAt: number | null;
  router: (routes: ReactNode) => ReactNode;
}

/**
 * The whole app below its router: the browser wraps it in a BrowserRouter, the server renderer in a
 * StaticRouter, so both render the same tree from the same route modules.
 */
export function App({ queryClient, renderedAt, router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RenderTimeProvider renderedAt={renderedAt}>
        <AccountScope />
        <MemberRealtime />
        {router(<AppRoutes />)}
      </RenderTimeProvider>
    </QueryClientProvider>
  );
}
