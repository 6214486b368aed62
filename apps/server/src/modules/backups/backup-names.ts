/**
 * Backup file names and which backups to keep. Pure: the caller lists the directory and deletes.
 *
 * A name carries its time to the millisecond in a form that sorts as text (`dd-backup-2026-11-28T04-37-49-123Z.tar.gz`),
 * so the newest are found by name alone and two backups in one second do not collide.
 */

const PREFIX = 'dd-backup-';
const SUFFIX = '.tar.gz';
const NAME = /^dd-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;

export function backupFileName(at: Date): string {
  // 2026-11-28T04:37:49.123Z -> 2026-11-28T04-37-49-123Z: no colon (not allowed in Windows file names).
  return `${PREFIX}${at.toISOString().replace(/[:.]/g, '-')}${SUFFIX}`;
}

/** The time a backup's name carries; null for any other file (never touched by the retention). */
export function backupTimeOf(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const at = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Backups among `names`, newest first. */
export function backupsNewestFirst(names: readonly string[]): string[] {
  return names.filter((name) => backupTimeOf(name) !== null).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
}

/** The backups to delete so that the newest `keep` remain; files that are not backups are never listed. */
export function backupsToDelete(names: readonly string[], keep: number): string[] {
  return backupsNewestFirst(names).slice(Math.max(1, keep));
}
