import { routedModule, type AppModule, type Platform } from '../module.js';
import { accountDeletionRoutes } from './account-deletion.routes.js';
import { AccountDeletionService, type AccountDeletionDeps } from './account-deletion.service.js';

/**
 * Deleting an account: owns no table; it asks every module that holds the member's data to forget it, in one
 * transaction (`DELETE /api/account`).
 */
export function accountDeletionModule(
  platform: Platform,
  deps: Omit<AccountDeletionDeps, 'db' | 'clock'>,
): AppModule<AccountDeletionService> {
  const service = new AccountDeletionService({ db: platform.db, clock: platform.clock, ...deps });
  return routedModule('account-deletion', service, accountDeletionRoutes, { deletion: service });
}
