import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notifications-texts.js';

/** What a notification e-mail's List-Unsubscribe turns off: one kind's e-mails, or the daily digest. */
export const notificationMailCategorySchema = z.enum([...NOTIFICATION_KINDS, 'digest']);

/** The signed query of a notification e-mail's one-click unsubscribe link (RFC 8058). */
export const notificationUnsubscribeQuerySchema = z.object({
  user: z.coerce.number().int().positive().max(2_147_483_647),
  category: notificationMailCategorySchema,
  token: z.string().trim().min(1).max(200),
});
export type NotificationUnsubscribeQuery = z.infer<typeof notificationUnsubscribeQuerySchema>;

export const notificationUnsubscribeResponseSchema = z.object({ success: z.literal(true), message: z.string() });
