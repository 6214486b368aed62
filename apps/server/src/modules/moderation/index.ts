import { routedModule, type AppModule, type Platform } from '../module.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { moderationRoutes } from './moderation.routes.js';
import {
  ModerationService,
  type ContentDescriber,
  type ContentLookup,
  type FollowRemover,
  type ModerationServiceDeps,
} from './moderation.service.js';

/** Reports, blocks and the moderation dashboard. Owns reports, blocks. */
export function moderationModule(
  platform: Platform,
  deps: {
    accounts: AccountsService;
    findContent: ContentLookup;
    removeFollow: FollowRemover;
    describeContent: ContentDescriber;
    notify: ModerationServiceDeps['notify'];
  },
): AppModule<ModerationService> {
  const service = new ModerationService({ db: platform.db, ...deps, clock: platform.clock });
  return routedModule('moderation', service, moderationRoutes, { moderation: service });
}
