import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db, Engine } from './dialect.js';
import * as m001 from './migrations/001-catalog.js';
import * as m002 from './migrations/002-accounts.js';
import * as m003 from './migrations/003-admin.js';
import * as m004 from './migrations/004-forum.js';
import * as m005 from './migrations/005-job-leases.js';
import * as m006 from './migrations/006-pvp.js';
import * as m007 from './migrations/007-game-scores.js';
import * as m008 from './migrations/008-card-decks.js';
import * as m009 from './migrations/009-card-matches.js';
import * as m010 from './migrations/010-card-queue.js';
import * as m011 from './migrations/011-card-practice.js';
import * as m012 from './migrations/012-reply-roots.js';
import * as m013 from './migrations/013-fair-play-outcomes.js';
import * as m014 from './migrations/014-card-match-actions.js';
import * as m015 from './migrations/015-memory-plays.js';
import * as m016 from './migrations/016-card-rematch-invitations.js';
import * as m017 from './migrations/017-account-tokens.js';

import * as m018 from './migrations/018-session-details.js';

import * as m019 from './migrations/019-account-deletion.js';

import * as m020 from './migrations/020-notifications.js';
import * as m021 from './migrations/021-card-turn-warnings.js';

import * as m022 from './migrations/022-notification-mail.js';
import * as m023 from './migrations/023-catalog-indexes.js';
import type { AnyDb } from './migrations/schema-helpers.js';

interface EngineMigration {
  up(db: AnyDb, engine: Engine): Promise<void>;
}

/** Listed in code (not read from disk) so the order is explicit and bundling cannot lose a file. */
const MIGRATIONS: Record<string, EngineMigration> = {
  '001-catalog': m001,
  '002-accounts': m002,
  '003-admin': m003,
  '004-forum': m004,
  '005-job-leases': m005,
  '006-pvp': m006,
  '007-game-scores': m007,
  '008-card-decks': m008,
  '009-card-matches': m009,
  '010-card-queue': m010,
  '011-card-practice': m011,
  '012-reply-roots': m012,
  '013-fair-play-outcomes': m013,
  '014-card-match-actions': m014,
  '015-memory-plays': m015,
  '016-card-rematch-invitations': m016,
  '017-account-tokens': m017,

  '018-session-details': m018,

  '019-account-deletion': m019,

  '020-notifications': m020,
  '021-card-turn-warnings': m021,

  '022-notification-mail': m022,
  '023-catalog-indexes': m023,
};

/** The migrations this code knows, in order (a backup from a schema past the last one is refused). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

class CodeMigrationProvider implements MigrationProvider {
  constructor(private readonly engine: Engine) {}
  getMigrations(): Promise<Record<string, Migration>> {
    const entries = Object.entries(MIGRATIONS).map(([name, m]): [string, Migration] => [
      name,
      { up: (db) => m.up(db, this.engine) },
    ]);
    return Promise.resolve(Object.fromEntries(entries));
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider: new CodeMigrationProvider(db.engine) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
