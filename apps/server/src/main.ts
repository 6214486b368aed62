import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDb } from './db/dialect.js';
import { migrateToLatest } from './db/migrate.js';

const config = loadConfig();
const db = createDb(config.databaseUrl);
await migrateToLatest(db);
// startUp: the modules seed the catalog on the first start and create the admin account.
const app = await buildApp(config, { db, startUp: true });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.kysely.destroy();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
