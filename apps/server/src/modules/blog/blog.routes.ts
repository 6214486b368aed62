import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { blogEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint-route.js';
import type { BlogService } from './blog.service.js';

export interface BlogRoutesOptions {
  blog: BlogService;
  /** Folder whose files are served at /blog-images/. */
  imagesDir: string;
}

/** Posts change only with a deploy; a few minutes of caching is safe. */
const POST_CACHE = 'public, max-age=300';
const IMAGE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const blogRoutes: FastifyPluginAsyncZod<BlogRoutesOptions> = async (app, { blog, imagesDir }) => {
  serve(app, blogEndpoints.latest, async (_request, reply) => {
    reply.header('cache-control', POST_CACHE);
    return { posts: blog.latest() };
  });

  serve(app, blogEndpoints.post, async (request, reply) => {
    const post = blog.get(request.params.slug);
    reply.header('cache-control', POST_CACHE);
    return post;
  });

  if (existsSync(imagesDir)) {
    await app.register(fastifyStatic, {
      root: path.resolve(imagesDir),
      prefix: '/blog-images/',
      // The web app's static plugin owns reply.sendFile.
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: IMAGE_MAX_AGE_MS,
    });
  }
};
