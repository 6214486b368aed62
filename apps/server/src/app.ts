import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_UPLOAD_MAX_BYTES } from '@dd/contracts';
import { sql } from 'kysely';
import type { AppConfig } from './config.js';
import { createDb, type Db } from './db/dialect.js';
import { AccountsRepository } from './modules/accounts/accounts.repository.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { AccountsService } from './modules/accounts/accounts.service.js';
import { PasswordHasher } from './modules/accounts/password-hash.js';
import { RegistrationService } from './modules/accounts/registration.service.js';
import { AdminRepository } from './modules/admin/admin.repository.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { AdminService } from './modules/admin/admin.service.js';
import { AdminPasswordGuard } from './modules/admin-products/admin-password.js';
import { adminProductsRoutes } from './modules/admin-products/admin-products.routes.js';
import { AdminProductsService } from './modules/admin-products/admin-products.service.js';
import { CatalogueRepository } from './modules/catalogue/catalogue.repository.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { CatalogueService } from './modules/catalogue/catalogue.service.js';
import { createRetailerRefresher } from './modules/retailer/create-retailer-refresher.js';
import { scheduleRetailerRefresh } from './modules/retailer/refresh-schedule.js';
import { blogRoutes } from './modules/blog/blog.routes.js';
import { BlogService } from './modules/blog/blog.service.js';
import { CatalogRepository } from './modules/catalog/catalog.repository.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { ForumRepository } from './modules/forum/forum.repository.js';
import { forumRoutes } from './modules/forum/forum.routes.js';
import { ForumService } from './modules/forum/forum.service.js';
import { ModerationRepository } from './modules/moderation/moderation.repository.js';
import { moderationRoutes } from './modules/moderation/moderation.routes.js';
import { ModerationService } from './modules/moderation/moderation.service.js';
import { GameStatsRepository } from './modules/games/game-stats.repository.js';
import { GameStatsService } from './modules/games/game-stats.service.js';
import { NewsletterRepository } from './modules/newsletter/newsletter.repository.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { NewsletterService } from './modules/newsletter/newsletter.service.js';
import { PointsRepository } from './modules/points/points.repository.js';
import { pointsRoutes } from './modules/points/points.routes.js';
import { PointsService } from './modules/points/points.service.js';
import { FollowsRepository } from './modules/profiles/follows.repository.js';
import { profilesRoutes } from './modules/profiles/profiles.routes.js';
import { ProfilesService } from './modules/profiles/profiles.service.js';
import { createHeadRenderer } from './modules/seo/head-renderer.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { SitemapService } from './modules/seo/sitemap.service.js';
import { SuggestionsRepository } from './modules/suggestions/suggestions.repository.js';
import { suggestionsRoutes } from './modules/suggestions/suggestions.routes.js';
import { SuggestionsService } from './modules/suggestions/suggestions.service.js';
import { WishlistRepository } from './modules/wishlist/wishlist.repository.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { WishlistService } from './modules/wishlist/wishlist.service.js';
import type { RetailerRefresher } from './modules/retailer/retailer-refresher.js';
import { registerAuth } from './platform/auth.js';
import { systemClock, type Clock } from './platform/clock.js';
import { registerErrorHandling } from './platform/errors.js';
import { loggerOptions } from './platform/logging.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { mediaRoutes } from './platform/media.routes.js';
import { MediaStore } from './platform/media-store.js';
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
  accounts: AccountsService;
  points: PointsService;
  wishlist: WishlistService;
  profiles: ProfilesService;
  forum: ForumService;
  moderation: ModerationService;
  media: MediaStore;
  catalogue: CatalogueService;
  admin: AdminService;
  adminProducts: AdminProductsService;
  retailer: RetailerRefresher | null;
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
  const points = new PointsService({ repo: new PointsRepository(db), clock });
  const media = new MediaStore(db, clock);
  const accounts = new AccountsService({
    repo: new AccountsRepository(db),
    hasher: new PasswordHasher({ logN: config.passwordScryptLogN, r: 8, p: 1 }),
    clock,
    sessionTtlDays: config.sessionTtlDays,
    loginLimits: { perAccount: config.loginMaxFailuresPerAccount, perIp: config.loginMaxFailuresPerIp },
  });
  const newsletter = new NewsletterService({
    repo: new NewsletterRepository(db),
    mailer,
    clock,
    secret: config.appSecret,
    publicUrl: config.publicUrl,
    siteName: config.siteName,
    log: app.log,
    points,
  });
  const registration = new RegistrationService({ accounts, newsletter });
  const wishlist = new WishlistService({ repo: new WishlistRepository(db), catalog, points, accounts, clock });
  const moderation: ModerationService = new ModerationService({
    repo: new ModerationRepository(db),
    accounts,
    // The forum answers for its content; it is built next (it reads the viewer's blocks from moderation).
    findContent: (type, id) => forum.findContent(type, id),
    clock,
  });
  const forum = new ForumService({ repo: new ForumRepository(db), accounts, points, media, moderation, clock });
  const profiles = new ProfilesService({
    follows: new FollowsRepository(db),
    accounts,
    points,
    wishlist,
    forum,
    moderation,
    games: new GameStatsService({ repo: new GameStatsRepository(db) }),
    media,
    clock,
  });
  const suggestions = new SuggestionsService({ repo: new SuggestionsRepository(db), clock });
  const catalogue = new CatalogueService({ repo: new CatalogueRepository(db), catalog, media, clock });
  const retailer = createRetailerRefresher({ config, db, catalog, clock, log: app.log });
  const adminProducts = new AdminProductsService({ catalog, catalogue, clock, affiliateTag: config.affiliateTag });
  const admin = new AdminService({ repo: new AdminRepository(db), accounts, newsletter, suggestions, clock });
  const blog = await BlogService.load(config.blogDir, app.log);
  const site = { publicUrl: config.publicUrl, siteName: config.siteName };
  const sitemap = new SitemapService({
    products: (max) => catalog.sitemapEntries(max),
    posts: () => blog.all(),
    customCategories: async () => (await catalogue.categories()).filter((c) => !c.builtIn).map((c) => c._id),
    clock,
    site,
  });
  const deps: AppDeps = {
    config,
    db,
    clock,
    mailer,
    catalog,
    newsletter,
    suggestions,
    blog,
    accounts,
    points,
    wishlist,
    profiles,
    forum,
    moderation,
    media,
    catalogue,
    admin,
    adminProducts,
    retailer,
  };
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
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 },
  });
  registerAuth(app, (token) => accounts.authenticate(token));

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
  await app.register(accountsRoutes, { accounts, registration, registrationsPerHour: config.registrationsPerHour });
  await app.register(pointsRoutes, { points });
  await app.register(wishlistRoutes, { wishlist });
  await app.register(profilesRoutes, { profiles });
  await app.register(forumRoutes, { forum });
  await app.register(moderationRoutes, { moderation });
  await app.register(mediaRoutes, { media });
  await app.register(suggestionsRoutes, { suggestions });
  await app.register(blogRoutes, { blog, imagesDir: path.join(config.blogDir, 'images') });
  await app.register(seoRoutes, { sitemap, publicUrl: config.publicUrl });
  await app.register(catalogueRoutes, { catalogue });
  await app.register(adminRoutes, { admin });
  await app.register(adminProductsRoutes, {
    products: adminProducts,
    password: new AdminPasswordGuard({ db, clock, password: config.adminPassword }),
    retailer,
  });
  scheduleRetailerRefresh(app, retailer, config.retailerRefreshIntervalHours);

  await registerWebApp(
    app,
    config.webDist,
    createHeadRenderer({
      findProduct: (id) => catalog.find(id),
      findPost: (slug) => blog.find(slug),
      findCategory: (id) => catalogue.findCustomCategory(id),
      findThread: (id) => forum.threadHead(id),
      site,
      log: app.log,
    }),
  );

  return app;
}
