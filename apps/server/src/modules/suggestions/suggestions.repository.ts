import type { Db } from '../../db/dialect.js';

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
}
