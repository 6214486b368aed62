import { sql } from 'kysely';
import type { Db } from '../src/db/dialect.js';

let counter = 0;

/**
 * Makes the database refuse writes, to prove that what failed left nothing behind: every `event` on `table`
 * whose row matches `when` (SQL over `NEW`, e.g. `NEW.id = 'x'`) fails with "forced failure". Answers a
 * function that lifts the refusal.
 */
export async function refuseWrites(
  db: Db,
  table: string,
  event: 'insert' | 'update',
  when = 'true',
): Promise<() => Promise<void>> {
  const name = `refuse_${table}_${event}_${++counter}`;
  const timing = `BEFORE ${event.toUpperCase()} ON ${table}`;
  if (db.engine === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION ${name}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'forced failure'; END $$ LANGUAGE plpgsql`,
      )
      .execute(db.kysely);
    await sql
      .raw(`CREATE TRIGGER ${name} ${timing} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION ${name}()`)
      .execute(db.kysely);
    return async () => {
      await sql.raw(`DROP TRIGGER ${name} ON ${table}`).execute(db.kysely);
      await sql.raw(`DROP FUNCTION ${name}()`).execute(db.kysely);
    };
  }
  await sql
    .raw(`CREATE TRIGGER ${name} ${timing} WHEN ${when} BEGIN SELECT RAISE(ABORT, 'forced failure'); END`)
    .execute(db.kysely);
  return async () => {
    await sql.raw(`DROP TRIGGER ${name}`).execute(db.kysely);
  };
}
