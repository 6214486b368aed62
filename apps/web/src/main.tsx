import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/providers';
import { createQueryClient } from './lib/query-client';
import { readServerState } from './lib/server-state-script';
import './styles.css';

const SERVED_FRESH_MS = 5_000;

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

const queryClient = createQueryClient();
const serverState = readServerState(document);
if (serverState) {
  // The server's data, so hydration renders exactly what the server did and nothing is fetched twice.
  hydrate(queryClient, serverState.queries);
  // Data the page was just rendered with is as fresh as the page, even where a query wants it always fresh
  // (staleTime 0): the mounts of the first seconds do not ask for it again; later ones follow the usual rules.
  const served = new Set(serverState.queries.queries.map((query) => query.queryHash));
  const servedUntil = performance.now() + SERVED_FRESH_MS;
  const defaults = queryClient.getDefaultOptions().queries;
  queryClient.setDefaultOptions({
    queries: {
      ...defaults,
      refetchOnMount: (query) => !(served.has(query.queryHash) && performance.now() < servedUntil),
    },
  });
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
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
