import { routedModule, type AppModule, type Platform } from '../module.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { NewsletterService } from '../newsletter/newsletter.service.js';
import type { SuggestionsService } from '../suggestions/suggestions.service.js';
import { adminRoutes } from './admin.routes.js';
import { AdminService } from './admin.service.js';

/** The admin screens: dashboard, users, click report, subscribers, suggestions. Reads through the dashboard read model. */
export function adminModule(
  platform: Platform,
  deps: { accounts: AccountsService; newsletter: NewsletterService; suggestions: SuggestionsService },
): AppModule<AdminService> {
  const service = new AdminService({ db: platform.db, ...deps, clock: platform.clock });
  return routedModule('admin', service, adminRoutes, { admin: service });
}
