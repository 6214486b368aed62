import { z } from 'zod';
import { endpoint } from '../endpoint.js';

export const mediaEndpoints = {
  image: endpoint(
    'GET',
    '/media/:id',
    __DD_WIRE_SCHEMAS__ && {
      tags: ['media'],
      summary: 'An uploaded image (re-encoded by the server)',
      params: z.object({ id: z.string().regex(/^[a-f0-9]{24}$/) }),
      // The answer is the image's bytes (no JSON schema); an unknown or malformed id is a plain 404.
      responses: {},
      errors: [],
    },
  ),
};
