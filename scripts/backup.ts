/**
 * `npm run backup`: one backup of the database and the data directory's secrets into BACKUP_DIR (default
 * `$DATA_DIR/backups`), keeping the newest BACKUP_KEEP (7). Safe while the site serves. See README, "Operations".
 */
import { loadStorageConfig } from '../apps/server/src/config.js';
import { takeBackup } from '../apps/server/src/modules/backups/take-backup.js';

try {
  const config = loadStorageConfig();
  const result = await takeBackup(config);
  const rows = Object.values(result.manifest.tables).reduce((n, c) => n + c, 0);
  console.log(
    `Backup written: ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB, ${result.manifest.engine}, ` +
      `${rows} rows, ${(result.ms / 1000).toFixed(1)} s)`,
  );
  for (const old of result.deleted) console.log(`Removed the older backup ${old} (BACKUP_KEEP=${config.backups.keep})`);
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
