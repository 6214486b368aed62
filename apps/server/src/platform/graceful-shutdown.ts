import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { DrainState } from './drain.js';

export interface ShutdownDeps {
  server: Server;
  drain: DrainState;
  /** Tells every push socket `reconnect` and closes it with 1012 (RealtimeHub.closeAll). */
  closeSockets: () => Promise<void>;
  /** Stops the scheduler: running jobs are aborted and their leases given up (LeaseScheduler.stop). */
  stopJobs: () => Promise<void>;
  /** Closes the app: the bus, the database (Fastify's close and onClose hooks). */
  close: () => Promise<void>;
  /** How long requests in flight may take before their connections are cut. */
  timeoutMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** Longer than the upstream `keepalive_timeout` of deploy/nginx.conf (3 s); at most half the shutdown bound. */
const IDLE_GRACE_MS = 4_000;

export interface ShutdownOutcome {
  /** Every request in flight finished, every socket and job stopped, within the bound. */
  inTime: boolean;
  ms: number;
}

/**
 * A stop without drama (issue 27 §4), in this order:
 * 1. drain: `/readyz` answers 503 and every answer says `Connection: close`;
 * 2. stop accepting: the listener closes, so a load balancer's new connections are refused and go to another
 *    instance (a refused connection is always safe to retry, a write included). Idle kept-alive connections stay
 *    open for a grace period (IDLE_GRACE_MS) longer than the balancer's own idle timeout (deploy/nginx.conf's
 *    upstream `keepalive_timeout 3s`): closing one at once races with the balancer sending a request on it, which
 *    it cannot retry safely (a POST) and answers 502. Within the grace the balancer either uses a connection (the
 *    answer says `Connection: close`, so it ends after it) or drops it as idle itself;
 * 3. at once and together: the push sockets are told to reconnect (another instance takes them), the jobs stop and
 *    give up their leases, and the requests in flight finish, for at most `timeoutMs`; past it their connections
 *    are cut;
 * 4. the app closes (bus, database).
 */
export async function shutDown(deps: ShutdownDeps): Promise<ShutdownOutcome> {
  const startedAt = performance.now();
  deps.drain.begin();
  // Resolves once every connection has ended, push sockets included (they are connections of this server too).
  // net.Server's close, not http.Server's: that one also closes the idle kept-alive connections at once.
  const connectionsEnded = new Promise<void>((resolve) => NetServer.prototype.close.call(deps.server, () => resolve()));
  const grace = setTimeout(() => deps.server.closeIdleConnections(), Math.min(IDLE_GRACE_MS, deps.timeoutMs / 2));
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), deps.timeoutMs);
  });
  const inTime = await Promise.race([
    Promise.all([deps.closeSockets(), deps.stopJobs(), connectionsEnded]).then(() => true as const),
    bound,
  ]);
  clearTimeout(timer);
  clearTimeout(grace);
  if (!inTime) {
    deps.log.warn({ timeoutMs: deps.timeoutMs }, 'requests still in flight at the shutdown bound: cutting them');
    deps.server.closeAllConnections();
  }
  await deps.close();
  const ms = Math.round(performance.now() - startedAt);
  deps.log.info({ ms, inTime }, 'shut down');
  return { inTime, ms };
}
