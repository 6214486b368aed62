import {
  catalogueProductCreatedSchema,
  categoryCreatedSchema,
  categorySchema,
  giftCategoriesInitResponseSchema,
  giftCategorySchema,
} from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requireAdmin } from '../../platform/auth.js';
import { errorResponses } from '../../platform/errors.js';
import { readMultipartForm } from '../../platform/multipart-form.js';
import type { CatalogueService } from './catalogue.service.js';

const security = [{ bearerAuth: [] }];

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (app, { catalogue }) => {
  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every category: the built-in collections and subcollections, then the ones admins added',
        response: { 200: z.array(categorySchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return catalogue.categories();
    },
  );

  app.post(
    '/api/admin/categories',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['catalogue'],
        summary:
          'Adds a category. multipart/form-data: name (1-30 characters), description (at least 10), file `image` (JPEG, PNG or WebP by content; re-encoded). The id is the slug of the name.',
        security,
        response: { 201: categoryCreatedSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const form = await readMultipartForm(request);
      const category = await catalogue.createCategory(
        { name: form.fields.name, description: form.fields.description, image: form.files.image },
        admin.id,
      );
      return reply.status(201).send({ success: true as const, category });
    },
  );

  app.post(
    '/api/admin/products',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['catalogue'],
        summary:
          'Adds a product. multipart/form-data: name, description, price (> 0, at most 2 decimals), category (a category id), giftCategory (comma-separated recipient/occasion ids), file `image` (JPEG, PNG or WebP), optional url (retailer link) and source (amazon or other; default other).',
        security,
        response: { 201: catalogueProductCreatedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const { fields, files } = await readMultipartForm(request);
      const product = await catalogue.createProduct(
        {
          name: fields.name,
          description: fields.description,
          price: fields.price,
          category: fields.category,
          giftCategory: fields.giftCategory,
          url: fields.url,
          source: fields.source,
          image: files.image,
        },
        admin.id,
      );
      return reply.status(201).send({ success: true as const, product });
    },
  );

  app.get(
    '/api/gift-categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The gift categories (recipient, occasion, price); empty until an admin initialises them',
        response: { 200: z.array(giftCategorySchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return catalogue.giftCategories();
    },
  );

  app.post(
    '/api/gift-categories/init',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['catalogue'],
        summary: 'Creates the gift categories that are missing; running it again creates nothing',
        security,
        response: { 200: giftCategoriesInitResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ success: true as const, ...(await catalogue.initGiftCategories()) }),
  );
};
