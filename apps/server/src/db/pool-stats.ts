import type { Dialect, Driver, LogEvent } from 'kysely';

/**
 * What the database's connections are doing, counted for the metrics: connections handed out and not yet given
 * back, requests waiting for one, and failures. Counted around Kysely's driver, so it reads the same on both
 * engines: PostgreSQL's pool (20 connections) and SQLite's one connection, which Kysely hands out one holder
 * at a time (a transaction holds it; the next one waits).
 */
export interface PoolStats {
  /** Connections checked out now (a query or a transaction running on each). */
  inUse: number;
  /** Callers waiting for a connection now. */
  waiting: number;
  /** Getting a connection failed (PostgreSQL down or unreachable, the pool's wait ran out), since start. */
  connectErrors: number;
  /** Statements that failed (the server's errors, constraint violations a race ends in, timeouts), since start. */
  queryErrors: number;
}

export const emptyPoolStats = (): PoolStats => ({ inUse: 0, waiting: 0, connectErrors: 0, queryErrors: 0 });

/** Kysely's `log` option: counts the failed statements. */
export function countQueryErrors(stats: PoolStats): (event: LogEvent) => void {
  return (event) => {
    if (event.level === 'error') stats.queryErrors += 1;
  };
}

/** The dialect with its driver's connection hand-outs counted into `stats`. */
export function countingDialect(dialect: Dialect, stats: PoolStats): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => countingDriver(dialect.createDriver(), stats),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

function countingDriver(driver: Driver, stats: PoolStats): Driver {
  const acquire = driver.acquireConnection.bind(driver);
  const release = driver.releaseConnection.bind(driver);
  // The driver's own methods (transactions, savepoints) stay as they are: only these two are wrapped.
  driver.acquireConnection = async () => {
    stats.waiting += 1;
    try {
      const connection = await acquire();
      stats.inUse += 1;
      return connection;
    } catch (err) {
      stats.connectErrors += 1;
      throw err;
    } finally {
      stats.waiting -= 1;
    }
  };
  driver.releaseConnection = async (connection) => {
    stats.inUse -= 1;
    await release(connection);
  };
  return driver;
}
