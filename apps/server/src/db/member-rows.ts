import type { Kysely, Selectable } from 'kysely';
import type { Database } from './database.js';
import type { Executor } from './dialect.js';

/** The columns a table of a member's own rows has: whose it is, when it was written, and an id to break ties. */
interface MemberRowColumns {
  user_id: unknown;
  created_at: unknown;
  id: unknown;
}

/** The tables that hold a member's own rows, one `user_id` each. */
export type MemberTable = {
  [T in keyof Database]: Database[T] extends MemberRowColumns ? T : never;
}[keyof Database];

/**
 * Every row of `table` the member owns, with these columns, oldest first (the data export lists each table
 * so); each repository calls it for the tables it owns.
 */
export function memberRowsOldestFirst<T extends MemberTable, C extends keyof Selectable<Database[T]> & string>(
  ex: Executor,
  table: T,
  columns: readonly C[],
  userId: number,
): Promise<Pick<Selectable<Database[T]>, C>[]> {
  // Kysely cannot check columns of a table named by a type parameter: MemberTable and C check them here.
  const rows = ex as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const tableName: string = table;
  return rows
    .selectFrom(tableName)
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute() as Promise<Pick<Selectable<Database[T]>, C>[]>;
}
