import { routedModule, type AppModule, type Platform } from '../module.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { ForumService } from '../forum/forum.service.js';
import type { GameStatsService } from '../game-scores/game-stats.service.js';
import type { ModerationService } from '../moderation/moderation.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { PointsService } from '../points/points.service.js';
import type { WishlistService } from '../wishlist/wishlist.service.js';
import { profilesRoutes } from './profiles.routes.js';
import { ProfilesService } from './profiles.service.js';

/** Public profiles, profile edits and follows. Owns follows. */
export function profilesModule(
  platform: Platform,
  deps: {
    accounts: AccountsService;
    points: PointsService;
    wishlist: WishlistService;
    forum: ForumService;
    moderation: ModerationService;
    gameStats: GameStatsService;
    notifications: Pick<NotificationsService, 'notify'>;
  },
): AppModule<ProfilesService> {
  const service = new ProfilesService({
    db: platform.db,
    ...deps,
    media: platform.media,
    clock: platform.clock,
  });
  return routedModule('profiles', service, profilesRoutes, { profiles: service });
}
