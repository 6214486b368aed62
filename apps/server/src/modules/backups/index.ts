import type { AppModule, Platform } from '../module.js';
import { takeBackup, type BackupResult } from './take-backup.js';

/** The scheduled backup: its job name (lease row). */
export const BACKUP_JOB = 'backups';

export interface BackupsService {
  /** Takes one backup now, as the scheduled job does. */
  takeBackup(): Promise<BackupResult>;
}

/**
 * Scheduled backups (`BACKUP_INTERVAL_HOURS`, off by default): one run per interval across every instance, through
 * the scheduler's lease, into the BACKUP_DIR of the instance that runs it (with several instances, point BACKUP_DIR
 * at storage they share). `npm run backup` does the same by hand. Owns no table.
 */
export function backupsModule(platform: Platform): AppModule<BackupsService> {
  const { config, clock, log } = platform;
  const service: BackupsService = {
    takeBackup: () => takeBackup(config, () => clock.now()),
  };
  if (config.backups.intervalHours > 0) {
    platform.scheduler.every(BACKUP_JOB, config.backups.intervalHours * 60 * 60 * 1000, async () => {
      const result = await service.takeBackup();
      log.info(
        { file: result.file, bytes: result.bytes, ms: Math.round(result.ms), deleted: result.deleted },
        'backup written',
      );
    });
  }
  return { name: 'backups', service };
}
