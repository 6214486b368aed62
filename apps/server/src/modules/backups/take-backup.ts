import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '../../config.js';
import { engineOf } from '../../db/dialect.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATA_FILES,
  DATABASE_ENTRY,
  dataEntry,
  type BackupManifest,
  type Census,
} from './backup-manifest.js';
import { backupFileName, backupsToDelete } from './backup-names.js';
import { dumpPostgres } from './postgres-dump.js';
import { copySqlite, sqliteCensus, sqliteMigration, withSqliteFile } from './sqlite-copy.js';
import { writeTarGz, type TarEntry } from './tar-archive.js';

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  manifest: BackupManifest;
  /** Older backups removed to keep BACKUP_KEEP. */
  deleted: string[];
}

export const sqliteFileOf = (databaseUrl: string) => databaseUrl.replace(/^sqlite:/, '');

/**
 * Writes one backup of the database and the data directory's secrets into the backup directory, as
 * `dd-backup-<time>.tar.gz`, then deletes the oldest beyond `keep`. The site keeps serving meanwhile: SQLite is
 * copied by its online backup API, PostgreSQL dumped from a snapshot. The archive is written under a temporary
 * name and renamed when whole, so a listed backup is never half a file.
 */
export async function takeBackup(config: StorageConfig, now: () => Date = () => new Date()): Promise<BackupResult> {
  const started = performance.now();
  const engine = engineOf(config.databaseUrl);
  if (engine === 'sqlite' && sqliteFileOf(config.databaseUrl) === ':memory:') {
    throw new Error('An in-memory database cannot be backed up');
  }
  if (engine === 'sqlite' && !existsSync(sqliteFileOf(config.databaseUrl))) {
    throw new Error(`There is no database at ${sqliteFileOf(config.databaseUrl)} (check DATA_DIR and DATABASE_URL)`);
  }
  const dir = config.backups.dir;
  await mkdir(dir, { recursive: true });
  const work = path.join(dir, `.partial-${randomBytes(6).toString('hex')}`);
  await mkdir(work);
  try {
    const createdAt = now();
    const databaseCopy = path.join(work, DATABASE_ENTRY[engine]);
    let census: Census;
    let migration: string | null;
    if (engine === 'sqlite') {
      await copySqlite(sqliteFileOf(config.databaseUrl), databaseCopy);
      ({ census, migration } = withSqliteFile(databaseCopy, (db) => ({
        census: sqliteCensus(db),
        migration: sqliteMigration(db),
      })));
    } else {
      ({ census, migration } = await dumpPostgres(config.databaseUrl, databaseCopy));
    }
    const dataFiles = DATA_FILES.filter((name) => existsSync(path.join(config.dataDir, name)));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      engine,
      createdAt: createdAt.toISOString(),
      migration,
      tables: census.tables,
      pointsTotal: census.pointsTotal,
      dataFiles,
    };
    const entries: TarEntry[] = [
      { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest, null, 2)) },
      { name: DATABASE_ENTRY[engine], file: databaseCopy },
      ...dataFiles.map((name) => ({ name: dataEntry(name), file: path.join(config.dataDir, name) })),
    ];
    const name = backupFileName(createdAt);
    const partial = path.join(work, name);
    await writeTarGz(partial, entries, createdAt);
    const file = path.join(dir, name);
    await rename(partial, file);
    const deleted = backupsToDelete(await readdir(dir), config.backups.keep);
    for (const old of deleted) await rm(path.join(dir, old), { force: true });
    return { file, bytes: (await stat(file)).size, ms: performance.now() - started, manifest, deleted };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
