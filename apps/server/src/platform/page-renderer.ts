import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the web build's server renderer (apps/web/src/entry-server.tsx) gives for a page. */
export interface RenderedPage {
  html: string;
  stateScript: string;
}

type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

interface ServerRenderer {
  render(url: string, transport: ApiTransport): Promise<RenderedPage | null>;
}

/** A page's HTML and data, or null when the browser renders it alone (member pages, or a failed render). */
export type PageRenderer = (request: FastifyRequest) => Promise<RenderedPage | null>;

/**
 * Loads the server renderer built beside the web app (`<WEB_DIST>-ssr`, see apps/web/build.mjs). Its API
 * calls are injected into this app: the page's data comes from the same routes the browser calls, answered
 * as they would answer the visitor (no session: the server never renders a member's data).
 */
export async function loadPageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | null> {
  const entry = path.join(`${webDist.replace(/[\\/]+$/, '')}-ssr`, 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'No server renderer in the web build: pages are rendered in the browser only');
    return null;
  }
  const renderer = (await import(pathToFileURL(entry).href)) as ServerRenderer;

  return async (request) => {
    const transport: ApiTransport = async (url, init) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: { accept: 'application/json' },
        remoteAddress: request.ip,
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.payload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
    try {
      return await renderer.render(request.url, transport);
    } catch (error) {
      // The shell still works: the browser renders the page as it did before server rendering.
      request.log.error({ err: error, url: request.url }, 'Server render failed; the shell was served');
      return null;
    }
  };
}
