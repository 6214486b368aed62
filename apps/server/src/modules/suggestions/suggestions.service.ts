import type { SubmitProductRequest } from '@dd/contracts';
import type { Clock } from '../../platform/clock.js';
import type { SuggestionRow, SuggestionsRepository } from './suggestions.repository.js';

export interface SuggestionsServiceDeps {
  repo: SuggestionsRepository;
  clock: Clock;
}

/** Visitors' product suggestions; they wait as 'pending' until an admin looks at them. */
export class SuggestionsService {
  constructor(private readonly deps: SuggestionsServiceDeps) {}

  async submit(request: SubmitProductRequest): Promise<void> {
    await this.deps.repo.insert({ ...request, createdAt: this.deps.clock.now().toISOString() });
  }

  /** An admin accepts or dismisses a suggestion; null when the id is unknown. */
  async setStatus(id: number, status: 'accepted' | 'dismissed'): Promise<SuggestionRow | null> {
    return (await this.deps.repo.setStatus(id, status)) ?? null;
  }
}
