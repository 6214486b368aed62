import Sqlite from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Census } from './backup-manifest.js';

/**
 * SQLite's online backup API (better-sqlite3's `backup()`) in a worker thread. The whole copy is one step: a
 * single read transaction, so the copy is the database at one instant, while the server's writers go on (in WAL
 * mode a reader blocks no writer). Copied in small steps instead, every write the server commits between two
 * steps would restart the copy from the first page, and on a busy site it might never finish. The worker keeps
 * that step (a second or so per gigabyte) off the event loop of a server running the scheduled backup.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Sqlite = require(workerData.module);
Promise.resolve()
  .then(() => {
    const db = new Sqlite(workerData.source, { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    return db.backup(workerData.dest, { progress: () => 0x7fffffff }).finally(() => db.close());
  })
  .then((p) => parentPort.postMessage({ pages: p.totalPages }))
  .catch((err) => parentPort.postMessage({ error: String((err && err.message) || err) }));
`;

export function copySqlite(source: string, dest: string): Promise<{ pages: number }> {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { module, source, dest } });
    worker.once('message', (message: { pages?: number; error?: string }) => {
      if (message.error !== undefined) reject(new Error(`Copying the SQLite database failed: ${message.error}`));
      else resolve({ pages: message.pages ?? 0 });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The SQLite copy's worker exited with ${code}`));
    });
  });
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows per table and the points ledger's sum of a SQLite database (one read transaction: one instant). */
export function sqliteCensus(db: Sqlite.Database): Census {
  return db.transaction(() => {
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    const tables: Record<string, number> = {};
    for (const name of names) {
      tables[name] = Number(
        db
          .prepare(`SELECT count(*) FROM ${quote(name)}`)
          .pluck()
          .get(),
      );
    }
    const pointsTotal = names.includes('points_ledger')
      ? Number(db.prepare('SELECT coalesce(sum(amount), 0) FROM points_ledger').pluck().get())
      : 0;
    return { tables, pointsTotal };
  })();
}

/** The last migration applied to a SQLite database (Kysely's table), null when it has none. */
export function sqliteMigration(db: Sqlite.Database): string | null {
  const found = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
  if (!found) return null;
  const name = db.prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1').pluck().get();
  return typeof name === 'string' ? name : null;
}

/** Opens a SQLite file and answers what `read` reads from it. */
export function withSqliteFile<T>(file: string, read: (db: Sqlite.Database) => T): T {
  const db = new Sqlite(file, { fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** `PRAGMA integrity_check` of a SQLite file: 'ok', or what is wrong. */
export function sqliteIntegrity(file: string): string {
  return withSqliteFile(file, (db) => String(db.pragma('integrity_check', { simple: true })));
}
