import type { ContentType } from '@dd/contracts';
import type { Clock } from '../../platform/clock.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { ModerationRepository } from './moderation.repository.js';

/** What the forum tells moderation about a reported thread or reply. */
export interface ReportedContent {
  /** The author. */
  userId: number;
  /** The thread it is in (the thread itself for a thread). */
  threadId: number;
  /** The first characters of its text. */
  excerpt: string;
}

export interface ModerationServiceDeps {
  repo: ModerationRepository;
  accounts: AccountsService;
  /** Looks up a thread or reply that is not deleted (the forum's service answers). */
  findContent: (type: ContentType, id: number) => Promise<ReportedContent | null>;
  clock: Clock;
}

/** Reports, blocks and the moderation dashboard. */
export class ModerationService {
  constructor(private readonly deps: ModerationServiceDeps) {}

  /** The members this viewer blocked (their posts show collapsed to the viewer). */
  async blockedIdsOf(viewerId: number | null): Promise<Set<number>> {
    return viewerId === null ? new Set() : new Set(await this.deps.repo.blockedBy(viewerId));
  }

  /** Whether `blockerId` blocked `blockedId` (a blocked member cannot follow the blocker). */
  isBlocked(blockerId: number, blockedId: number): Promise<boolean> {
    return this.deps.repo.isBlocked(blockerId, blockedId);
  }
}
