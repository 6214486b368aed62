import type { Executor } from '../../db/dialect.js';

/** app_meta key: when the last refresh of every Amazon product ended with something written (ISO time). */
export const LAST_REFRESH_KEY = 'retailer_refreshed_at';

/**
 * The retailer refresh's own fact in app_meta (one key per writer); each query runs on the executor it is
 * given. Products are read and written through the catalog.
 */

export async function lastRefreshAt(ex: Executor): Promise<Date | null> {
  const row = await ex.selectFrom('app_meta').select('value').where('key', '=', LAST_REFRESH_KEY).executeTakeFirst();
  const at = row ? new Date(row.value) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

export async function recordRefresh(ex: Executor, at: Date): Promise<void> {
  const value = at.toISOString();
  await ex
    .insertInto('app_meta')
    .values({ key: LAST_REFRESH_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
