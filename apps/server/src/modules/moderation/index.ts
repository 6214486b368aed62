import type { AppModule, Platform } from '../../platform/module.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { ModerationRepository } from './moderation.repository.js';
import { moderationRoutes } from './moderation.routes.js';
import { ModerationService, type ContentLookup } from './moderation.service.js';

/** Reports, blocks and the moderation dashboard. Owns reports, blocks. */
export function moderationModule(
  platform: Platform,
  deps: { accounts: AccountsService; findContent: ContentLookup },
): AppModule<ModerationService> {
  const service = new ModerationService({
    repo: new ModerationRepository(platform.db),
    accounts: deps.accounts,
    findContent: deps.findContent,
    clock: platform.clock,
  });
  return {
    name: 'moderation',
    service,
    register: async (app) => {
      await app.register(moderationRoutes, { moderation: service });
    },
  };
}
