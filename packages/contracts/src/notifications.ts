import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notifications-texts.js';

/**
 * The member's notifications (issue 25): what happened while they were away, newest first, read with keyset
 * paging. Unread notifications of the same kind and subject are one item with a `count`; `unread` counts items.
 */
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const notificationItemSchema = z.object({
  id: z.number().int().positive(),
  kind: notificationKindSchema,
  text: z.string(),
  /** Where opening it goes (a path on this site). */
  link: z.string(),
  /** The member who acted (the replier, the follower, the opponent); absent when nobody did (a timer). */
  actor: z.object({ id: z.number().int().positive(), username: z.string() }).optional(),
  /** When it happened; for a group, its latest. */
  created_at: z.string(),
  read: z.boolean(),
  /** How many are grouped in this item (1 when alone). */
  count: z.number().int().positive(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
/** The ids one read request may name. */
export const NOTIFICATIONS_READ_MAX_IDS = 100;
/**
 * Issue 25's numbers: the bell's dropdown shows the latest 10; at most 10 notification e-mails go to a member a UTC
 * day, the digest included; the digest lists 10 items and counts the rest ('and 3 more').
 */
export const NOTIFICATION_LIMITS = { bellLatest: 10, mailsPerDay: 10, digestItems: 10 } as const;

export const notificationsQuerySchema = z.object({
  /** The `nextCursor` of the page before. */
  cursor: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_PAGE_DEFAULT),
});

export const notificationsResponseSchema = z.object({
  items: z.array(notificationItemSchema),
  unread: z.number().int().nonnegative(),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const markNotificationsReadRequestSchema = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(NOTIFICATIONS_READ_MAX_IDS) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;

export const unreadCountResponseSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const notificationChannelsSchema = z.object({ in_app: z.boolean(), email: z.boolean() }).strict();
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/** Every kind with both channels, and the daily digest. */
export const notificationPreferencesSchema = z.object({
  kinds: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, notificationChannelsSchema])) as Record<
      (typeof NOTIFICATION_KINDS)[number],
      typeof notificationChannelsSchema
    >,
  ),
  digest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A change: the kinds named are set, the others stay as they are. */
export const updateNotificationPreferencesSchema = z
  .object({
    kinds: z.partialRecord(notificationKindSchema, notificationChannelsSchema),
    digest: z.boolean(),
  })
  .strict();
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

/** The kinds e-mailed on their own (the others go in the daily digest). */
export const NOTIFICATION_KINDS_MAILED_ALONE = ['card.your_turn', 'card.turn_ending'] as const;

/** A member who never changed them: everything in the app, the four card-game kinds by e-mail, the digest on. */
export function defaultNotificationPreferences(): NotificationPreferences {
  const kinds = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { in_app: true, email: kind.startsWith('card.') }]),
  ) as NotificationPreferences['kinds'];
  return { kinds, digest: true };
}
