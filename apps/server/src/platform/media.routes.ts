import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from './errors.js';
import type { MediaStore } from './media-store.js';

/** GET /media/:id: uploaded images. An id never changes its bytes, so browsers may keep them for a year. */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaStore }> = async (app, { media }) => {
  app.get(
    '/media/:id',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded image (re-encoded by the server)',
        params: z.object({ id: z.string().regex(/^[a-f0-9]{24}$/) }),
      },
      // A malformed id is simply not found.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw notFound('Image not found');
      const file = await media.get(request.params.id);
      if (!file) throw notFound('Image not found');
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${request.params.id}"`)
        .send(file.bytes);
    },
  );
};
