import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { createDb, type Db } from '../src/db/dialect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedCatalog } from '../src/modules/taxonomy/seed/seed.js';
import { migratedPostgres } from './migrated-postgres.js';

export type TestEngine = 'sqlite' | 'postgres';
export const TEST_ENGINE: TestEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A fresh database for one test file: in-memory SQLite (empty), or a new PostgreSQL database copied from a migrated
 * template. Run the migrations on it either way (on the copy they find nothing to do).
 */
async function freshDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (TEST_ENGINE === 'sqlite') return { url: 'sqlite::memory:', drop: async () => {} };
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  return migratedPostgres(base, 'test');
}

/** The admin product page's shared password (and the admin account's) in tests. */
export const TEST_ADMIN_PASSWORD = 'test-admin-password';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  dataDir: string;
  close: () => Promise<void>;
}

export interface TestAppOptions extends Omit<BuildOptions, 'db'> {
  seed?: boolean;
  env?: Record<string, string>;
}

/** What an app under test runs on: a fresh database (see freshDatabaseUrl), a data directory, the configuration. */
export interface TestEnvironment {
  config: AppConfig;
  dataDir: string;
  /** Drops the database and the data directory (close the apps and connections on it first). */
  close: () => Promise<void>;
}

export async function createTestEnvironment(env: Record<string, string> = {}): Promise<TestEnvironment> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dd-test-'));
  const { url, drop } = await freshDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000',
    CATALOG_CACHE_TTL_MS: '0',
    // Fast hashing in tests; password-hash.unit.test.ts checks the production cost (2^17) itself.
    PASSWORD_SCRYPT_LOG_N: '12',
    REGISTRATIONS_PER_HOUR: '1000',
    RECOVERY_REQUESTS_PER_HOUR: '1000',
    // Tests sign many members up at once from one address; accounts.api.test.ts checks the production caps.
    LOGIN_MAX_CONCURRENT_PER_IP: '1000',
    PASSWORD_HASH_MAX_QUEUE: '1000',
    // Races fire dozens of requests at once on a busy 2-core machine, where a queued one can wait past
    // production's 2 s; admission.api.test.ts checks the wait and the refusals with its own limits.
    ADMISSION_MAX_WAIT_MS: '20000',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    RETAILER_REFRESH_INTERVAL_HOURS: '0',
    // The push socket then accepts this origin only, whatever port a test listens on; PUBLIC_URL '' (unset)
    // tests the first run's own loopback origins.
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  return {
    config,
    dataDir,
    close: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An app, migrated and ready, on a database of its own (`seed`: with the catalog's seed). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const { seed, env, ...buildOptions } = options;
  const environment = await createTestEnvironment(env);
  const { config, dataDir } = environment;
  const db = createDb(config.databaseUrl);
  await migrateToLatest(db);
  const app = await buildApp(config, { logger: false, ...buildOptions, db });
  if (seed) await seedCatalog(app.deps.catalog, app.deps.clock.now(), db);
  await app.ready();
  return {
    app,
    db,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await db.kysely.destroy();
      await environment.close();
    },
  };
}

/**
 * The file's app: built before its first test and closed after its last (vitest's beforeAll and afterAll); its
 * fields read the built app, so tests use it as a TestContext.
 */
export function appPerFile(options: TestAppOptions = {}): TestContext {
  let built: TestContext | undefined;
  beforeAll(async () => {
    built = await createTestApp(options);
  });
  afterAll(async () => built?.close());
  const current = (): TestContext => {
    if (!built) throw new Error('The test app is built in beforeAll: read it inside a test or hook.');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    get dataDir() {
      return current().dataDir;
    },
    close: () => current().close(),
  };
}
