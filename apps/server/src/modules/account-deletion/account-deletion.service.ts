import { ACCOUNT_DELETION_TEXT } from '@dd/contracts';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, conflict, rateLimited } from '../../platform/errors.js';
import { deletionFailureKey, type AccountsService } from '../accounts/accounts.service.js';
import { retryAfterSeconds } from '../accounts/login-limits.js';
import type { DeckService } from '../card-decks/card-decks.service.js';
import type { CardMatchService } from '../card-match/card-match.service.js';
import type { GameStatsService } from '../game-scores/game-stats.service.js';
import type { ModerationService } from '../moderation/moderation.service.js';
import type { NewsletterService } from '../newsletter/newsletter.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { PointsService } from '../points/points.service.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { PvpService } from '../pvp/pvp.service.js';
import type { WishlistService } from '../wishlist/wishlist.service.js';

/** Wrong passwords allowed per account within the login window (an hour) before deletion is refused (429). */
export const DELETION_MAX_FAILURES = 5;

export interface AccountDeletionDeps {
  db: TransactionRunner;
  clock: Clock;
  accounts: Pick<AccountsService, 'verifyPassword' | 'recentFailures' | 'recordFailure' | 'tombstone'>;
  pvp: Pick<PvpService, 'removeMember'>;
  cardMatches: Pick<CardMatchService, 'removeMember'>;
  profiles: Pick<ProfilesService, 'forgetMember'>;
  wishlist: Pick<WishlistService, 'forgetMember'>;
  points: Pick<PointsService, 'forgetMember'>;
  moderation: Pick<ModerationService, 'forgetMember'>;
  decks: Pick<DeckService, 'forgetMember'>;
  gameStats: Pick<GameStatsService, 'forgetMember'>;
  newsletter: Pick<NewsletterService, 'forgetAddress'>;
  notifications: Pick<NotificationsService, 'forgetMember'>;
}

/**
 * Deleting an account (issue 24): each module forgets its part of the member through its own service, all in
 * one transaction, and the users row stays as a tombstone so public content keeps its author ('Deleted member').
 * What goes and what stays, and why: docs/decisions.md.
 */
export class AccountDeletionService {
  constructor(private readonly deps: AccountDeletionDeps) {}

  /**
   * Checks the password (wrong ones are counted like login failures: 400 `wrong_password`, then 429 past
   * DELETION_MAX_FAILURES an hour), then deletes. 409 for the only admin, and for an account a racing call
   * deleted first.
   */
  async deleteAccount(userId: number, password: string, ip: string): Promise<void> {
    const { accounts } = this.deps;
    const failureKey = deletionFailureKey(userId);
    const window = await accounts.recentFailures(failureKey);
    const retryAfter = retryAfterSeconds(window, DELETION_MAX_FAILURES, this.deps.clock.now().getTime());
    if (retryAfter !== null) {
      throw rateLimited(ACCOUNT_DELETION_TEXT.tooManyAttempts(Math.ceil(retryAfter / 60)), retryAfter);
    }
    // Hashing is slow: checked before the transaction.
    if (!(await accounts.verifyPassword(userId, password))) {
      await accounts.recordFailure(failureKey, ip);
      throw new AppError(400, 'wrong_password', ACCOUNT_DELETION_TEXT.wrongPassword);
    }
    await this.deps.db.transaction(async (tx) => {
      // The games' pairing locks first, before any member row is locked (pairings lock members' rows too).
      await this.deps.pvp.removeMember(userId, tx);
      await this.deps.cardMatches.removeMember(userId, tx);
      // Reads the live account (its avatar), so before the tombstone.
      await this.deps.profiles.forgetMember(userId, tx);
      const before = await accounts.tombstone(userId, tx);
      if (!before) throw conflict(ACCOUNT_DELETION_TEXT.alreadyDeleted);
      await this.deps.wishlist.forgetMember(userId, tx);
      await this.deps.points.forgetMember(userId, tx);
      await this.deps.moderation.forgetMember(userId, tx);
      await this.deps.decks.forgetMember(userId, tx);
      await this.deps.gameStats.forgetMember(userId, tx);
      await this.deps.notifications.forgetMember(userId, tx);
      await this.deps.newsletter.forgetAddress(before.email, tx);
    });
  }
}
