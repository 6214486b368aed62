import type { GameSeed } from '@dd/game';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/dialect.js';
import type { Bus } from '../realtime/bus.js';
import type { TopicRegistry } from '../realtime/topic-registry.js';
import type { Clock } from '../platform/clock.js';
import type { Mailer } from '../platform/mail.js';
import type { MediaStore } from '../platform/media-store.js';
import type { JobScheduler } from '../platform/scheduler.js';
import type { Metrics } from '../platform/metrics.js';

/** What every module may use: configuration, the database, time, logging, mail, uploads, the event bus and jobs. */
export interface Platform {
  config: AppConfig;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  media: MediaStore;
  bus: Bus;
  /** The push topics clients may subscribe to; each module defines the kinds it owns and who may see them. */
  topics: TopicRegistry;
  /** Periodic jobs, once per interval across instances; module factories register theirs. */
  scheduler: JobScheduler;
  /** Counters and histograms for `/metrics` (a no-op when metrics are off); modules report through it. */
  metrics: Metrics;
  /** Randomness for picks that are random by design (tests pass a seeded one). */
  random?: (() => number) | undefined;
  /** Where games' 256-bit seeds come from (tests pass fixed ones); `newGameSeed` (the OS CSPRNG) otherwise. */
  seeds?: (() => GameSeed) | undefined;
  /**
   * Tells the operator something once, on its own plain line beside the address (the first start's admin login);
   * main.ts prints these after the server listens.
   */
  announce: (line: string) => void;
}

/**
 * A server module as `app.ts` assembles it: built by its factory (`modules/<feature>/index.ts`) from the
 * platform and the services of the modules before it, then registered in order.
 */
export interface AppModule<S> {
  readonly name: string;
  /** What other modules and the app may call. */
  readonly service: S;
  /** Routes, hooks, jobs and push topics of the module. */
  register?(app: FastifyInstance): Promise<void>;
  /** A real server's start-up work (the first start's seed, the admin account); tests build apps without it. */
  start?(): Promise<void>;
}

/** What a service that sends e-mail takes from the platform: the database, time, the mailer and the log. */
export function mailingPlatform(platform: Platform): Pick<Platform, 'db' | 'clock' | 'mailer' | 'log'> {
  return { db: platform.db, clock: platform.clock, mailer: platform.mailer, log: platform.log };
}

/** The usual module: its service, and one routes plugin registered with the options it takes. */
export function routedModule<S, O extends FastifyPluginOptions>(
  name: string,
  service: S,
  routes: FastifyPluginAsyncZod<O>,
  options: O,
): AppModule<S> {
  return {
    name,
    service,
    register: async (app) => {
      await app.register(routes, options);
    },
  };
}
