import { randomBytes } from 'node:crypto';
import { productEndpoints } from '@dd/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint-route.js';
import { type JsonBody, pickEncoding } from '../../platform/json-body.js';
import { cookieSecurity } from '../../platform/security.js';
import type { CatalogService } from './catalog.service.js';

const VISITOR_COOKIE = 'dd_vid';

/** Sends a cached, already serialised body, compressed when the client accepts it. */
function sendJson(request: FastifyRequest, reply: FastifyReply, json: JsonBody): FastifyReply {
  const { body, encoding } = json.encoded(pickEncoding(request.headers['accept-encoding']));
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  // A Buffer is sent as is, without the serializer.
  return reply.send(body);
}

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  serve(app, productEndpoints.all, async (request, reply) => {
    const { body, etag } = await catalog.fullListBody();
    reply.header('cache-control', 'public, max-age=300').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
    return sendJson(request, reply, body);
  });

  serve(app, productEndpoints.list, async (request, reply) => {
    const body = await catalog.listBody(request.query);
    return sendJson(request, reply.header('cache-control', 'public, max-age=60'), body);
  });

  serve(app, productEndpoints.suggestions, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return catalog.suggestions(request.query.q);
  });

  serve(app, productEndpoints.count, async () => ({ count: await catalog.count() }));

  serve(app, productEndpoints.random, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return catalog.random({
      excludeIds: request.query.exclude,
      ...(request.query.source ? { source: request.query.source } : {}),
    });
  });

  serve(app, productEndpoints.trending, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { items: await catalog.sample({ source: 'amazon', viral: true }, request.query.limit) };
  });

  serve(app, productEndpoints.get, async (request) => catalog.get(request.params.id));

  serve(app, productEndpoints.outbound, async (request, reply) => {
    let visitor = request.cookies[VISITOR_COOKIE];
    if (!visitor || !/^[A-Za-z0-9_-]{16,64}$/.test(visitor)) {
      visitor = randomBytes(16).toString('base64url');
      reply.setCookie(VISITOR_COOKIE, visitor, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: 60 * 60 * 24 * 365,
        ...cookieSecurity(request),
      });
    }
    const target = await catalog.outbound(request.params.id, visitor);
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return reply.redirect(target, 302);
  });
};
