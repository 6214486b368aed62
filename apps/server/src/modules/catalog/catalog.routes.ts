import { randomBytes } from 'node:crypto';
import {
  PRODUCT_SOURCES,
  productListQuerySchema,
  productPageSchema,
  productSchema,
  searchSuggestionsQuerySchema,
  searchSuggestionsSchema,
  TRENDING_COUNT,
  wireInt,
} from '@dd/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '../../platform/errors.js';
import { type JsonBody, pickEncoding } from '../../platform/json-body.js';
import { cookieSecurity } from '../../platform/security.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogService } from './catalog.service.js';

const VISITOR_COOKIE = 'dd_vid';
const idParams = z.object({ id: z.string().min(1).max(64) });
const idList = z
  .string()
  .max(2000)
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .filter((s) => s.length > 0 && s.length <= 64)
          .slice(0, 50)
      : [],
  );

/** Sends a cached, already serialised body, compressed when the client accepts it. */
function sendJson(request: FastifyRequest, reply: FastifyReply, json: JsonBody): FastifyReply {
  const { body, encoding } = json.encoded(pickEncoding(request.headers['accept-encoding']));
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  // A Buffer is sent as is, without the serializer.
  return reply.send(body);
}

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Every product, normalised (the spec client caches it for 5 minutes)',
        response: { 200: z.array(productSchema), 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const { body, etag } = await catalog.fullListBody();
      reply.header('cache-control', 'public, max-age=300').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return sendJson(request, reply, body);
    },
  );

  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One page of products: by collection or subcollection, source, sort, search; keyset cursor',
        querystring: productListQuerySchema.extend({
          sort: z.enum(['newest', 'price-asc', 'price-desc', 'relevance']).optional(),
        }),
        response: { 200: productPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const body = await catalog.listBody(request.query);
      return sendJson(request, reply.header('cache-control', 'public, max-age=60'), body);
    },
  );

  app.get(
    '/api/search/suggestions',
    {
      schema: {
        tags: ['catalog'],
        summary: 'What the search box suggests while typing: matching products and collections',
        querystring: searchSuggestionsQuerySchema,
        response: { 200: searchSuggestionsSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return catalog.suggestions(request.query.q);
    },
  );

  app.get(
    '/api/products/count',
    {
      schema: {
        tags: ['catalog'],
        summary: 'How many products the catalog holds',
        response: { 200: z.object({ count: z.number() }) },
      },
    },
    async () => ({ count: await catalog.count() }),
  );

  app.get(
    '/api/products/random',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A random product, excluding recent picks; resets when everything was excluded',
        querystring: z.object({
          exclude: idList,
          source: z.enum(PRODUCT_SOURCES).optional(),
        }),
        response: { 200: z.object({ product: productSchema, historyReset: z.boolean() }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return catalog.random({
        excludeIds: request.query.exclude,
        ...(request.query.source ? { source: request.query.source } : {}),
      });
    },
  );

  app.get(
    '/api/products/trending',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Random products with a viral factor from the primary retailer',
        querystring: z.object({ limit: wireInt('limit', { min: 1, max: 24 }).default(TRENDING_COUNT) }),
        response: { 200: z.object({ items: z.array(productSchema) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await catalog.sample({ source: 'amazon', viral: true }, request.query.limit) };
    },
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product',
        params: idParams,
        response: { 200: productSchema, ...errorResponses(404) },
      },
    },
    async (request) => catalog.get(request.params.id),
  );

  app.get(
    '/go/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Records an outbound click and redirects to the retailer (affiliate link)',
        params: idParams,
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
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
    },
  );
};
