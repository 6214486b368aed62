/**
 * `npm run restore -- FILE [--force]`: restores a backup into the data directory and database the environment
 * names (DATA_DIR, DATABASE_URL). They must be empty unless --force is given, and no server may be running on them.
 * See README, "Operations".
 */
import { loadStorageConfig } from '../apps/server/src/config.js';
import { RestoreRefused, restoreBackup } from '../apps/server/src/modules/backups/restore-backup.js';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((a) => a !== '--force');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error('Usage: npm run restore -- FILE [--force]');
  process.exit(2);
}
try {
  const config = loadStorageConfig();
  const { manifest, ms } = await restoreBackup(config, files[0]!, force);
  console.log(
    `Restored the ${manifest.engine} backup of ${manifest.createdAt} into ${config.dataDir} ` +
      `(${(ms / 1000).toFixed(1)} s; every table's rows and the points ledger checked). Start the server.`,
  );
} catch (err) {
  const message = err instanceof Error ? err.message : String(err);
  console.error(err instanceof RestoreRefused ? `Not restored: ${message}` : `Restore failed: ${message}`);
  process.exit(1);
}
