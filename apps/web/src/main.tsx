import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/providers';
import { ACCOUNT_KEY } from './lib/account-key';
import { createQueryClient } from './lib/query-client';
import { readServerState } from './lib/server-state-script';
import { readToken } from './lib/session-storage';
import './styles.css';

const SERVED_FRESH_MS = 5_000;

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

const queryClient = createQueryClient();
const serverState = readServerState(document);
if (serverState) {
  // The server's data, so hydration renders exactly what the server did and nothing is fetched twice.
  hydrate(queryClient, serverState.queries);
  // The server renders as a visitor. For a member, what depends on the viewer (the forum's blocked members,
  // their follows: the account's keys) was hydrated as a visitor saw it and is asked for again after hydration.
  const member = readToken() !== null;
  const viewerDependent = (key: readonly unknown[]) => member && key[0] === ACCOUNT_KEY[0];
  void queryClient.invalidateQueries({ predicate: (query) => viewerDependent(query.queryKey), refetchType: 'none' });
  // Data the page was just rendered with is as fresh as the page, even where a query wants it always fresh
  // (staleTime 0): the mounts of the first seconds do not ask for it again; later ones follow the usual rules.
  const served = new Set(
    serverState.queries.queries.filter((query) => !viewerDependent(query.queryKey)).map((query) => query.queryHash),
  );
  const servedUntil = performance.now() + SERVED_FRESH_MS;
  const defaults = queryClient.getDefaultOptions().queries;
  queryClient.setDefaultOptions({
    queries: {
      ...defaults,
      refetchOnMount: (query) => !(served.has(query.queryHash) && performance.now() < servedUntil),
      // A not-found answer the page was rendered with is hydrated as it is, not retried into a loading state;
      // after the first seconds a failed query is retried on mount again, as usual.
      retryOnMount: false,
    },
  });
  window.setTimeout(() => {
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: true } });
  }, SERVED_FRESH_MS);
}

const app = (
  <StrictMode>
    <App
      queryClient={queryClient}
      renderedAt={serverState?.renderedAt ?? null}
      router={(routes) => <BrowserRouter>{routes}</BrowserRouter>}
    />
  </StrictMode>
);

// A page the server rendered is hydrated; the shell of a member-only page (or of a failed render) is filled in.
// Hydrating in a transition makes it interruptible: React yields to the browser every few milliseconds instead of
// hydrating the page in one long task (the home page's largest, issue 26 §5). The server's HTML is already on
// screen meanwhile, and a click on a part not yet hydrated is replayed once it is.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
