import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { DrainState } from './drain.js';

export interface ShutdownDeps {
  server: Pick<Server, 'close' | 'closeAllConnections'>;
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

export interface ShutdownOutcome {
  /** Every request in flight finished, every socket and job stopped, within the bound. */
  inTime: boolean;
  ms: number;
}

/**
 * A stop without drama (issue 27 §4), in this order:
 * 1. drain: `/readyz` answers 503 and every answer says `Connection: close`;
 * 2. stop accepting: the listener closes, so a load balancer's new connections are refused and go to another
 *    instance (a refused connection is always safe to retry, a write included); idle kept-alive connections close;
 * 3. at once and together: the push sockets are told to reconnect (another instance takes them), the jobs stop and
 *    give up their leases, and the requests in flight finish, for at most `timeoutMs`; past it their connections
 *    are cut;
 * 4. the app closes (bus, database).
 */
export async function shutDown(deps: ShutdownDeps): Promise<ShutdownOutcome> {
  const startedAt = performance.now();
  deps.drain.begin();
  // Resolves once every connection has ended, push sockets included (they are connections of this server too).
  const connectionsEnded = new Promise<void>((resolve) => deps.server.close(() => resolve()));
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), deps.timeoutMs);
  });
  const inTime = await Promise.race([
    Promise.all([deps.closeSockets(), deps.stopJobs(), connectionsEnded]).then(() => true as const),
    bound,
  ]);
  clearTimeout(timer);
  if (!inTime) {
    deps.log.warn({ timeoutMs: deps.timeoutMs }, 'requests still in flight at the shutdown bound: cutting them');
    deps.server.closeAllConnections();
  }
  await deps.close();
  const ms = Math.round(performance.now() - startedAt);
  deps.log.info({ ms, inTime }, 'shut down');
  return { inTime, ms };
}
