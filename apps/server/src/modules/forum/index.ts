import type { AppModule, Platform } from '../../platform/module.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { ModerationService } from '../moderation/moderation.service.js';
import type { PointsService } from '../points/points.service.js';
import { ForumRepository } from './forum.repository.js';
import { forumRoutes } from './forum.routes.js';
import { ForumService } from './forum.service.js';

/** Threads and replies. Owns forum_threads, forum_replies. */
export function forumModule(
  platform: Platform,
  deps: { accounts: AccountsService; points: PointsService; moderation: ModerationService },
): AppModule<ForumService> {
  const service = new ForumService({
    db: platform.db,
    repo: new ForumRepository(platform.db),
    ...deps,
    media: platform.media,
    clock: platform.clock,
  });
  return {
    name: 'forum',
    service,
    register: async (app) => {
      await app.register(forumRoutes, { forum: service });
    },
  };
}
