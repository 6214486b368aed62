/**
 * A backup's size and time on the generated 100,000-product catalog (issue 27): `node --import tsx
 * bench/backup-bench.ts` (under `flock /tmp/bench.lock`). SQLite always; PostgreSQL too when BENCH_DATABASE_URL
 * names a server. Prints the database's size, the archive's size, the backup's and the restore's wall time and
 * this process's CPU time (pg_dump and pg_restore are child processes: their CPU is counted apart).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadStorageConfig } from '../apps/server/src/config.js';
import { restoreBackup } from '../apps/server/src/modules/backups/restore-backup.js';
import { takeBackup } from '../apps/server/src/modules/backups/take-backup.js';
import { freshPostgres } from '../apps/server/test/fresh-postgres.js';
import { generateCatalog } from './generate-catalog.js';

const COUNT = Number(process.env.BENCH_BACKUP_PRODUCTS ?? 100_000);

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
/** CPU time of this process's children that have ended (pg_dump, pg_restore), from /proc. */
const childCpuMs = () => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
};
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

async function measure(engine: 'sqlite' | 'postgres'): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dd-backup-bench-'));
  const drops: Array<() => Promise<void>> = [];
  try {
    let databaseUrl = `sqlite:${path.join(dir, 'app.db')}`;
    let restoreUrl = `sqlite:${path.join(dir, 'restored', 'app.db')}`;
    if (engine === 'postgres') {
      const base = process.env.BENCH_DATABASE_URL!;
      const source = await freshPostgres(base, 'backup_bench');
      const target = await freshPostgres(base, 'backup_bench_restore');
      drops.push(source.drop, target.drop);
      databaseUrl = source.url;
      restoreUrl = target.url;
    }
    await generateCatalog(databaseUrl, COUNT);
    const storage = loadStorageConfig({ DATA_DIR: dir, DATABASE_URL: databaseUrl });
    let cpu = cpuMs();
    let children = childCpuMs();
    const backup = await takeBackup(storage);
    const backupCpu = cpuMs() - cpu;
    const backupChildren = childCpuMs() - children;
    const dbSize = engine === 'sqlite' ? statSync(path.join(dir, 'app.db')).size : null;
    const target = loadStorageConfig({ DATA_DIR: path.join(dir, 'restored'), DATABASE_URL: restoreUrl });
    cpu = cpuMs();
    children = childCpuMs();
    const restored = await restoreBackup(target, backup.file);
    const restoreCpu = cpuMs() - cpu;
    const restoreChildren = childCpuMs() - children;
    console.log(
      `${engine}, ${COUNT} products (${backup.manifest.tables.products} rows)` +
        (dbSize === null ? '' : `, database file ${mb(dbSize)}`) +
        `: backup ${mb(backup.bytes)} in ${(backup.ms / 1000).toFixed(2)} s ` +
        `(CPU ${(backupCpu / 1000).toFixed(2)} s here, ${(backupChildren / 1000).toFixed(2)} s in pg_dump); ` +
        `restore with checks ${(restored.ms / 1000).toFixed(2)} s ` +
        `(CPU ${(restoreCpu / 1000).toFixed(2)} s here, ${(restoreChildren / 1000).toFixed(2)} s in pg_restore); ` +
        `load ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
    );
  } finally {
    for (const drop of drops) await drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await measure('sqlite');
if (process.env.BENCH_DATABASE_URL) await measure('postgres');
