import type { SubmitProductRequest } from '@dd/contracts';
import type { SuggestionRow } from '../../db/database.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import * as suggestions from './suggestions.repository.js';

export interface SuggestionsServiceDeps {
  db: TransactionRunner;
  clock: Clock;
}

/** Visitors' product suggestions; they wait as 'pending' until an admin looks at them. */
export class SuggestionsService {
  constructor(private readonly deps: SuggestionsServiceDeps) {}

  async submit(request: SubmitProductRequest): Promise<void> {
    await suggestions.insert(this.deps.db.kysely, { ...request, createdAt: this.deps.clock.now().toISOString() });
  }

  /** An admin accepts or dismisses a suggestion; null when the id is unknown. */
  async setStatus(id: number, status: 'accepted' | 'dismissed'): Promise<SuggestionRow | null> {
    return (await suggestions.setStatus(this.deps.db.kysely, id, status)) ?? null;
  }
}
