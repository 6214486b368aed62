import { endpoint } from '../endpoint.js';
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
    __DD_WIRE_SCHEMAS__ && {
      tags,
      summary:
        'Your notifications, newest first, with keyset paging (`nextCursor`, null on the last page); unread ones of the same kind and subject are one item with a count. `unread` counts unread items.',
      bearer: true,
      query: notificationsQuerySchema,
      responses: { 200: notificationsResponseSchema },
      errors: [400, 401],
    },
  ),
  read: endpoint(
    'POST',
    '/api/notifications/read',
    __DD_WIRE_SCHEMAS__ && {
      tags,
      summary:
        'Mark notifications read: `{ ids }` (yours; others are ignored) or `{ all: true }`. Answers the unread count after.',
      bearer: true,
      body: markNotificationsReadRequestSchema,
      responses: { 200: unreadCountResponseSchema },
      errors: [400, 401, 429],
    },
  ),
  unreadCount: endpoint(
    'GET',
    '/api/notifications/unread-count',
    __DD_WIRE_SCHEMAS__ && {
      tags,
      summary: 'How many unread notification items you have (a group counts once): the bell badge.',
      bearer: true,
      responses: { 200: unreadCountResponseSchema },
      errors: [401],
    },
  ),
  preferences: endpoint(
    'GET',
    '/api/notifications/preferences',
    __DD_WIRE_SCHEMAS__ && {
      tags,
      summary: 'For each kind, whether it shows in the app and is e-mailed; and whether the daily digest is sent.',
      bearer: true,
      responses: { 200: notificationPreferencesSchema },
      errors: [401],
    },
  ),
  updatePreferences: endpoint(
    'PUT',
    '/api/notifications/preferences',
    __DD_WIRE_SCHEMAS__ && {
      tags,
      summary: 'Change your notification preferences: the kinds named are set, the others stay. Answers all of them.',
      bearer: true,
      body: updateNotificationPreferencesSchema,
      responses: { 200: notificationPreferencesSchema },
      errors: [400, 401, 429],
    },
  ),
};
