import type { AnyDb } from './schema-helpers.js';

/**
 * Account deletion (issue 24): a deleted member's users row stays as a tombstone, so the forum posts and finished
 * games that reference it (ON DELETE CASCADE) stay too. `deleted_at` marks it; the name, key, e-mail and password
 * are replaced at deletion (see AccountsService.tombstone).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('deleted_at', 'varchar(32)').execute();
}
