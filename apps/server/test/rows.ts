import type { Database } from '../src/db/database.js';
import type { Db } from '../src/db/dialect.js';

/** How many rows a table holds: for tests that check a refused request stored nothing. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
