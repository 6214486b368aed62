import { z } from 'zod';

/**
 * What a backup says about itself (`manifest.json`, the archive's first entry), and the checks a restore makes
 * with it. Pure.
 */

export const BACKUP_FORMAT = 'dopamine-drops-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** The database's own file in the archive, by engine. */
export const DATABASE_ENTRY = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

/** Files of the data directory a backup carries (the database aside): what the site cannot regenerate. */
export const DATA_FILES = ['app-secret', 'admin-password'] as const;
export const dataEntry = (file: string) => `data/${file}`;

/** What a database held at the instant it was copied: rows per table and the points ledger's sum. */
export interface Census {
  tables: Record<string, number>;
  pointsTotal: number;
}

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  engine: z.enum(['sqlite', 'postgres']),
  createdAt: z.string(),
  /** The last migration applied to the copied database: the schema it has. */
  migration: z.string().nullable(),
  tables: z.record(z.string(), z.number().int().min(0)),
  pointsTotal: z.number(),
  /** The data directory's files in the archive (`data/<name>`). */
  dataFiles: z.array(z.enum(DATA_FILES)),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('The backup has no readable manifest (manifest.json is not JSON)');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`Not a backup of this site, or of a newer format: ${parsed.error.issues[0]?.message ?? ''}`);
  }
  return parsed.data;
}

/**
 * Why this backup cannot be restored here: into another engine (a SQLite copy is not a PostgreSQL dump), or from a
 * newer version of the site (a migration this code does not know: its server would not understand the schema).
 */
export function restoreRefusal(
  manifest: BackupManifest,
  target: 'sqlite' | 'postgres',
  knownMigrations: readonly string[],
): string | null {
  if (manifest.engine !== target) {
    return `This is a ${manifest.engine} backup; DATABASE_URL names a ${target} database. Restore it into a ${manifest.engine} database.`;
  }
  if (manifest.migration !== null && !knownMigrations.includes(manifest.migration)) {
    return `This backup comes from a newer version of the site (migration ${manifest.migration}); restore it with that version or later.`;
  }
  return null;
}

/** How the restored database differs from what the backup recorded; empty when it holds exactly that. */
export function censusDifferences(recorded: Census, restored: Census): string[] {
  const differences: string[] = [];
  const names = new Set([...Object.keys(recorded.tables), ...Object.keys(restored.tables)]);
  for (const name of [...names].sort()) {
    const want = recorded.tables[name];
    const got = restored.tables[name];
    if (want !== got) differences.push(`${name}: ${want ?? 'absent'} rows recorded, ${got ?? 'absent'} restored`);
  }
  if (recorded.pointsTotal !== restored.pointsTotal) {
    differences.push(`points ledger sum: ${recorded.pointsTotal} recorded, ${restored.pointsTotal} restored`);
  }
  return differences;
}
