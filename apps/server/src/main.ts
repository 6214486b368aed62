import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDb, engineOf } from './db/dialect.js';
import { migrateToLatest } from './db/migrate.js';
import { holdForServer } from './db/restore-lock.js';
import { shutDown } from './platform/graceful-shutdown.js';
import { logDestination } from './platform/logging.js';
import { markRunning } from './platform/server-presence.js';
import { runningLine, siteAddress } from './start-up-lines.js';

const config = loadConfig();
// From before the migrations until the end: `npm run restore` refuses to replace data under a running server.
process.once('exit', markRunning(config.dataDir));
// On PostgreSQL the same across machines: a shared hold on the database's restore lock until this process exits.
if (engineOf(config.databaseUrl) === 'postgres' && !(await holdForServer(config.databaseUrl))) {
  process.stderr.write(
    'A restore (npm run restore) is running on this database: start the server once it has finished.\n',
  );
  process.exit(1);
}
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

let stopping = false;
/**
 * SIGTERM (a restart, a deployment) or Ctrl+C: drain, tell the push sockets to reconnect elsewhere, finish the
 * requests in flight within SHUTDOWN_TIMEOUT_SECONDS, give up the job leases, close, exit 0 (graceful-shutdown.ts).
 * A backstop exits 1 should closing itself hang past the bound.
 */
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error('the shutdown did not finish in time: exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs + 5_000).unref();
  await shutDown({
    server: app.server,
    drain: app.deps.drain,
    closeSockets: () => app.deps.realtime.closeAll(),
    stopJobs: () => app.deps.scheduler.stop(),
    close: () => app.close(),
    timeoutMs: config.shutdownTimeoutMs,
    log: app.log,
  });
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
