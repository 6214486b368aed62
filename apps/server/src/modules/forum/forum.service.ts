import type { ThreadSummary } from '@dd/contracts';
import type { ForumRepository } from './forum.repository.js';

/** The forum's threads as other features see them. */
export class ForumService {
  constructor(private readonly deps: { repo: ForumRepository }) {}

  /** A member's latest threads (deleted ones left out), for their public profile. */
  recentThreadsBy(userId: number, limit = 5): Promise<ThreadSummary[]> {
    return this.deps.repo.recentThreadsBy(userId, limit);
  }
}
