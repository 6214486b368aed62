import Sqlite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';
import {
  createTransactionRunner,
  type Engine,
  type HookErrorReporter,
  type TransactionRunner,
} from './unit-of-work.js';

export type { Engine, Executor, Tx } from './unit-of-work.js';

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
  return new SqliteDialect({
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

/** The database: `kysely` for reads and single statements, `transaction` for a unit of work. */
export interface Db extends TransactionRunner {
  /** Where failing after-commit hooks are reported (the app sets its logger). */
  reportHookError: HookErrorReporter;
}

function postgresPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  // An idle connection that the server ends (a restart, a dropped link) is removed from the pool and replaced
  // on the next query; without a listener its 'error' event would end the process.
  pool.on('error', (err) => console.error('idle PostgreSQL connection lost', err.message));
  return pool;
}

export function createDb(databaseUrl: string): Db {
  const engine = engineOf(databaseUrl);
  const dialect =
    engine === 'postgres' ? new PostgresDialect({ pool: postgresPool(databaseUrl) }) : sqliteDialect(databaseUrl);
  const kysely = new Kysely<Database>({ dialect });
  const db: Db = {
    ...createTransactionRunner(kysely, engine, () => db.reportHookError),
    reportHookError: (err) => console.error('after-commit hook failed', err),
  };
  return db;
}
