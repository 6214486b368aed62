import type { SuggestionRow } from '../../db/database.js';
import type { Executor } from '../../db/dialect.js';

/** Queries on product_suggestions; each runs on the executor it is given. */

export interface NewSuggestion {
  name: string;
  url: string;
  createdAt: string;
}

export async function insert(ex: Executor, suggestion: NewSuggestion): Promise<void> {
  await ex
    .insertInto('product_suggestions')
    .values({ name: suggestion.name, url: suggestion.url, status: 'pending', created_at: suggestion.createdAt })
    .execute();
}

export function setStatus(
  ex: Executor,
  id: number,
  status: SuggestionRow['status'],
): Promise<SuggestionRow | undefined> {
  return ex.updateTable('product_suggestions').set({ status }).where('id', '=', id).returningAll().executeTakeFirst();
}
