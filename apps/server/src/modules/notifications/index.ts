import type { AccountsService } from '../accounts/accounts.service.js';
import { mailingPlatform, type AppModule, type Platform } from '../module.js';
import { notificationMailRoutes } from './notification-mail.routes.js';
import {
  NOTIFICATION_MAIL_INTERVAL_MS,
  NOTIFICATION_MAIL_JOB,
  NotificationMailService,
} from './notification-mail.service.js';
import { notificationsRoutes } from './notifications.routes.js';
import { NotificationsService, type BlockedAmong } from './notifications.service.js';

/** What happened while the member was away: in the app (bell, page, push) and by e-mail. Owns notifications. */
export function notificationsModule(
  platform: Platform,
  deps: {
    accounts: AccountsService;
    blockedAmong: BlockedAmong;
    /** The members of `userIds` with a push socket open on any instance (the realtime hub is built last). */
    onlineAmong: (userIds: readonly number[]) => Promise<Set<number>>;
  },
): AppModule<NotificationsService> & { mails: NotificationMailService } {
  const service = new NotificationsService({
    db: platform.db,
    clock: platform.clock,
    events: platform.bus,
    accounts: deps.accounts,
    blockedAmong: deps.blockedAmong,
    log: platform.log,
  });
  const { config } = platform;
  const mails = new NotificationMailService({
    ...mailingPlatform(platform),
    accounts: deps.accounts,
    notifications: service,
    onlineAmong: deps.onlineAmong,
    publicUrl: config.publicUrl,
    siteName: config.siteName,
    secret: config.appSecret,
    delayMinutes: config.notifyEmailDelayMinutes,
    digestHourUtc: config.notifyDigestHourUtc,
  });
  platform.scheduler.every(NOTIFICATION_MAIL_JOB, NOTIFICATION_MAIL_INTERVAL_MS, async ({ signal }) => {
    await mails.run(signal);
  });
  return {
    name: 'notifications',
    service,
    mails,
    register: async (app) => {
      await app.register(notificationsRoutes, { notifications: service });
      await app.register(notificationMailRoutes, { mails });
    },
  };
}
