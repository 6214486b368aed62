import type { ContentType, ThreadSummary } from '@dd/contracts';
import type { Clock } from '../../platform/clock.js';
import type { MediaStore } from '../../platform/media-store.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { ModerationService, ReportedContent } from '../moderation/moderation.service.js';
import type { PointsService } from '../points/points.service.js';
import type { ForumRepository } from './forum.repository.js';

export interface ForumServiceDeps {
  repo: ForumRepository;
  accounts: AccountsService;
  points: PointsService;
  media: MediaStore;
  moderation: ModerationService;
  clock: Clock;
}

/** Forum threads and replies. */
export class ForumService {
  constructor(private readonly deps: ForumServiceDeps) {}

  /** A member's latest threads (deleted ones left out), for their public profile. */
  recentThreadsBy(userId: number, limit = 5): Promise<ThreadSummary[]> {
    return this.deps.repo.recentThreadsBy(userId, limit);
  }

  /** A thread or reply that is not deleted, for reports. */
  async findContent(type: ContentType, id: number): Promise<ReportedContent | null> {
    void type;
    void id;
    return null;
  }
}
