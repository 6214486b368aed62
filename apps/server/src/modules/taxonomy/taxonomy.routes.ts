import { taxonomyEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly, requireAdmin } from '../../platform/auth.js';
import { serve } from '../../platform/endpoint-route.js';
import { readMultipartForm } from '../../platform/multipart-form.js';
import type { TaxonomyService } from './taxonomy.service.js';

export const taxonomyRoutes: FastifyPluginAsyncZod<{ taxonomy: TaxonomyService }> = async (app, { taxonomy }) => {
  serve(app, taxonomyEndpoints.categories, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return taxonomy.categories();
  });

  serve(
    app,
    taxonomyEndpoints.addCategory,
    async (request, reply) => {
      const admin = requireAdmin(request);
      const form = await readMultipartForm(request);
      const category = await taxonomy.createCategory(
        { name: form.fields.name, description: form.fields.description, image: form.files.image },
        admin.id,
      );
      return reply.status(201).send({ success: true as const, category });
    },
    { onRequest: adminOnly },
  );

  serve(
    app,
    taxonomyEndpoints.addProduct,
    async (request, reply) => {
      const admin = requireAdmin(request);
      const { fields, files } = await readMultipartForm(request);
      const product = await taxonomy.createProduct(
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
    { onRequest: adminOnly },
  );

  serve(app, taxonomyEndpoints.giftCategories, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return taxonomy.giftCategories();
  });

  serve(
    app,
    taxonomyEndpoints.initGiftCategories,
    async () => ({ success: true as const, ...(await taxonomy.initGiftCategories()) }),
    { onRequest: adminOnly },
  );
};
