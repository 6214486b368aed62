import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_UPLOAD_MAX_BYTES } from '@dd/contracts';
import type { GameSeed } from '@dd/game';
import { sql } from 'kysely';
import { fastifyTrustProxy, type AppConfig } from './config.js';
import { createDb, type Db } from './db/dialect.js';
import { accountsModule, authModule } from './modules/accounts/index.js';
import type { AccountsService } from './modules/accounts/accounts.service.js';
import { adminModule } from './modules/admin/index.js';
import type { AdminService } from './modules/admin/admin.service.js';
import { adminProductsModule } from './modules/admin-products/index.js';
import type { AdminProductsService } from './modules/admin-products/admin-products.service.js';
import { blogModule } from './modules/blog/index.js';
import type { BlogService } from './modules/blog/blog.service.js';
import { cardDecksModule } from './modules/card-decks/index.js';
import type { DeckService } from './modules/card-decks/card-decks.service.js';
import { cardMatchModule } from './modules/card-match/index.js';
import type { CardMatchService } from './modules/card-match/card-match.service.js';
import { catalogModule } from './modules/catalog/index.js';
import type { CatalogService } from './modules/catalog/catalog.service.js';
import { catalogueModule } from './modules/catalogue/index.js';
import type { CatalogueService } from './modules/catalogue/catalogue.service.js';
import { fairPlayModule } from './modules/fair-play/index.js';
import type { FairPlayService } from './modules/fair-play/fair-play.service.js';
import { forumModule } from './modules/forum/index.js';
import type { ForumService } from './modules/forum/forum.service.js';
import { gamesModule } from './modules/games/index.js';
import type { MemoryPlaysService } from './modules/games/memory-plays.service.js';
import { moderationModule } from './modules/moderation/index.js';
import type { ModerationService } from './modules/moderation/moderation.service.js';
import { newsletterModule } from './modules/newsletter/index.js';
import type { NewsletterService } from './modules/newsletter/newsletter.service.js';
import { pointsModule } from './modules/points/index.js';
import type { PointsService } from './modules/points/points.service.js';
import { profilesModule } from './modules/profiles/index.js';
import type { ProfilesService } from './modules/profiles/profiles.service.js';
import { pvpModule } from './modules/pvp/index.js';
import type { PvpService } from './modules/pvp/pvp.service.js';
import { retailerModule } from './modules/retailer/index.js';
import type { RetailerRefresher } from './modules/retailer/retailer-refresher.js';
import { seoModule } from './modules/seo/index.js';
import { suggestionsModule } from './modules/suggestions/index.js';
import type { SuggestionsService } from './modules/suggestions/suggestions.service.js';
import { wishlistModule } from './modules/wishlist/index.js';
import type { WishlistService } from './modules/wishlist/wishlist.service.js';
import { registerAuth } from './platform/auth.js';
import { systemClock, type Clock } from './platform/clock.js';
import { registerCompression } from './platform/compression.js';
import { answerFrameworkError, registerErrorHandling } from './platform/errors.js';
import { loggerOptions } from './platform/logging.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { mediaRoutes } from './platform/media.routes.js';
import { MediaStore } from './platform/media-store.js';
import type { AppModule, Platform } from './platform/module.js';
import { LeaseScheduler, type Scheduler } from './platform/scheduler.js';
import { registerRateLimits } from './platform/rate-limits.js';
import { registerSecurity } from './platform/security.js';
import { registerWebApp } from './platform/web-app.js';
import type { Bus } from './realtime/bus.js';
import { createBus } from './realtime/create-bus.js';
import { realtimeModule } from './realtime/index.js';
import { TopicRegistry } from './realtime/topic-registry.js';

/** The platform and every module's service, for tests (production code goes through the modules). */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  bus: Bus;
  media: MediaStore;
  scheduler: Scheduler;
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
  fairPlay: FairPlayService;
  pvp: PvpService;
  memoryPlays: MemoryPlaysService;
  cardMatches: CardMatchService;
  cardDecks: DeckService;
  catalogue: CatalogueService;
  admin: AdminService;
  adminProducts: AdminProductsService;
  retailer: RetailerRefresher | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** For tests only. */
    deps: AppDeps;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one with their fixtures). */
  db?: Db;
  clock?: Clock;
  mailer?: Mailer;
  /** An event bus (tests share one between two apps, or pass a Redis bus). */
  bus?: Bus;
  random?: () => number;
  /** Games' seeds (tests pass fixed ones); the OS CSPRNG otherwise. */
  seeds?: () => GameSeed;
  logger?: boolean;
  /** Run the modules' start-up work (seed on the first start, the admin account): `main.ts` does. */
  startUp?: boolean;
}

