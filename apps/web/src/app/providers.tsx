import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AccountScope } from './layout/account-scope';
import { MemberRealtime } from './member-realtime';
import { AppRoutes } from './router';

/**
 * The whole app below its router: the browser wraps it in a BrowserRouter, the server renderer in a
 * StaticRouter, so both render the same tree from the same route modules.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: (routes: ReactNode) => ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AccountScope />
      <MemberRealtime />
      {router(<AppRoutes />)}
    </QueryClientProvider>
  );
}
