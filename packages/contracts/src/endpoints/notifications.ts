import { z } from 'zod';
import { endpoint, memberWire, publicWire } from '../endpoint.js';
import { notificationUnsubscribeQuerySchema, notificationUnsubscribeResponseSchema } from '../notification-mail.js';
import {
  markNotificationsReadRequestSchema,
  notificationPreferencesSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  unreadCountResponseSchema,
  updateNotificationPreferencesSchema,
} from '../notifications.js';

const tags = ['notifications'];

export const notificationEndpoints = {
  list: endpoint(
    'GET',
    '/api/notifications',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Your notifications, newest first, with keyset paging (`nextCursor`, null on the last page); unread ones of the same kind and subject are one item with a count. `unread` counts unread items.',
        query: notificationsQuerySchema,
        ok: notificationsResponseSchema,
        errors: [400, 401],
      }),
  ),
  read: endpoint(
    'POST',
    '/api/notifications/read',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Mark notifications read: `{ ids }` (yours; others are ignored) or `{ all: true }`. Answers the unread count after.',
        body: markNotificationsReadRequestSchema,
        ok: unreadCountResponseSchema,
        errors: [400, 401, 429],
      }),
  ),
  unreadCount: endpoint(
    'GET',
    '/api/notifications/unread-count',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'How many unread notification items you have (a group counts once): the bell badge.',
        ok: unreadCountResponseSchema,
        errors: [401],
      }),
  ),
  preferences: endpoint(
    'GET',
    '/api/notifications/preferences',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'For each kind, whether it shows in the app and is e-mailed; and whether the daily digest is sent.',
        ok: notificationPreferencesSchema,
        errors: [401],
      }),
  ),
  updatePreferences: endpoint(
    'PUT',
    '/api/notifications/preferences',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Change your notification preferences: the kinds named are set, the others stay. Answers all of them.',
        body: updateNotificationPreferencesSchema,
        ok: notificationPreferencesSchema,
        errors: [400, 401, 429],
      }),
  ),
  unsubscribe: endpoint(
    'POST',
    '/api/notifications/unsubscribe',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary:
          "RFC 8058 one-click unsubscribe of a notification e-mail (List-Unsubscribe-Post), as mail clients send it: turns the link's category off (one kind's e-mails, or the daily digest). No login: the signed query is the proof; a bad signature is 400 `invalid_token`.",
        query: notificationUnsubscribeQuerySchema,
        // Mail clients post `List-Unsubscribe=One-Click`; the signed query is what authorises.
        body: z.object({ 'List-Unsubscribe': z.string().max(100).optional() }).optional(),
        ok: notificationUnsubscribeResponseSchema,
        errors: [400],
      }),
  ),
  unsubscribePage: endpoint(
    'GET',
    '/api/notifications/unsubscribe',
    __DD_WIRE_SCHEMAS__ && {
      tags,
      summary:
        'Opened in a browser by mail clients without one-click support: changes nothing (link scanners prefetch URLs) and redirects to the notification settings.',
      responses: { 302: z.null().describe('To /settings/notifications') },
      errors: [],
    },
  ),
};
