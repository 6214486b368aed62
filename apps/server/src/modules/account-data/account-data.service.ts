import { ACCOUNT_DATA_TEXT, type AccountData } from '@dd/contracts';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { DeckService } from '../card-decks/card-decks.service.js';
import type { CardMatchService } from '../card-match/card-match.service.js';
import type { ForumService } from '../forum/forum.service.js';
import type { GameStatsService } from '../game-scores/game-stats.service.js';
import type { ModerationService } from '../moderation/moderation.service.js';
import type { PointsService } from '../points/points.service.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { PvpService } from '../pvp/pvp.service.js';
import type { WishlistService } from '../wishlist/wishlist.service.js';

/** Each owner's part of the export: every module answers for its own tables. */
export interface AccountDataServiceDeps {
  clock: Clock;
  accounts: Pick<AccountsService, 'exportFor'>;
  wishlist: Pick<WishlistService, 'exportFor'>;
  points: Pick<PointsService, 'exportFor'>;
  forum: Pick<ForumService, 'exportFor'>;
  moderation: Pick<ModerationService, 'exportFor'>;
  profiles: Pick<ProfilesService, 'exportFor'>;
  decks: Pick<DeckService, 'exportFor'>;
  cardMatches: Pick<CardMatchService, 'exportFor'>;
  pvp: Pick<PvpService, 'exportFor'>;
  gameStats: Pick<GameStatsService, 'exportFor'>;
}

/** The file's name: the site, the member and the UTC day, e.g. `dopamine-drops-alice-2026-11-27.json`. */
export function exportFileName(username: string, now: Date): string {
  // Usernames are letters, digits, `_` and `-` already; anything else is replaced so the header stays plain.
  const safe = username.replace(/[^A-Za-z0-9_-]/g, '_');
  return `dopamine-drops-${safe}-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * The member's data export (issue 24): one document composed from each owner's `exportFor`. The parts are read
 * one after another, not in one transaction: a post written meanwhile may or may not be in the file, which is
 * what downloading a moment earlier or later would give too.
 */
export class AccountDataService {
  constructor(private readonly deps: AccountDataServiceDeps) {}

  async exportFor(userId: number, currentSessionId: string | null): Promise<{ fileName: string; data: AccountData }> {
    const now = this.deps.clock.now();
    const own = await this.deps.accounts.exportFor(userId, currentSessionId);
    if (!own) throw notFound(ACCOUNT_DATA_TEXT.noMember);
    const d = this.deps;
    const [wishlist, points, forum, moderation, follows, decks, cardGames, duels, scores] = await Promise.all([
      d.wishlist.exportFor(userId),
      d.points.exportFor(userId),
      d.forum.exportFor(userId),
      d.moderation.exportFor(userId),
      d.profiles.exportFor(userId),
      d.decks.exportFor(userId),
      d.cardMatches.exportFor(userId),
      d.pvp.exportFor(userId),
      d.gameStats.exportFor(userId),
    ]);
    return {
      fileName: exportFileName(own.account.username, now),
      data: {
        exported_at: now.toISOString(),
        account: own.account,
        wishlist,
        points,
        forum,
        reports: moderation.reports,
        follows,
        blocks: moderation.blocks,
        decks,
        games: { ...scores, duels, card_games: cardGames },
        sessions: own.sessions,
      },
    };
  }
}
