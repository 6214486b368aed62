import Sqlite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';
import { FifoLock } from './fifo-lock.js';
import { countingDialect, countQueryErrors, emptyPoolStats, type PoolStats } from './pool-stats.js';
import {
  createTransactionRunner,
  type Engine,
  type HookErrorReporter,
  type TransactionRunner,
} from './unit-of-work.js';

export type { Engine, Executor, Tx } from './unit-of-work.js';
export type { PoolStats } from './pool-stats.js';

// COUNT(*) and BIGINT come back as strings from pg; every count here fits a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export function engineOf(databaseUrl: string): Engine {
  return /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
}

function sqliteDialect(databaseUrl: string): Dialect {
  const file = databaseUrl.replace(/^sqlite:/, '');
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Sqlite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // Kysely prepares every query anew; reusing prepared statements by SQL text saves that work.
  const statements = new Map<string, Sqlite.Statement>();
  return new FairSqliteDialect({
    database: {
      prepare(text: string) {
        let statement = statements.get(text);
        if (!statement) {
          statement = sqlite.prepare(text);
          if (statements.size >= 1000) statements.clear();
          statements.set(text, statement);
        }
        return statement;
      },
      close() {
        statements.clear();
        sqlite.close();
      },
    },
  });
}

/**
 * The longest SQLite work (statements, and the code between them) runs back to back in one turn of the event
 * loop before the connection's next hand-over waits for the loop's next turn: requests arriving meanwhile are
 * read and timers fire at least this often, whatever queue of transactions is waiting (docs/decisions.md, issue 26).
 */
const SQLITE_TURN_BUDGET_MS = 10;

/**
 * Kysely's SQLite dialect with the one connection handed out first come, first served (FifoLock): under load a
 * statement waits its turn behind those that asked before it, never behind ones that asked after.
 */
class FairSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const inner = super.createDriver();
    const lock = new FifoLock(SQLITE_TURN_BUDGET_MS);
    return {
      init: () => inner.init(),
      acquireConnection: async (): Promise<DatabaseConnection> => {
        await lock.acquire();
        // Uncontended now: only the lock's holder asks.
        return inner.acquireConnection();
      },
      beginTransaction: (connection, settings) => inner.beginTransaction(connection, settings),
      commitTransaction: (connection) => inner.commitTransaction(connection),
      rollbackTransaction: (connection) => inner.rollbackTransaction(connection),
      ...(inner.savepoint && { savepoint: inner.savepoint.bind(inner) }),
      ...(inner.rollbackToSavepoint && { rollbackToSavepoint: inner.rollbackToSavepoint.bind(inner) }),
      ...(inner.releaseSavepoint && { releaseSavepoint: inner.releaseSavepoint.bind(inner) }),
      releaseConnection: async (connection) => {
        try {
          await inner.releaseConnection(connection);
        } finally {
          lock.release();
        }
      },
      destroy: () => inner.destroy(),
    };
  }
}

/** The database: `kysely` for reads and single statements, `transaction` for a unit of work. */
export interface Db extends TransactionRunner {
  /** Where failing after-commit hooks are reported (the app sets its logger). */
  reportHookError: HookErrorReporter;
  /** Connections in use and waited for, and failures, as they are now (read by the metrics). */
  readonly pool: Readonly<PoolStats>;
  /** Connections the pool may open: 20 on PostgreSQL, SQLite's one. */
  readonly poolSize: number;
}

/** PostgreSQL connections per instance. */
const POOL_MAX = 20;
/** A new connection to PostgreSQL that is not made within this fails (the server or the link is gone): a 503. */
const CONNECT_TIMEOUT_MS = 2_500;
/** A request waits this long for a free connection of the pool (all busy) before it is answered 503. */
const POOL_WAIT_MS = 10_000;
/**
 * An answer that does not come within this fails the query (a silent partition: no FIN, no RST), and its
 * connection is dropped. Far above any query of the app; `?query_timeout=ms` in DATABASE_URL overrides it.
 */
const QUERY_TIMEOUT_MS = 20_000;
/**
 * PostgreSQL cancels a statement that runs (or waits for a lock) longer than this, so a lock held elsewhere (a
 * long migration, a manual session) answers 503 instead of holding requests; below QUERY_TIMEOUT_MS, so the
 * server's cancel comes first and the connection stays usable. `?statement_timeout=ms` in DATABASE_URL overrides it.
 */
const STATEMENT_TIMEOUT_MS = 15_000;

/** pg's client whose own connect timeout is the handshake's, shorter than the pool's wait for a free connection. */
class ClientWithConnectTimeout extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

function postgresPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_MAX,
    Client: ClientWithConnectTimeout,
    connectionTimeoutMillis: POOL_WAIT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    // The kernel probes idle connections, so one whose peer vanished silently is found and replaced.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection that the server ends (a restart, a dropped link) is removed from the pool and replaced
  // on the next query; without a listener its 'error' event would end the process.
  pool.on('error', (err) => console.error('idle PostgreSQL connection lost', err.message));
  // The pool listens to its connections only while they are idle. One that is checked out between two
  // statements (inside a transaction) when the server ends it emits 'error' with nobody listening, which
  // would end the process too. Nothing more is needed here: its next statement fails (a 503) and the pool
  // drops it when it is released, as it is no longer queryable.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** pg's message when `query_timeout` passed: the query was answered with an error but is still on the connection. */
const READ_TIMEOUT = 'Query read timeout';

/** SQLSTATE "unable to establish connection": what every failure to get a connection is, whatever pg called it. */
const CANNOT_CONNECT = '08001';

/**
 * A failed connect as a connection error: pg's own errors ('timeout expired', the pool's wait running out) carry
 * no code, so they are given PostgreSQL's for it and the error handler answers 503. Server errors keep theirs.
 */
function asConnectionError(err: unknown): unknown {
  if (err instanceof Error && (err as { code?: unknown }).code === undefined) {
    Object.assign(err, { code: CANNOT_CONNECT });
  }
  return err;
}

/**
 * The pool as Kysely sees it, with two changes: a failed connect is a connection error (asConnectionError), and
 * a connection whose query timed out is destroyed when released instead of going back to the pool, where every
 * later query would queue behind the one that never ends.
 */
function droppingTimedOutConnections(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect().catch((err: unknown) => {
        throw asConnectionError(err);
      });
      let timedOut = false;
      const query = async (text: string, parameters: ReadonlyArray<unknown>) => {
        try {
          return await client.query(text, [...parameters]);
        } catch (err) {
          if (err instanceof Error && err.message === READ_TIMEOUT) timedOut = true;
          throw err;
        }
      };
      return {
        // Kysely calls the (sql, parameters) form only: no cursor is configured.
        query: query as unknown as PostgresPoolClient['query'],
        release: (destroy?: boolean) => client.release(destroy === true || timedOut),
      };
    },
    end: () => pool.end(),
  };
}

export function createDb(databaseUrl: string): Db {
  const engine = engineOf(databaseUrl);
  const dialect =
    engine === 'postgres'
      ? new PostgresDialect({ pool: droppingTimedOutConnections(postgresPool(databaseUrl)) })
      : sqliteDialect(databaseUrl);
  const pool = emptyPoolStats();
  const kysely = new Kysely<Database>({ dialect: countingDialect(dialect, pool), log: countQueryErrors(pool) });
  const db: Db = {
    ...createTransactionRunner(kysely, engine, () => db.reportHookError),
    reportHookError: (err) => console.error('after-commit hook failed', err),
    pool,
    poolSize: engine === 'postgres' ? POOL_MAX : 1,
  };
  return db;
}
