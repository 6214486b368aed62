import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { createDb, type Db } from '../src/db/dialect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedCatalog } from '../src/modules/catalogue/seed/seed.js';
import { createTestApp, TEST_ENGINE, type TestAppOptions } from './test-app.js';

export interface TwoInstances {
  apps: [FastifyInstance, FastifyInstance];
  dbs: [Db, Db];
  close(): Promise<void>;
}

/**
 * Two app instances with the scheduler on, sharing one database as instances behind a load balancer do, each
 * through its own connections: a fresh PostgreSQL database with a pool each (TEST_ENGINE=postgres), else one
 * SQLite file opened twice. `options` go to both (share a test clock to move their time together).
 */
export async function twoInstances(options: TestAppOptions = {}): Promise<TwoInstances> {
  const { seed, env, ...buildOptions } = options;
  // The fresh database (PostgreSQL) and the configuration; this app's own scheduler stays off.
  const onPostgres = TEST_ENGINE === 'postgres';
  const base = await createTestApp({ seed: onPostgres && seed === true, ...(env ? { env } : {}), ...buildOptions });
  const shared = onPostgres ? base.config.databaseUrl : `sqlite:${path.join(base.dataDir, 'shared.db')}`;
  const dbs: [Db, Db] = [createDb(shared), createDb(shared)];
  if (!onPostgres) await migrateToLatest(dbs[0]);
  const config = { ...base.config, schedulerEnabled: true };
  const apps: [FastifyInstance, FastifyInstance] = [
    await buildApp(config, { logger: false, ...buildOptions, db: dbs[0] }),
    await buildApp(config, { logger: false, ...buildOptions, db: dbs[1] }),
  ];
  if (seed && !onPostgres) await seedCatalog(apps[0].deps.catalog, apps[0].deps.clock.now(), dbs[0]);
  await Promise.all(apps.map((app) => app.ready()));
  return {
    apps,
    dbs,
    close: async () => {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(dbs.map((db) => db.kysely.destroy()));
      await base.close();
    },
  };
}
