import type { Engine } from '../dialect.js';
import { addIndex, memberRef, withId, type AnyDb } from './schema-helpers.js';

/**
 * Account self-service links (issue 24): password reset and e-mail change tokens. Only the token's SHA-256 is
 * stored (`token_hash`, unique). A token is spent by a conditional update `WHERE used_at IS NULL AND expires_at >
 * now`, so two requests racing with one link cannot both use it; a newer link of the same purpose sets the older
 * ones' `used_at` (voided). The rows stay until the account goes: they count the mails sent per account and hour.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('account_tokens'), engine)
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', memberRef)
    .addColumn('new_email', 'varchar(254)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await addIndex(db, 'account_tokens_user_idx', 'account_tokens', ['user_id', 'purpose', 'created_at']);
}
