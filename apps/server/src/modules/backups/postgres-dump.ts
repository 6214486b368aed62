import { spawn } from 'node:child_process';
import pg from 'pg';
import type { Census } from './backup-manifest.js';

/**
 * PostgreSQL through its own tools: `pg_dump` in custom format (what `pg_restore` reads) and `pg_restore`. The
 * dump and the census (row counts, ledger sum) read one snapshot: the census's transaction exports it and pg_dump
 * takes it over (`--snapshot`), so the counts the manifest records are those of the dumped data.
 */

/** libpq's URI parameters; the others (`query_timeout`, `statement_timeout` are node-postgres's) make it fail. */
const LIBPQ_PARAMETERS = new Set([
  'host',
  'hostaddr',
  'port',
  'dbname',
  'user',
  'password',
  'connect_timeout',
  'options',
  'application_name',
  'sslmode',
  'sslcert',
  'sslkey',
  'sslrootcert',
  'sslcrl',
  'target_session_attrs',
]);

/** DATABASE_URL as pg_dump and pg_restore accept it. */
export function libpqUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  for (const key of [...url.searchParams.keys()]) {
    if (!LIBPQ_PARAMETERS.has(key)) url.searchParams.delete(key);
  }
  return url.toString();
}

/** Runs one of PostgreSQL's tools (PG_DUMP / PG_RESTORE name another binary); rejects with its message. */
function run(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => {
      stderr = (stderr + data.toString()).slice(-4000);
    });
    child.once('error', (err) => reject(new Error(`${tool} could not be started: ${err.message}`)));
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

const pgDump = () => process.env.PG_DUMP ?? 'pg_dump';
const pgRestore = () => process.env.PG_RESTORE ?? 'pg_restore';

async function census(client: pg.Client): Promise<Census> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const tables: Record<string, number> = {};
  for (const { name } of rows) {
    const counted = await client.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ${client.escapeIdentifier(name)}`,
    );
    tables[name] = Number(counted.rows[0]?.n ?? 0);
  }
  let pointsTotal = 0;
  if ('points_ledger' in tables) {
    const sum = await client.query<{ s: string }>('SELECT coalesce(sum(amount), 0)::text AS s FROM points_ledger');
    pointsTotal = Number(sum.rows[0]?.s ?? 0);
  }
  return { tables, pointsTotal };
}

async function migration(client: pg.Client): Promise<string | null> {
  const found = await client.query("SELECT to_regclass('kysely_migration') IS NOT NULL AS present");
  if (!(found.rows[0] as { present: boolean }).present) return null;
  const { rows } = await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1');
  return rows[0]?.name ?? null;
}

async function connected<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Dumps the database to `dest` (custom format, uncompressed: the archive gzips it) and its census at that instant. */
export function dumpPostgres(databaseUrl: string, dest: string): Promise<{ census: Census; migration: string | null }> {
  return connected(databaseUrl, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
      const snapshot = rows[0]!.id;
      // The dump and the counts run together, both inside the snapshot this transaction holds open.
      const dumped = run(pgDump(), [
        '--format=custom',
        '--compress=0',
        `--snapshot=${snapshot}`,
        `--file=${dest}`,
        `--dbname=${libpqUrl(databaseUrl)}`,
      ]);
      const [counted, applied] = await Promise.all([census(client), migration(client)]).finally(() =>
        dumped.catch(() => undefined),
      );
      await dumped;
      return { census: counted, migration: applied };
    } finally {
      await client.query('COMMIT');
    }
  });
}

/** The restored (or any) database's census and applied migration. */
export function postgresCensus(databaseUrl: string): Promise<{ census: Census; migration: string | null }> {
  return connected(databaseUrl, async (client) => ({
    census: await census(client),
    migration: await migration(client),
  }));
}

/**
 * What is in the target database: its tables, and the other sessions connected to it (a server, a psql) but the
 * backends `ownPids` (the restore's own lock session).
 */
export function postgresTarget(
  databaseUrl: string,
  ownPids: readonly number[] = [],
): Promise<{ tables: number; otherSessions: string[] }> {
  return connected(databaseUrl, async (client) => {
    const tables = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema()',
    );
    const sessions = await client.query<{ who: string }>(
      `SELECT coalesce(nullif(application_name, ''), 'a client') || ' from ' || coalesce(client_addr::text, 'a local socket') AS who
         FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
          AND NOT (pid = ANY($1::int[]))`,
      [ownPids],
    );
    return { tables: tables.rows[0]?.n ?? 0, otherSessions: sessions.rows.map((r) => r.who) };
  });
}

/** Empties the target's schema (restore --force): every table, index and sequence of the site goes. */
export function clearPostgres(databaseUrl: string): Promise<void> {
  return connected(databaseUrl, async (client) => {
    const { rows } = await client.query<{ schema: string }>('SELECT current_schema() AS schema');
    const schema = client.escapeIdentifier(rows[0]!.schema);
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
    await client.query(`CREATE SCHEMA ${schema}`);
  });
}

/** Loads a custom-format dump into the (empty) database in one transaction, then gathers the planner's statistics. */
export async function restorePostgres(databaseUrl: string, dump: string): Promise<void> {
  await run(pgRestore(), [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${libpqUrl(databaseUrl)}`,
    dump,
  ]);
  await connected(databaseUrl, async (client) => {
    await client.query('ANALYZE');
  });
}
