import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { createDb, type Db } from '../src/db/dialect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedCatalog } from '../src/modules/taxonomy/seed/seed.js';
import { createTestEnvironment, TEST_ENGINE, type TestAppOptions } from './test-app.js';

export interface TwoInstances {
  apps: [FastifyInstance, FastifyInstance];
  dbs: [Db, Db];
  config: AppConfig;
  /** Resolves once both instances' scheduler checks and job runs have settled (after moving a test clock). */
  whenIdle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Two app instances with the scheduler on, sharing one database as instances behind a load balancer do, each
 * through its own connections: a fresh PostgreSQL database with a pool each (TEST_ENGINE=postgres), else one
 * SQLite file opened twice. `options` go to both (share a test clock to move their time together).
 */
export async function twoInstances(options: TestAppOptions = {}): Promise<TwoInstances> {
  const { seed, env, ...buildOptions } = options;
  const environment = await createTestEnvironment(env);
  const databaseUrl =
    TEST_ENGINE === 'postgres'
      ? environment.config.databaseUrl
      : `sqlite:${path.join(environment.dataDir, 'shared.db')}`;
  const config: AppConfig = { ...environment.config, databaseUrl, schedulerEnabled: true };
  const dbs: [Db, Db] = [createDb(databaseUrl), createDb(databaseUrl)];
  await migrateToLatest(dbs[0]);
  const apps: [FastifyInstance, FastifyInstance] = [
    await buildApp(config, { logger: false, ...buildOptions, db: dbs[0] }),
    await buildApp(config, { logger: false, ...buildOptions, db: dbs[1] }),
  ];
  if (seed) await seedCatalog(apps[0].deps.catalog, apps[0].deps.clock.now(), dbs[0]);
  await Promise.all(apps.map((app) => app.ready()));
  return {
    apps,
    dbs,
    config,
    whenIdle: async () => {
      await Promise.all(apps.map((app) => app.deps.scheduler.whenIdle()));
    },
    close: async () => {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(dbs.map((db) => db.kysely.destroy()));
      await environment.close();
    },
  };
}
