import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '../../config.js';
import { engineOf } from '../../db/dialect.js';
import { MIGRATION_NAMES } from '../../db/migrate.js';
import { holdForRestore, type HeldLock } from '../../db/restore-lock.js';
import { RUNNING_DIR, runningServers } from '../../platform/server-presence.js';
import {
  censusDifferences,
  DATA_FILES,
  DATABASE_ENTRY,
  dataEntry,
  parseManifest,
  restoreRefusal,
  type BackupManifest,
} from './backup-manifest.js';
import { clearPostgres, postgresCensus, postgresTarget, restorePostgres } from './postgres-dump.js';
import { sqliteCensus, sqliteIntegrity, withSqliteFile } from './sqlite-copy.js';
import { extractTarGz } from './tar-archive.js';
import { sqliteFileOf } from './take-backup.js';

/** A restore that was not made, and why (the CLI prints the message and exits 1; nothing was changed). */
export class RestoreRefused extends Error {}

const RESTORE_WORK_PREFIX = '.restore-';

/** What in the data directory makes it non-empty: anything but the backups kept in it and the servers' marks. */
function dataDirContents(config: StorageConfig): string[] {
  if (!existsSync(config.dataDir)) return [];
  const backups = path.resolve(config.backups.dir);
  return readdirSync(config.dataDir).filter((name) => {
    if (name === RUNNING_DIR || name.startsWith(RESTORE_WORK_PREFIX)) return false;
    return path.resolve(config.dataDir, name) !== backups;
  });
}

function sqliteTables(file: string): number {
  if (!existsSync(file)) return 0;
  return withSqliteFile(file, (db) =>
    Number(db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'").pluck().get()),
  );
}

/** Refuses (throws RestoreRefused) unless the target is free to restore into; answers what `--force` replaces. */
async function checkTarget(config: StorageConfig, force: boolean, lock: HeldLock | null): Promise<void> {
  const running = runningServers(config.dataDir);
  if (running.length > 0) {
    throw new RestoreRefused(`A server is running on ${config.dataDir}: ${running.join('; ')}. Stop it first.`);
  }
  const engine = engineOf(config.databaseUrl);
  const reasons: string[] = [];
  if (engine === 'postgres') {
    const target = await postgresTarget(config.databaseUrl, lock ? [lock.pid] : []);
    if (target.otherSessions.length > 0) {
      throw new RestoreRefused(
        `Other sessions are connected to the database (${target.otherSessions.join(', ')}): stop every server on it first.`,
      );
    }
    if (target.tables > 0) reasons.push(`the database has ${target.tables} tables`);
  } else {
    const tables = sqliteTables(sqliteFileOf(config.databaseUrl));
    if (tables > 0) reasons.push(`the database ${sqliteFileOf(config.databaseUrl)} has ${tables} tables`);
  }
  // The SQLite file itself (and its journal files) is judged by its tables above.
  const database = path.resolve(sqliteFileOf(config.databaseUrl));
  const contents = dataDirContents(config).filter(
    (name) => engine !== 'sqlite' || !path.resolve(config.dataDir, name).startsWith(database),
  );
  if (contents.length > 0) reasons.push(`${config.dataDir} holds ${contents.slice(0, 5).join(', ')}`);
  if (reasons.length > 0 && !force) {
    throw new RestoreRefused(`The target is not empty: ${reasons.join('; ')}. Add --force to replace it.`);
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  ms: number;
}

/**
 * Restores a backup into the data directory and database `config` names. Refuses while a server runs on them, and
 * unless they are empty or `force` is given; checks the copy (SQLite's integrity check, every table's row count
 * and the ledger's sum against the manifest) before the site's data is replaced, and again after for PostgreSQL.
 */
export async function restoreBackup(config: StorageConfig, backupFile: string, force = false): Promise<RestoreResult> {
  const started = performance.now();
  if (!existsSync(backupFile)) throw new RestoreRefused(`No such backup: ${backupFile}`);
  const engine = engineOf(config.databaseUrl);
  // On PostgreSQL, held until the end: no server starts on the database meanwhile (db/restore-lock.ts).
  const lock = engine === 'postgres' ? await holdForRestore(config.databaseUrl) : null;
  if (engine === 'postgres' && !lock) {
    throw new RestoreRefused(
      'A server (or another restore) is running on the database, on this machine or another: stop every server on it first.',
    );
  }
  try {
    return await restoreInto(config, backupFile, force, lock, started);
  } finally {
    await lock?.release();
  }
}

async function restoreInto(
  config: StorageConfig,
  backupFile: string,
  force: boolean,
  lock: HeldLock | null,
  started: number,
): Promise<RestoreResult> {
  const engine = engineOf(config.databaseUrl);
  await checkTarget(config, force, lock);

  await mkdir(config.dataDir, { recursive: true });
  const work = path.join(config.dataDir, `${RESTORE_WORK_PREFIX}${randomBytes(6).toString('hex')}`);
  await mkdir(work);
  try {
    const wanted = new Set(['manifest.json', ...Object.values(DATABASE_ENTRY), ...DATA_FILES.map(dataEntry)]);
    const found = await extractTarGz(backupFile, work, (name) => wanted.has(name));
    if (!found.includes('manifest.json')) throw new RestoreRefused('Not a backup of this site: no manifest.json');
    const manifest = parseManifest(await readFile(path.join(work, 'manifest.json'), 'utf8'));
    const refusal = restoreRefusal(manifest, engine, MIGRATION_NAMES);
    if (refusal) throw new RestoreRefused(refusal);
    const copy = path.join(work, DATABASE_ENTRY[engine]);
    if (!found.includes(DATABASE_ENTRY[engine])) throw new Error(`The backup has no ${DATABASE_ENTRY[engine]}`);

    const recorded = { tables: manifest.tables, pointsTotal: manifest.pointsTotal };
    if (engine === 'sqlite') {
      const integrity = sqliteIntegrity(copy);
      if (integrity !== 'ok') throw new Error(`The backup's database fails SQLite's integrity check: ${integrity}`);
      const differences = censusDifferences(recorded, withSqliteFile(copy, sqliteCensus));
      if (differences.length > 0)
        throw new Error(`The backup's database is not what it recorded: ${differences.join('; ')}`);
      // The server is stopped (checked above): the old file and its write-ahead log go, the copy takes its place.
      const target = sqliteFileOf(config.databaseUrl);
      await mkdir(path.dirname(target), { recursive: true });
      for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(`${target}${suffix}`, { force: true });
      await rename(copy, target).catch(async () => {
        // Another file system than the data directory's: copy, then drop the extracted one with the work folder.
        await copyFile(copy, target);
      });
    } else {
      if (force) await clearPostgres(config.databaseUrl);
      await restorePostgres(config.databaseUrl, copy);
      const { census } = await postgresCensus(config.databaseUrl);
      const differences = censusDifferences(recorded, census);
      if (differences.length > 0)
        throw new Error(`The restored database is not what it recorded: ${differences.join('; ')}`);
    }
    for (const name of manifest.dataFiles) {
      const target = path.join(config.dataDir, name);
      await rm(target, { force: true });
      await rename(path.join(work, 'data', name), target);
    }
    return { manifest, ms: performance.now() - started };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