/** JSON bodies are small; uploads get their own limits. */
const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Router failures (a badly encoded URL) answer a short fixed message, never the URL.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  const db = options.db ?? createDb(config.databaseUrl);
  db.reportHookError = (err) => app.log.error({ err }, 'after-commit hook failed');
  const clock = options.clock ?? systemClock;
  const bus = options.bus ?? createBus(config, app.log);
  const scheduler = new LeaseScheduler({
    db,
    clock,
    log: app.log.child({ module: 'scheduler' }),
    only: config.schedulerJobs,
  });
  const platform: Platform = {
    config,
    db,
    clock,
    log: app.log,
    mailer: options.mailer ?? createMailer(config, clock),
    media: new MediaStore({ db, clock }),
    bus,
    topics: new TopicRegistry((err, topic) => app.log.error({ err, topic }, 'topic access rule failed')),
    scheduler,
    random: options.random,
    seeds: options.seeds,
  };

  // The modules, each built from the platform and the services of the modules before it.
  // The catalogue answers which custom and gift categories exist; it is built later (it writes through the catalog).
  const catalog = catalogModule(platform, { taxonomy: () => catalogue.service.taxonomy() });
  const points = pointsModule(platform);
  const accounts = accountsModule(platform);
  const newsletter = newsletterModule(platform, { points: points.service });
  // Registration creates each new member's starter deck in the account's transaction.
  const cardDecks = cardDecksModule(platform, { accounts: accounts.service });
  const auth = authModule(platform, {
    accounts: accounts.service,
    newsletter: newsletter.service,
    decks: cardDecks.service,
  });
  const wishlist = wishlistModule(platform, {
    catalog: catalog.service,
    points: points.service,
    accounts: accounts.service,
  });
  const moderation = moderationModule(platform, {
    accounts: accounts.service,
    // The forum answers for its content; it is built next (it reads the viewer's blocks from moderation).
    findContent: (type, id) => forum.service.findContent(type, id),
    // Profiles own follows; they are built later (they read the blocks from moderation).
    removeFollow: (followerId, followeeId, tx) => profiles.service.removeFollow(followerId, followeeId, tx),
  });
  const forum = forumModule(platform, {
    accounts: accounts.service,
    points: points.service,
    moderation: moderation.service,
  });
  const games = gamesModule(platform, { accounts: accounts.service, points: points.service });
  const profiles = profilesModule(platform, {
    accounts: accounts.service,
    points: points.service,
    wishlist: wishlist.service,
    forum: forum.service,
    moderation: moderation.service,
    games: games.service,
  });
  // Every finished duel and card match is settled through fair play (aborted, casual, the daily cap).
  const fairPlay = fairPlayModule(platform, { accounts: accounts.service, points: points.service });
  const pvp = pvpModule(platform, {
    accounts: accounts.service,
    moderation: moderation.service,
    fairPlay: fairPlay.service,
    ratings: games.duelRatings,
  });
  const cardMatches = cardMatchModule(platform, {
    accounts: accounts.service,
    fairPlay: fairPlay.service,
    pvp: pvp.service,
    moderation: moderation.service,
    decks: cardDecks.service,
  });
  const suggestions = suggestionsModule(platform);
  const blog = await blogModule(platform);
  const catalogue = catalogueModule(platform, { catalog: catalog.service });
  const admin = adminModule(platform, {
    accounts: accounts.service,
    newsletter: newsletter.service,
    suggestions: suggestions.service,
  });
  const retailer = retailerModule(platform, { catalog: catalog.service });
  const adminProducts = adminProductsModule(platform, {
    catalog: catalog.service,
    catalogue: catalogue.service,
    retailer: retailer.service,
    accounts: accounts.service,
  });
  const realtime = realtimeModule(platform, { authenticate: (token) => accounts.service.authenticate(token) });
  const seo = seoModule(platform, {
    catalog: catalog.service,
    blog: blog.service,
    catalogue: catalogue.service,
    forum: forum.service,
  });
  const modules: AppModule<unknown>[] = [
    catalog,
    newsletter,
    auth,
    points,
    wishlist,
    profiles,
    forum,
    moderation,
    suggestions,
    blog,
    seo,
    catalogue,
    admin,
    adminProducts,
    retailer,
    games,
    fairPlay,
    pvp,
    cardMatches,
    cardDecks,
    accounts,
    realtime,
  ];

  app.decorate('deps', {
    config,
    db,
    clock,
    mailer: platform.mailer,
    bus,
    media: platform.media,
    scheduler,
    catalog: catalog.service,
    newsletter: newsletter.service,
    suggestions: suggestions.service,
    blog: blog.service,
    accounts: accounts.service,
    points: points.service,
    wishlist: wishlist.service,
    profiles: profiles.service,
    forum: forum.service,
    moderation: moderation.service,
    fairPlay: fairPlay.service,
    pvp: pvp.service,
    memoryPlays: games.memoryPlays,
    cardMatches: cardMatches.service,
    cardDecks: cardDecks.service,
    catalogue: catalogue.service,
    admin: admin.service,
    adminProducts: adminProducts.service,
    retailer: retailer.service,
  } satisfies AppDeps);
  if (!options.db) app.addHook('onClose', async () => db.kysely.destroy());
  if (!options.bus) app.addHook('onClose', async () => bus.close());
  // Jobs start once the app is ready and stop before the database closes (onClose hooks run last-added first).
  if (config.schedulerEnabled) app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());

  app.setValidatorCompiler(validatorCompiler);
  // Handlers are typed against the response schemas at compile time; at run time plain
  // JSON.stringify keeps hot list endpoints fast.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandling(app);
  // First, so its hooks cover every route registered after it, the API docs included.
  await registerSecurity(app, config);
  await registerRateLimits(app, config);
  registerCompression(app);

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
  registerAuth(app, (token) => accounts.service.authenticate(token));

  // Redis down is reported but not a failure: the site keeps serving and clients poll meanwhile.
  const redisHealth = () => (bus.health() === 'in-process' ? {} : { redis: bus.health() === 'up' ? 'up' : 'down' });
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(db.kysely);
      return { status: 'ok', database: 'up', ...redisHealth() };
    } catch {
      return reply.status(503).send({ status: 'error', database: 'down', ...redisHealth() });
    }
  });

  await app.register(mediaRoutes, { media: platform.media });
  for (const module of modules) await module.register?.(app);
  if (options.startUp) for (const module of modules) await module.start?.();
  // Last: the app shell answers every GET no route took.
  await registerWebApp(app, config.webDist, seo.service.renderHead);

  return app;
}
