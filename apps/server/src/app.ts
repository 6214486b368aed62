import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GameSeed } from '@dd/game';
import type { DestinationStream } from 'pino';
import { buildModules, servicesOf, type ModuleServices } from './app-modules.js';
import { fastifyTrustProxy, type AppConfig } from './config.js';
import { createDb, type Db } from './db/dialect.js';
import type { MemoryPlaysService } from './modules/game-scores/memory-plays.service.js';
import type { NotificationMailService } from './modules/notifications/notification-mail.service.js';
import { registerAuth } from './platform/auth.js';
import { systemClock, type Clock } from './platform/clock.js';
import { DrainState, registerDrainHeaders } from './platform/drain.js';
import { answerFrameworkError } from './platform/errors.js';
import { registerHealth } from './platform/health.routes.js';
import { registerHttpStack } from './platform/http-stack.js';
import { loggerOptions } from './platform/logging.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { mediaRoutes } from './platform/media.routes.js';
import { MediaStore } from './platform/media-store.js';
import { createMetrics, noMetrics, type Metrics } from './platform/metrics.js';
import { buildMetricsServer, registerMetricsRoute } from './platform/metrics.routes.js';
import type { AppModule, Platform } from './modules/module.js';
import { LeaseScheduler, type Scheduler } from './platform/scheduler.js';
import { registerWebApp } from './platform/web-app.js';
import type { Bus } from './realtime/bus.js';
import { createBus } from './realtime/create-bus.js';
import { TopicRegistry } from './realtime/topic-registry.js';

/** The platform and every module's service, for tests (production code goes through the modules). */
export type AppDeps = Pick<Platform, 'config' | 'db' | 'clock' | 'mailer' | 'bus' | 'media' | 'metrics'> &
  ModuleServices & {
    scheduler: Scheduler;
    /** Whether the instance is stopping (main.ts's shutdown begins it; /readyz reads it). */
    drain: DrainState;
    memoryPlays: MemoryPlaysService;
    /** The notification e-mails' job (tests run it directly). */
    notificationMails: NotificationMailService;
  };

declare module 'fastify' {
  interface FastifyInstance {
    /** For tests only. */
    deps: AppDeps;
    /** The METRICS_PORT listener (main.ts listens on it); null without METRICS_PORT. */
    metricsServer: FastifyInstance | null;
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
  /** Where the log goes (main.ts: pretty lines at a terminal, else JSON lines on stdout); stdout by default. */
  logStream?: DestinationStream;
  /** Where start-up work's lines for the operator go (main.ts prints them plain); the log by default. */
  announce?: (line: string) => void;
}

/** JSON bodies are small; uploads get their own limits. */
const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, { stream: options.logStream }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Router failures (a badly encoded URL) answer a short fixed message, never the URL.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  const platform = createPlatform(app, config, options);
  const { db, clock, bus, scheduler, metrics } = platform;
  const modules = await buildModules(platform);
  const drain = new DrainState();
  app.decorate('deps', {
    ...servicesOf(modules),
    config,
    db,
    clock,
    mailer: platform.mailer,
    bus,
    media: platform.media,
    metrics,
    scheduler,
    drain,
    memoryPlays: modules.gameScores.memoryPlays,
    notificationMails: modules.notifications.mails,
  } satisfies AppDeps);
  if (!options.db) app.addHook('onClose', async () => db.kysely.destroy());
  if (!options.bus) app.addHook('onClose', async () => bus.close());
  // Jobs start once the app is ready and stop before the database closes (onClose hooks run last-added first).
  if (config.schedulerEnabled) app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
  registerMetrics(app, platform);

  await registerHttpStack(app, config);
  registerAuth(app, (token) => modules.accounts.service.authenticate(token));

  registerDrainHeaders(app, drain);
  registerHealth(app, db, () => bus.health(), drain);

  await app.register(mediaRoutes, { media: platform.media });
  const ordered: AppModule<unknown>[] = Object.values(modules);
  for (const module of ordered) await module.register?.(app);
  if (options.startUp) for (const module of ordered) await module.start?.();
  // Last: the app shell answers every GET no route took.
  await registerWebApp(app, config.webDist, modules.seo.service.renderHead);

  return app;
}

/**
 * The metrics' sources and routes: every request's route, method, status and time; the database pool and Redis,
 * read when scraped; `/metrics` on the main port (token) and the METRICS_PORT listener.
 */
function registerMetrics(app: FastifyInstance, { config, db, bus, metrics }: Platform): void {
  const server =
    metrics.enabled && config.metricsPort !== null ? buildMetricsServer(metrics, config.metricsToken) : null;
  app.decorate('metricsServer', server);
  registerMetricsRoute(app, metrics, config.metricsToken);
  if (!metrics.enabled) return;
  metrics.watchDatabase(db.engine, db.poolSize, () => db.pool);
  metrics.watchRedis(() => bus.health());
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequest(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.addHook('onClose', async () => {
    metrics.close();
    await server?.close();
  });
}

/** Metrics are kept only when they can be read: METRICS_PORT or METRICS_TOKEN is set. */
function metricsFor(config: AppConfig): Metrics {
  return config.metricsPort !== null || config.metricsToken !== null ? createMetrics() : noMetrics;
}

/** What every module may use (module.ts), built for this app: the database, clock, bus, mail, media and jobs. */
function createPlatform(
  app: FastifyInstance,
  config: AppConfig,
  options: BuildOptions,
): Platform & { scheduler: Scheduler } {
  const db = options.db ?? createDb(config.databaseUrl);
  db.reportHookError = (err) => app.log.error({ err }, 'after-commit hook failed');
  const clock = options.clock ?? systemClock;
  const metrics = metricsFor(config);
  const bus = options.bus ?? createBus(config, app.log, metrics);
  const scheduler = new LeaseScheduler({
    db,
    clock,
    log: app.log.child({ module: 'scheduler' }),
    only: config.schedulerJobs,
    metrics,
  });
  return {
    config,
    db,
    clock,
    log: app.log,
    mailer: options.mailer ?? createMailer(config, clock),
    media: new MediaStore({ db, clock }),
    bus,
    topics: new TopicRegistry((err, topic) => app.log.error({ err, topic }, 'topic access rule failed')),
    scheduler,
    metrics,
    random: options.random,
    seeds: options.seeds,
    announce: options.announce ?? ((line) => app.log.info(line)),
  };
}
