/**
 * The server renderer: the same route modules as the browser, rendered to HTML with their data. The server
 * (apps/server, platform/web-app.ts) loads the build of this file and calls `render` for each page request.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { isClientRendered } from './app/client-rendered-paths';
import { App } from './app/providers';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { errorToJson, isLastingError, serverStateScript } from './lib/server-state-script';

/** Answers the app's API calls during a render (the server injects them into itself). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The JSON block with the query cache and render time the browser hydrates from. */
  stateScript: string;
}

/** Data that one query reveals can ask for more (a product, then its collection's strip): a few rounds at most. */
const MAX_DATA_ROUNDS = 3;
const RENDER_TIMEOUT_MS = 4_000;

const requestTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const transport = requestTransport.getStore();
  if (!transport) return Promise.reject(new Error('API call outside a server render'));
  return transport(path, init);
});

/**
 * Records every query a render asks for. On the server useQuery only registers its query and renders the
 * loading state; the options it registers (key, fetcher, enabled) are what the page needs fetched.
 */
function watchQueries(client: QueryClient): Map<string, Parameters<QueryClient['prefetchQuery']>[0]> {
  const wanted = new Map<string, Parameters<QueryClient['prefetchQuery']>[0]>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    // A query its page has switched off (a member's data for a visitor, an empty search) is not fetched.
    if (defaulted.enabled !== false && typeof defaulted.queryFn === 'function') {
      wanted.set(defaulted.queryHash, defaulted as Parameters<QueryClient['prefetchQuery']>[0]);
    }
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  return wanted;
}

/**
 * The page as one piece of HTML, every Suspense boundary (lazy routes included) resolved in place. A streamed
 * render would send boundaries that finish after the shell with inline scripts to swap them in, which the CSP
 * (no inline scripts) blocks; the static prerender waits for all of them and inlines them instead.
 */
async function renderToHtml(element: ReactNode, signal: AbortSignal): Promise<string> {
  let failed: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    // Left to its default, React moves large finished boundaries out of line behind a script, as for streaming.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // An error inside a boundary would leave that part to the browser; the caller falls back to the shell.
    onError: (error) => {
      failed ??= error;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (failed) throw failed;
  return html;
}

/**
 * The page at `url` as HTML with its data, or null for a page only the browser renders (a member's own pages,
 * the games, the admin). Throws when the render fails; the caller then serves the shell.
 */
export async function render(url: string, transport: ApiTransport): Promise<RenderedPage | null> {
  const pathname = new URL(url, 'http://localhost').pathname;
  if (isClientRendered(pathname)) return null;
  const client = createQueryClient();
  // retryOnMount off: a query that failed renders its failure (a not-found page), not a loading state.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false } });
  const wanted = watchQueries(client);
  const renderedAt = Date.now();
  const element = (
    <App
      queryClient={client}
      renderedAt={renderedAt}
      router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
    />
  );
  const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);

  return requestTransport.run(transport, async () => {
    const fetched = new Set<string>();
    let html = await renderToHtml(element, signal);
    for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
      const missing = [...wanted].filter(([hash]) => !fetched.has(hash));
      if (missing.length === 0) break;
      // A failed query stays out of the cache: the browser asks again and shows its error state.
      await Promise.all(
        missing.map(([hash, options]) => {
          fetched.add(hash);
          return client.prefetchQuery(options);
        }),
      );
      html = await renderToHtml(element, signal);
    }
    const queries = dehydrate(client, {
      // A not-found answer is what the page shows, so it travels too; other failures the browser retries.
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' || (query.state.status === 'error' && isLastingError(query.state.error)),
    });
    for (const query of queries.queries) query.state.error = errorToJson(query.state.error) as Error | null;
    return { html, stateScript: serverStateScript({ queries, renderedAt }) };
  });
}
