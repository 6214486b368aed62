import {
  ADMIN_TEXT,
  adminFailureSchema,
  adminProductBodySchema,
  adminProductListResponseSchema,
  adminProductSavedResponseSchema,
  refreshReportSchema,
  type RefreshReport,
} from '@dd/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, unavailable } from '../../platform/errors.js';
import type { RetailerRefreshResult, RetailerRefresher } from '../retailer/retailer-refresher.js';
import { suppliedPassword, type AdminPasswordGuard } from './admin-password.js';
import type { AdminProductsService } from './admin-products.service.js';

const passwordQuery = z.object({ password: z.string().max(200).optional() });
const keyParams = z.object({ key: z.string().min(1).max(64) });
const asinParams = z.object({ asin: z.string().min(1).max(64) });
const failures = {
  400: adminFailureSchema,
  401: adminFailureSchema,
  404: adminFailureSchema,
  409: adminFailureSchema,
  429: adminFailureSchema,
};

function report(result: RetailerRefreshResult): RefreshReport {
  const failed = result.failed.length;
  return {
    success: true,
    message: `Refreshed ${result.updated} of ${result.requested} product${result.requested === 1 ? '' : 's'}${failed > 0 ? `; ${failed} failed` : ''}.`,
    ...result,
  };
}

/**
 * The admin product page's calls (storefront spec section 7). Not a user role: every route checks the shared
 * admin password, the bulk refresh included, before doing anything. Failures answer `{ success: false, error }`.
 */
export const adminProductsRoutes: FastifyPluginAsyncZod<{
  products: AdminProductsService;
  password: AdminPasswordGuard;
  retailer: RetailerRefresher | null;
}> = async (app, { products, password, retailer }) => {
  // The spec's client reads `{ success: false, error }`: the shared error handler adds `success` for these.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, successEnvelope: true };
  });

  // After the body is parsed (the password may be in it), before the handler.
  const checkPassword = async (request: FastifyRequest) => {
    await password.check(suppliedPassword(request.headers, request.body, request.query), request.ip);
  };

  const requireRetailer = (): RetailerRefresher => {
    if (!retailer) throw unavailable(ADMIN_TEXT.retailerNotConfigured);
    return retailer;
  };

  const refreshed = async (run: () => Promise<RetailerRefreshResult>, failure: string): Promise<RefreshReport> => {
    try {
      return report(await run());
    } catch (err) {
      if (err instanceof AppError) throw err;
      app.log.error({ err }, 'retailer refresh failed');
      throw new AppError(502, 'upstream_failed', failure);
    }
  };

  app.get(
    '/admin/products',
    {
      preHandler: checkPassword,
      schema: {
        tags: ['admin products'],
        summary: 'Every product for the admin product page (shared admin password)',
        querystring: passwordQuery,
        response: { 200: adminProductListResponseSchema, ...failures },
      },
    },
    async () => ({ success: true as const, products: await products.list() }),
  );

  app.post(
    '/admin/products',
    {
      preHandler: checkPassword,
      schema: {
        tags: ['admin products'],
        summary: 'Adds a product (form rules of storefront spec section 5)',
        querystring: passwordQuery,
        body: adminProductBodySchema,
        response: { 201: adminProductSavedResponseSchema, ...failures },
      },
    },
    async (request, reply) => reply.status(201).send({ success: true, product: await products.create(request.body) }),
  );

  app.put(
    '/admin/products/:key',
    {
      preHandler: checkPassword,
      schema: {
        tags: ['admin products'],
        summary: 'Updates the product with this id or ASIN; a new ASIN replaces the record',
        params: keyParams,
        querystring: passwordQuery,
        body: adminProductBodySchema,
        response: { 200: adminProductSavedResponseSchema.extend({ replaced: z.boolean() }), ...failures },
      },
    },
    async (request) => {
      const { product, replaced } = await products.update(request.params.key, request.body);
      return { success: true as const, product, replaced };
    },
  );

  app.delete(
    '/admin/products/:key',
    {
      preHandler: checkPassword,
      schema: {
        tags: ['admin products'],
        summary: 'Deletes the product with this id or ASIN',
        params: keyParams,
        querystring: passwordQuery,
        body: z.object({ password: z.string().max(200).optional() }).nullish(),
        response: { 200: z.object({ success: z.literal(true) }), ...failures },
      },
    },
    async (request) => {
      await products.remove(request.params.key);
      return { success: true as const };
    },
  );

  app.post(
    '/refresh-products',
    {
      preHandler: checkPassword,
      // One refresh walks the whole catalog; a few a minute is plenty.
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags: ['admin products'],
        summary: 'Refreshes every Amazon product from the retailer API (shared admin password)',
        querystring: passwordQuery,
        body: z.object({ password: z.string().max(200).optional() }).nullish(),
        response: { 200: refreshReportSchema, 502: adminFailureSchema, 503: adminFailureSchema, ...failures },
      },
    },
    async () => refreshed(() => requireRetailer().refreshAll(), ADMIN_TEXT.refreshAllFailed),
  );

  app.post(
    '/admin/refresh-product/:asin',
    {
      preHandler: checkPassword,
      schema: {
        tags: ['admin products'],
        summary: 'Refreshes one Amazon product from the retailer API (shared admin password)',
        params: asinParams,
        querystring: passwordQuery,
        body: z.object({ password: z.string().max(200).optional() }).nullish(),
        response: { 200: refreshReportSchema, 502: adminFailureSchema, 503: adminFailureSchema, ...failures },
      },
    },
    async (request) => {
      const result = await refreshed(
        () => requireRetailer().refreshOne(request.params.asin),
        ADMIN_TEXT.refreshOneFailed,
      );
      // One product: its failure is the call's failure.
      const failure = result.failed[0];
      if (failure) throw new AppError(502, 'upstream_failed', failure.error);
      return result;
    },
  );
};
