import { routedModule, type AppModule, type Platform } from '../module.js';
import { accountDataRoutes } from './account-data.routes.js';
import { AccountDataService, type AccountDataServiceDeps } from './account-data.service.js';

/** The member's data export (issue 24): composes each owning module's part; owns no table. */
export function accountDataModule(
  platform: Platform,
  deps: Omit<AccountDataServiceDeps, 'clock'>,
): AppModule<AccountDataService> {
  const service = new AccountDataService({ clock: platform.clock, ...deps });
  return routedModule('account-data', service, accountDataRoutes, { accountData: service });
}
