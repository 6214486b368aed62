import type { SelectQueryBuilder } from 'kysely';

/** How many rows a query matches: `countOf(ex.selectFrom('follows').where('followee_id', '=', id))`. */
export async function countOf<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll().as('n'))
    // Kysely cannot name the selection of a query generic in its tables; it is this one column.
    .$castTo<{ n: number | string | bigint }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
