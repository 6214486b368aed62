import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDb } from './db/dialect.js';
import { migrateToLatest } from './db/migrate.js';
import { seedOnFirstStart } from './db/seed/seed.js';
import { ensureAdminAccount } from './modules/accounts/admin-account.js';

const config = loadConfig();
const db = createDb(config.databaseUrl);
await migrateToLatest(db);
const app = await buildApp(config, { db });
if (await seedOnFirstStart(db, app.deps.catalog, new Date())) app.log.info('seeded the catalog');
await ensureAdminAccount(app, config);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.kysely.destroy();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
