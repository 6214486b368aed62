import { mediaEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from './endpoint-route.js';
import { notFound } from './errors.js';
import type { MediaStore } from './media-store.js';

/** GET /media/:id: uploaded images. An id never changes its bytes, so browsers may keep them for a year. */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaStore }> = async (app, { media }) => {
  serve(
    app,
    mediaEndpoints.image,
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
    // A malformed id is simply not found.
    { attachValidation: true },
  );
};
