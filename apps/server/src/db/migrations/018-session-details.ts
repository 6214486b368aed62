import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Engine } from '../dialect.js';
import type { AnyDb } from './schema-helpers.js';

/**
 * Sessions the member can see and end (issue 24): a public `id` (16 random bytes, base64url; the token and its
 * hash never leave the server), `last_used_at` (kept fresh by authentication, at most every few minutes) and
 * `device`, a coarse label read from the User-Agent at login. Existing sessions get an id here, their start as
 * last use and an unknown device.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('id', 'varchar(32)').execute();
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('device', 'varchar(64)', (c) => c.notNull().defaultTo('Unknown device'))
    .execute();
  const rows = (await db.selectFrom('sessions').select('token_hash').execute()) as Array<{ token_hash: string }>;
  for (const row of rows) {
    await db
      .updateTable('sessions')
      .set({ id: randomBytes(16).toString('base64url') })
      .where('token_hash', '=', row.token_hash)
      .execute();
  }
  await sql`UPDATE sessions SET last_used_at = created_at`.execute(db);
  // SQLite cannot add NOT NULL to an existing column; the code always writes both.
  if (engine === 'postgres') {
    await sql`ALTER TABLE sessions ALTER COLUMN id SET NOT NULL, ALTER COLUMN last_used_at SET NOT NULL`.execute(db);
  }
  await db.schema.createIndex('sessions_id_idx').on('sessions').column('id').unique().execute();
}
