import { sql, type Selectable } from 'kysely';
import type { Database } from '../src/db/database.js';
import { countOf } from '../src/db/count.js';
import type { Db } from '../src/db/dialect.js';

/** How many rows a table holds: for tests that check a refused request stored nothing. */
export function countRows(db: Db, table: keyof Database): Promise<number> {
  return countOf(db.kysely.selectFrom(table));
}

/** The tables whose rows have an id and belong to one member through a `user_id` column. */
type MemberTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; user_id: number } ? T : never;
}[keyof Database];

/** The ids of a member's rows in `table`: for tests that check what of theirs was removed or never stored. */
export async function rowIdsOf(db: Db, table: MemberTable, userId: number): Promise<number[]> {
  const query = sql<{ id: number }>`SELECT id FROM ${sql.table(table)} WHERE user_id = ${userId} ORDER BY id`;
  const { rows } = await query.execute(db.kysely);
  return rows.map((row) => Number(row.id));
}

/** The id of the one row of `table` whose `column` holds `value`: for tests that remove what a call stored. */
export async function idWhere(db: Db, table: keyof Database, column: string, value: string): Promise<number> {
  const query = sql<{ id: number }>`SELECT id FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${value}`;
  const [row, ...more] = (await query.execute(db.kysely)).rows;
  if (!row || more.length > 0) throw new Error(`expected one ${table} row with ${column} = ${value}`);
  return Number(row.id);
}

/** The tables whose rows have an `id`. */
type IdTable = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database];

/** The stored row of `table` with this id, all columns as the driver reads them; throws when there is none. */
export async function rowById<T extends IdTable>(
  db: Db,
  table: T,
  id: number | string,
): Promise<Selectable<Database[T]>> {
  const query = sql<Selectable<Database[T]>>`SELECT * FROM ${sql.table(table)} WHERE id = ${id}`;
  const [row] = (await query.execute(db.kysely)).rows;
  if (!row) throw new Error(`no ${table} row with id ${id}`);
  return row;
}
