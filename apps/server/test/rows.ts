import type { Database } from '../src/db/database.js';
import { countOf } from '../src/db/count.js';
import type { Db } from '../src/db/dialect.js';

/** How many rows a table holds: for tests that check a refused request stored nothing. */
export function countRows(db: Db, table: keyof Database): Promise<number> {
  return countOf(db.kysely.selectFrom(table));
}
