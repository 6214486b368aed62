import { ADMIN_TEXT, adminProductEndpoints, type RefreshReport } from '@dd/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint-route.js';
import { AppError, NOT_SOON_SECONDS, unavailable } from '../../platform/errors.js';
import { neverStored } from '../../platform/never-stored.js';
import type { RetailerRefreshResult, RetailerRefresher } from '../retailer/retailer-refresher.js';
import { suppliedPassword, type AdminPasswordGuard } from './admin-password.js';
import type { AdminProductsService } from './admin-products.service.js';

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

  // Password-guarded answers are never stored by the browser or a proxy (the page used to ask for that itself).
  neverStored(app);

  // After the body is parsed (the password may be in it), before the handler.
  const checkPassword = async (request: FastifyRequest) => {
    await password.check(suppliedPassword(request.headers, request.body, request.query), request.ip);
  };

  const passwordChecked = { preHandler: checkPassword };

  const requireRetailer = (): RetailerRefresher => {
    // A missing configuration does not pass by itself.
    if (!retailer) throw unavailable(ADMIN_TEXT.retailerNotConfigured, NOT_SOON_SECONDS);
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

  serve(
    app,
    adminProductEndpoints.list,
    async () => ({ success: true as const, products: await products.list() }),
    passwordChecked,
  );

  serve(
    app,
    adminProductEndpoints.create,
    async (request, reply) => reply.status(201).send({ success: true, product: await products.create(request.body) }),
    passwordChecked,
  );

  serve(
    app,
    adminProductEndpoints.update,
    async (request) => {
      const { product, replaced } = await products.update(request.params.key, request.body);
      return { success: true as const, product, replaced };
    },
    passwordChecked,
  );

  serve(
    app,
    adminProductEndpoints.remove,
    async (request) => {
      await products.remove(request.params.key);
      return { success: true as const };
    },
    passwordChecked,
  );

  serve(
    app,
    adminProductEndpoints.refreshAll,
    async () => refreshed(() => requireRetailer().refreshAll(), ADMIN_TEXT.refreshAllFailed),
    {
      ...passwordChecked,
      // One refresh walks the whole catalog; a few a minute is plenty.
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
    },
  );

  serve(
    app,
    adminProductEndpoints.refreshOne,
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
    passwordChecked,
  );
};
