import type { Selectable } from 'kysely';
import type { ProductSuggestionsTable } from '../../db/database.js';
import type { Db } from '../../db/dialect.js';

export type SuggestionRow = Selectable<ProductSuggestionsTable>;

export interface NewSuggestion {
  name: string;
  url: string;
  createdAt: string;
}

export class SuggestionsRepository {
  constructor(private readonly db: Db) {}

  async insert(suggestion: NewSuggestion): Promise<void> {
    await this.db.kysely
      .insertInto('product_suggestions')
      .values({ name: suggestion.name, url: suggestion.url, status: 'pending', created_at: suggestion.createdAt })
      .execute();
  }

  setStatus(id: number, status: SuggestionRow['status']): Promise<SuggestionRow | undefined> {
    return this.db.kysely
      .updateTable('product_suggestions')
      .set({ status })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }
}
