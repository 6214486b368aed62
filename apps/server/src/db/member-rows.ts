import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';
import type { Database } from './database.js';
import type { Executor } from './dialect.js';

/** The columns the data export orders a table's rows by: when each was written, and an id to break ties. */
interface ExportOrderColumns {
  created_at: unknown;
  id: unknown;
}

/** The tables that hold a member's own rows, one `user_id` each. */
export type MemberTable = {
  [T in keyof Database]: Database[T] extends ExportOrderColumns & { user_id: unknown } ? T : never;
}[keyof Database];

/** The tables whose rows the export can order (by created_at, then id). */
type ExportTable = {
  [T in keyof Database]: Database[T] extends ExportOrderColumns ? T : never;
}[keyof Database];

/** Tables queried by name: Kysely cannot check the columns of a table named by a type parameter. */
type ByName = Record<string, Record<string, unknown>>;

/** The rows of `table` that `whose` keeps, oldest first (the data export lists each table so). */
function oldestFirst(
  ex: Executor,
  table: string,
  whose: (eb: ExpressionBuilder<ByName, string>) => Expression<SqlBool>,
) {
  return (ex as unknown as Kysely<ByName>).selectFrom(table).where(whose).orderBy('created_at').orderBy('id');
}

/**
 * Every row of `table` the member owns, with these columns, oldest first; each repository calls it for the
 * tables it owns. MemberTable and C check the columns the query cannot.
 */
export function memberRowsOldestFirst<T extends MemberTable, C extends keyof Selectable<Database[T]> & string>(
  ex: Executor,
  table: T,
  columns: readonly C[],
  userId: number,
): Promise<Pick<Selectable<Database[T]>, C>[]> {
  const rows = oldestFirst(ex, table, (eb) => eb('user_id', '=', userId)).select(columns);
  return rows.execute() as Promise<Pick<Selectable<Database[T]>, C>[]>;
}

/** Every match of `table` the member sat in, from either of its `seats`, oldest first. */
export function seatedRowsOldestFirst<T extends ExportTable>(
  ex: Executor,
  table: T,
  seats: readonly [keyof Database[T] & string, keyof Database[T] & string],
  userId: number,
): Promise<Selectable<Database[T]>[]> {
  const rows = oldestFirst(ex, table, (eb) => eb.or(seats.map((seat: string) => eb(seat, '=', userId)))).selectAll();
  return rows.execute() as Promise<Selectable<Database[T]>[]>;
}
