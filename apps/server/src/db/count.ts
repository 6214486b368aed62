import { sql, type SelectQueryBuilder } from 'kysely';

/** How many rows a query matches: `countOf(ex.selectFrom('follows').where('followee_id', '=', id))`. */
export async function countOf<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll().as('n'))
    // Kysely cannot name the selection of a query generic in its tables; it is this one column.
    .$castTo<{ n: number | string | bigint }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether a query matches any row: `hasRow(ex.selectFrom('blocks').where('blocker_id', '=', id))`. */
export async function hasRow<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<boolean> {
  const row = await query
    .select(sql<number>`1`.as('one'))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
