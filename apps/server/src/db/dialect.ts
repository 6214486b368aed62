import Sqlite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';

export type Engine = 'sqlite' | 'postgres';

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

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
}

export function createDb(databaseUrl: string): Db {
  const engine = engineOf(databaseUrl);
  const dialect =
    engine === 'postgres'
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 10 }) })
      : sqliteDialect(databaseUrl);
  return { kysely: new Kysely<Database>({ dialect }), engine };
}
