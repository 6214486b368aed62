import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { AppConfig } from './config.js';
import { createDb, type Db } from './db/dialect.js';
import { blogRoutes } from './modules/blog/blog.routes.js';
import { BlogService } from './modules/blog/blog.service.js';
import { CatalogRepository } from './modules/catalog/catalog.repository.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { NewsletterRepository } from './modules/newsletter/newsletter.repository.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { NewsletterService } from './modules/newsletter/newsletter.service.js';
import { createHeadRenderer } from './modules/seo/head-renderer.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { SitemapService } from './modules/seo/sitemap.service.js';
import { SuggestionsRepository } from './modules/suggestions/suggestions.repository.js';
import { suggestionsRoutes } from './modules/suggestions/suggestions.routes.js';
import { SuggestionsService } from './modules/suggestions/suggestions.service.js';
import { systemClock, type Clock } from './platform/clock.js';
import { registerErrorHandling } from './platform/errors.js';
import { loggerOptions } from './platform/logging.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { registerSecurity } from './platform/security.js';
import { registerWebApp } from './platform/web-app.js';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  catalog: CatalogService;
  newsletter: NewsletterService;
  suggestions: SuggestionsService;
  blog: BlogService;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one with their fixtures). */
  db?: Db;
  clock?: Clock;
  mailer?: Mailer;
  random?: () => number;
  logger?: boolean;
}

/** JSON bodies are small; uploads get their own limits. */
const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  const db = options.db ?? createDb(config.databaseUrl);
  const clock = options.clock ?? systemClock;
  const mailer = options.mailer ?? createMailer(config);
  const catalog = new CatalogService({
    repo: new CatalogRepository(db),
    clock,
    affiliateTag: config.affiliateTag,
    listCacheTtlMs: config.catalogCacheTtlMs,
    ...(options.random ? { random: options.random } : {}),
  });
  const newsletter = new NewsletterService({
    repo: new NewsletterRepository(db),
    mailer,
    clock,
    secret: config.appSecret,
    publicUrl: config.publicUrl,
    siteName: config.siteName,
    log: app.log,
  });
  const suggestions = new SuggestionsService({ repo: new SuggestionsRepository(db), clock });
  const blog = await BlogService.load(config.blogDir, app.log);
  const site = { publicUrl: config.publicUrl, siteName: config.siteName };
  const sitemap = new SitemapService({
    products: (max) => catalog.sitemapEntries(max),
    posts: () => blog.all(),
    clock,
    site,
  });
  const deps: AppDeps = { config, db, clock, mailer, catalog, newsletter, suggestions, blog };
  app.decorate('deps', deps);
  if (!options.db) app.addHook('onClose', async () => db.kysely.destroy());

  app.setValidatorCompiler(validatorCompiler);
  // Handlers are typed against the response schemas at compile time; at run time plain
  // JSON.stringify keeps hot list endpoints fast.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandling(app);
  // First, so its hooks cover every route registered after it, the API docs included.
  await registerSecurity(app, config);

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.siteName} API`, version: '1.0.0' },
      servers: [],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(cookie);
  await app.register(formbody);

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(db.kysely);
      return { status: 'ok', database: 'up' };
    } catch {
      return reply.status(503).send({ status: 'error', database: 'down' });
    }
  });

  await app.register(catalogRoutes, { catalog });
  await app.register(newsletterRoutes, { newsletter });
  await app.register(suggestionsRoutes, { suggestions });
  await app.register(blogRoutes, { blog, imagesDir: path.join(config.blogDir, 'images') });
  await app.register(seoRoutes, { sitemap, publicUrl: config.publicUrl });

  await registerWebApp(
    app,
    config.webDist,
    createHeadRenderer({
      findProduct: (id) => catalog.find(id),
      findPost: (slug) => blog.find(slug),
      site,
      log: app.log,
    }),
  );

  return app;
}
