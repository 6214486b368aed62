import { z } from 'zod';
import { endpoint, publicWire } from '../endpoint.js';
import {
  PRODUCT_SOURCES,
  productIdListSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
} from '../product.js';
import { searchSuggestionsQuerySchema, searchSuggestionsSchema } from '../search.js';
import { TRENDING_COUNT } from '../constants.js';
import { wireInt } from '../wire-numbers.js';

const tags = ['catalog'];

export const productEndpoints = {
  all: endpoint(
    'GET',
    '/products',
    __DD_WIRE_SCHEMAS__ && {
      tags,
      summary: 'Every product, normalised (the spec client caches it for 5 minutes)',
      responses: { 200: z.array(productSchema), 304: z.null().describe('Not modified') },
      errors: [],
    },
  ),
  list: endpoint(
    'GET',
    '/api/products',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'One page of products: by collection or subcollection, source, sort, search; keyset cursor',
        query: productListQuerySchema.extend({
          sort: z.enum(['newest', 'price-asc', 'price-desc', 'relevance']).optional(),
        }),
        ok: productPageSchema,
        errors: [400, 404],
      }),
  ),
  suggestions: endpoint(
    'GET',
    '/api/search/suggestions',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'What the search box suggests while typing: matching products and collections',
        query: searchSuggestionsQuerySchema,
        ok: searchSuggestionsSchema,
        errors: [400],
      }),
  ),
  count: endpoint(
    'GET',
    '/api/products/count',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'How many products the catalog holds',
        ok: z.object({ count: z.number() }),
        errors: [],
      }),
  ),
  random: endpoint(
    'GET',
    '/api/products/random',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'A random product, excluding recent picks; resets when everything was excluded',
        query: z.object({
          exclude: productIdListSchema,
          source: z.enum(PRODUCT_SOURCES).optional(),
        }),
        ok: z.object({ product: productSchema, historyReset: z.boolean() }),
        errors: [404],
      }),
  ),
  trending: endpoint(
    'GET',
    '/api/products/trending',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'Random products with a viral factor from the primary retailer',
        query: z.object({ limit: wireInt('limit', { min: 1, max: 24 }).default(TRENDING_COUNT) }),
        ok: z.object({ items: z.array(productSchema) }),
        errors: [],
      }),
  ),
  get: endpoint(
    'GET',
    '/api/products/:id',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'One product',
        params: productIdParamsSchema,
        ok: productSchema,
        errors: [404],
      }),
  ),
  outbound: endpoint(
    'GET',
    '/go/:id',
    __DD_WIRE_SCHEMAS__ && {
      tags,
      summary: 'Records an outbound click and redirects to the retailer (affiliate link)',
      params: productIdParamsSchema,
      // The 302 to the retailer is a link the browser follows, not an answer the web reads.
      responses: {},
      errors: [404],
    },
  ),
};
