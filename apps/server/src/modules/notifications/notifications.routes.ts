import { notificationEndpoints } from '@dd/contracts';
import { serve } from '../../platform/endpoint-route.js';
import { memberRoutes } from '../../platform/members-only.js';
import type { NotificationsService } from './notifications.service.js';

/** The member's notifications: the list, the bell's count, marking read, and the preferences. */
export const notificationsRoutes = memberRoutes<{ notifications: NotificationsService }>(
  (members, { notifications }) => {
    serve(members, notificationEndpoints.list, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return notifications.list(request.member.id, request.query);
    });

    serve(members, notificationEndpoints.unreadCount, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { unread: await notifications.unreadCount(request.member.id) };
    });

    serve(members, notificationEndpoints.read, async (request) => ({
      unread: await notifications.markRead(request.member.id, request.body),
    }));

    serve(members, notificationEndpoints.preferences, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return notifications.preferencesOf(request.member.id);
    });

    serve(members, notificationEndpoints.updatePreferences, (request) =>
      notifications.updatePreferences(request.member.id, request.body),
    );
  },
);
