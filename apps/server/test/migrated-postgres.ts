import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDb } from '../src/db/dialect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { freshPostgres, untilUnused } from './fresh-postgres.js';

const dbDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db');

/** Names the schema the migrations build: a changed or added migration gives a new template. */
function schemaHash(): string {
  const hash = createHash('sha256');
  const files = [
    path.join(dbDir, 'migrate.ts'),
    ...readdirSync(path.join(dbDir, 'migrations'))
      .sort()
      .map((name) => path.join(dbDir, 'migrations', name)),
  ];
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

let template: Promise<string> | undefined;

/**
 * A migrated database to copy test databases from, made once per schema on the server of `base`. Migrating a new
 * PostgreSQL database took 1-3 s per test app; copying the template is a file copy on the server. Workers and
 * runs that start together take an advisory lock, so one of them builds it, under a temporary name renamed when
 * done (a half-built template is never copied).
 */
async function migratedTemplate(base: string): Promise<string> {
  const name = `dd_tpl_${schemaHash()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock(hashtext('dd_test_template'))");
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = await freshPostgres(base, 'tpl_building');
      const db = createDb(building.url);
      try {
        await migrateToLatest(db);
      } finally {
        await db.kysely.destroy();
      }
      const buildingName = new URL(building.url).pathname.slice(1);
      await untilUnused(base, buildingName);
      await admin.query(`ALTER DATABASE ${buildingName} RENAME TO ${name}`);
      // Templates of older schemas; one still being copied by a run of an older checkout stays.
      const old = await admin.query(
        "SELECT datname FROM pg_database WHERE datname LIKE 'dd\\_tpl\\_%' AND datname <> $1",
        [name],
      );
      for (const row of old.rows as Array<{ datname: string }>) {
        await admin.query(`DROP DATABASE IF EXISTS ${row.datname}`).catch(() => undefined);
      }
    }
    return name;
  } finally {
    await admin.query("SELECT pg_advisory_unlock(hashtext('dd_test_template'))").catch(() => undefined);
    await admin.end();
  }
}

/** A new PostgreSQL database for one test file, at the latest schema, and how to drop it. */
export async function migratedPostgres(
  base: string,
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  template ??= migratedTemplate(base);
  return freshPostgres(base, label, await template);
}
