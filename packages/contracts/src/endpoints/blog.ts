import { z } from 'zod';
import { blogPostSchema, blogPostSummarySchema } from '../blog.js';
import { endpoint, publicWire } from '../endpoint.js';

const tags = ['blog'];

export const blogEndpoints = {
  latest: endpoint(
    'GET',
    '/api/blog',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'The five latest blog posts, newest first',
        ok: z.object({ posts: z.array(blogPostSummarySchema) }),
        errors: [],
      }),
  ),
  post: endpoint(
    'GET',
    '/api/blog/:slug',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'One blog post with its HTML',
        params: z.object({ slug: z.string().min(1) }),
        ok: blogPostSchema,
        errors: [404],
      }),
  ),
};
