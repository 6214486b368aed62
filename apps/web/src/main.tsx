import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/providers';
import { createQueryClient } from './lib/query-client';
import { readServerState } from './lib/server-state-script';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

const queryClient = createQueryClient();
const serverState = readServerState(document);
// The server's data, so hydration renders exactly what the server did and nothing is fetched twice.
if (serverState) hydrate(queryClient, serverState.queries);

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
