import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { robotsTxt } from './sitemap.js';
import type { SitemapService } from './sitemap.service.js';

export interface SeoRoutesOptions {
  sitemap: SitemapService;
  publicUrl: string;
}

/** For crawlers, not API clients: left out of the OpenAPI document. */
export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, { sitemap, publicUrl }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await sitemap.xml();
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  const robots = robotsTxt(publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robots),
  );
};
