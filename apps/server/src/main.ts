import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDb } from './db/dialect.js';
import { migrateToLatest } from './db/migrate.js';
import { logDestination } from './platform/logging.js';
import { runningLine, siteAddress } from './start-up-lines.js';

const config = loadConfig();
const db = createDb(config.databaseUrl);
await migrateToLatest(db);
// Lines for the operator (the first start's admin login), printed plain after the address below.
const notices: string[] = [];
// JSON lines for log collectors; readable ones for a person at a terminal.
const out = logDestination(process.stdout.isTTY === true);
// startUp: the modules seed the catalog on the first start and create the admin account.
const app = await buildApp(config, {
  db,
  startUp: true,
  logStream: out,
  announce: (line) => notices.push(line),
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.kysely.destroy();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
// METRICS_PORT: the scrape listener, on METRICS_HOST (loopback unless the operator opens it to a private network).
if (app.metricsServer && config.metricsPort !== null) {
  await app.metricsServer.listen({ host: config.metricsHost, port: config.metricsPort });
  app.log.info({ host: config.metricsHost, port: config.metricsPort }, 'metrics listening');
}
const address = app.server.address();
const port = address && typeof address !== 'string' ? address.port : config.port;
// Plain text, not a log record, at a terminal and in a pipe alike: the address to open, then any first-start notice.
// Through the log's own stream, so these come after the lines logged so far (the listening addresses).
out.write([runningLine(config.siteName, siteAddress(config, port)), ...notices].map((l) => `${l}\n`).join(''));
