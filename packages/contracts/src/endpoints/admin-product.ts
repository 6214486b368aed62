import { z } from 'zod';
import {
  adminFailureSchema,
  adminPasswordBodySchema,
  adminPasswordQuerySchema,
  adminProductBodySchema,
  adminProductKeyParamsSchema,
  adminProductListResponseSchema,
  adminProductSavedResponseSchema,
  adminRefreshParamsSchema,
  refreshReportSchema,
} from '../admin.js';
import { endpoint, publicWire } from '../endpoint.js';

const tags = ['admin products'];

/**
 * The admin product page's calls (storefront spec section 7): every one checks the shared admin password, and
 * failures answer `{ success: false, error, code }`.
 */
export const adminProductEndpoints = {
  list: endpoint(
    'GET',
    '/admin/products',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'Every product for the admin product page (shared admin password)',
        query: adminPasswordQuerySchema,
        ok: adminProductListResponseSchema,
        errors: [400, 401, 404, 409, 429],
        failure: adminFailureSchema,
      }),
  ),
  create: endpoint(
    'POST',
    '/admin/products',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'Adds a product (form rules of storefront spec section 5)',
        query: adminPasswordQuerySchema,
        body: adminProductBodySchema,
        created: adminProductSavedResponseSchema,
        errors: [400, 401, 404, 409, 429],
        failure: adminFailureSchema,
      }),
  ),
  update: endpoint(
    'PUT',
    '/admin/products/:key',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'Updates the product with this id or ASIN; a new ASIN replaces the record',
        params: adminProductKeyParamsSchema,
        query: adminPasswordQuerySchema,
        body: adminProductBodySchema,
        ok: adminProductSavedResponseSchema.extend({ replaced: z.boolean() }),
        errors: [400, 401, 404, 409, 429],
        failure: adminFailureSchema,
      }),
  ),
  remove: endpoint(
    'DELETE',
    '/admin/products/:key',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'Deletes the product with this id or ASIN',
        params: adminProductKeyParamsSchema,
        query: adminPasswordQuerySchema,
        body: adminPasswordBodySchema,
        ok: z.object({ success: z.literal(true) }),
        errors: [400, 401, 404, 409, 429],
        failure: adminFailureSchema,
      }),
  ),
  refreshAll: endpoint(
    'POST',
    '/refresh-products',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'Refreshes every Amazon product from the retailer API (shared admin password)',
        query: adminPasswordQuerySchema,
        body: adminPasswordBodySchema,
        ok: refreshReportSchema,
        errors: [400, 401, 404, 409, 429, 502, 503],
        failure: adminFailureSchema,
      }),
  ),
  refreshOne: endpoint(
    'POST',
    '/admin/refresh-product/:asin',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'Refreshes one Amazon product from the retailer API (shared admin password)',
        params: adminRefreshParamsSchema,
        query: adminPasswordQuerySchema,
        body: adminPasswordBodySchema,
        ok: refreshReportSchema,
        errors: [400, 401, 404, 409, 429, 502, 503],
        failure: adminFailureSchema,
      }),
  ),
};
