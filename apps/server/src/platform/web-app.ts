import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_SOON_SECONDS, routeNotFound } from './errors.js';
import { loadPageRenderer, type PageRenderer } from './page-renderer.js';

/** Paths that are the API's or files', never the app's: unknown ones get a JSON 404. */
const API_PREFIXES = ['/api/', '/go/', '/media/', '/blog-images/', '/healthz', '/readyz'];

export interface PageHead {
  /** Markup placed in <head>: title, description, Open Graph, JSON-LD. */
  head: string;
  /** 404 when the page's subject does not exist (unknown route, product, post ...). */
  status: number;
}

export type HeadRenderer = (url: string) => Promise<PageHead>;

/**
 * Serves the built web app: hashed assets with immutable caching, and index.html for every app route with a
 * server-rendered head for SEO and, where the web build has its server renderer, the page itself.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, renderHead: HeadRenderer): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br/.gz beside each asset; they are sent when the browser accepts them.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (filePath.includes(`${path.sep}catalog${path.sep}`)) {
          // The seeded taxonomy's pictures: named by product, not by content, so not immutable, but a picture
          // changes with a release at most; a day fresh and a week served while it is checked again.
          res.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
        } else {
          res.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : null;
  const renderPage: PageRenderer | null = hasBuild ? await loadPageRenderer(app, webDist) : null;

  const serveApp = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!template) {
      // Not a passing state: it lasts until someone builds, so the wait named is long.
      return reply
        .status(503)
        .header('retry-after', String(NOT_SOON_SECONDS))
        .send({ error: 'The web app is not built. Run `npm run build` or `npm start`.', code: 'unavailable' });
    }
    const [{ head, status }, page] = await Promise.all([
      renderHead(request.url),
      renderPage ? renderPage(request) : Promise.resolve(null),
    ]);
    const html = template.replace('<!--app-head-->', head);
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        page ? html.replace('<div id="root"></div>', `<div id="root">${page.html}</div>${page.stateScript}`) : html,
      );
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p))) {
      throw routeNotFound();
    }
    return serveApp(request, reply);
  });
}
