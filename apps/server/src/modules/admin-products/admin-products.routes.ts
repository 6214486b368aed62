import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RetailerRefresher } from '../retailer/retailer-refresher.js';
import type { AdminPasswordGuard } from './admin-password.js';
import type { AdminProductsService } from './admin-products.service.js';

export const adminProductsRoutes: FastifyPluginAsyncZod<{
  products: AdminProductsService;
  password: AdminPasswordGuard;
  retailer: RetailerRefresher | null;
}> = async () => {};
