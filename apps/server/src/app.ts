import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { AppConfig } from './config.js';
import { createDb, type Db } from './db/dialect.js';
import { CatalogRepository } from './modules/catalog/catalog.repository.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
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
  const deps: AppDeps = { config, db, clock, mailer, catalog };
  app.decorate('deps', deps);
  if (!options.db) app.addHook('onClose', async () => db.kysely.destroy());

  app.setValidatorCompiler(validatorCompiler);
  // Handlers are typed against the response schemas at compile time; at run time plain
  // JSON.stringify keeps hot list endpoints fast.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.siteName} API`, version: '1.0.0' },
      servers: [],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await registerSecurity(app, config);
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

  await registerWebApp(app, config.webDist, async () => ({
    head: `<title>${config.siteName}</title>`,
    status: 200,
  }));

  return app;
}
