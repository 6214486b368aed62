import { z } from 'zod';
import {
  catalogueProductCreatedSchema,
  categoryCreatedSchema,
  categorySchema,
  giftCategoriesInitResponseSchema,
  giftCategorySchema,
} from '../admin.js';
import { endpoint, memberWire, publicWire } from '../endpoint.js';

const tags = ['catalogue'];

/** The catalogue's taxonomies (categories, gift categories) and what admins add to the catalogue. */
export const taxonomyEndpoints = {
  categories: endpoint(
    'GET',
    '/api/categories',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'Every category: the built-in collections and subcollections, then the ones admins added',
        ok: z.array(categorySchema),
        errors: [],
      }),
  ),
  addCategory: endpoint(
    'POST',
    '/api/admin/categories',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Adds a category. multipart/form-data: name (1-30 characters), description (at least 10), file `image` (JPEG, PNG or WebP by content; re-encoded). The id is the slug of the name.',
        multipart: true,
        created: categoryCreatedSchema,
        errors: [400, 401, 403, 409],
      }),
  ),
  addProduct: endpoint(
    'POST',
    '/api/admin/products',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Adds a product. multipart/form-data: name, description, price (> 0, at most 2 decimals), category (a category id), giftCategory (comma-separated recipient/occasion ids), file `image` (JPEG, PNG or WebP), optional url (retailer link) and source (amazon or other; default other).',
        multipart: true,
        created: catalogueProductCreatedSchema,
        errors: [400, 401, 403],
      }),
  ),
  giftCategories: endpoint(
    'GET',
    '/api/gift-categories',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'The gift categories (recipient, occasion, price); empty until an admin initialises them',
        ok: z.array(giftCategorySchema),
        errors: [],
      }),
  ),
  initGiftCategories: endpoint(
    'POST',
    '/api/gift-categories/init',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Creates the gift categories that are missing; running it again creates nothing',
        ok: giftCategoriesInitResponseSchema,
        errors: [401, 403],
      }),
  ),
};
