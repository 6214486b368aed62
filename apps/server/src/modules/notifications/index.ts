import type { Tx } from '../../db/dialect.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { AppModule, Platform } from '../module.js';
import { notificationsRoutes } from './notifications.routes.js';
import { NotificationsService } from './notifications.service.js';

/** What happened while the member was away: in the app (bell, page, push) and by e-mail. Owns notifications. */
export function notificationsModule(
  platform: Platform,
  deps: {
    accounts: AccountsService;
    isBlocked: (blockerId: number, blockedId: number, tx: Tx) => Promise<boolean>;
  },
): AppModule<NotificationsService> {
  const service = new NotificationsService({
    db: platform.db,
    clock: platform.clock,
    events: platform.bus,
    accounts: deps.accounts,
    isBlocked: deps.isBlocked,
    log: platform.log,
  });
  return {
    name: 'notifications',
    service,
    register: async (app) => {
      await app.register(notificationsRoutes, { notifications: service });
    },
  };
}
