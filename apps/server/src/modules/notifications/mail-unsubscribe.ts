import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationMailCategory } from '@dd/contracts';

/**
 * The signed one-click unsubscribe link of a notification e-mail (RFC 8058), as the newsletter's: an HMAC-SHA256
 * with the server secret, base64url, checked in constant time. It signs the member and the category (one kind's
 * e-mails, or the digest), with a purpose prefix so no other signed link of the site can stand in for it.
 */
export function notificationUnsubscribeToken(userId: number, category: NotificationMailCategory, secret: string) {
  return createHmac('sha256', secret).update(`notification-unsubscribe:${userId}:${category}`).digest('base64url');
}

export function verifyNotificationUnsubscribeToken(
  userId: number,
  category: NotificationMailCategory,
  token: string,
  secret: string,
): boolean {
  const expected = Buffer.from(notificationUnsubscribeToken(userId, category, secret));
  const given = Buffer.from(token.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The List-Unsubscribe target that mail clients POST `List-Unsubscribe=One-Click` to. */
export function notificationUnsubscribeUrl(
  publicUrl: string,
  userId: number,
  category: NotificationMailCategory,
  secret: string,
): string {
  const query = new URLSearchParams({
    user: String(userId),
    category,
    token: notificationUnsubscribeToken(userId, category, secret),
  });
  return `${publicUrl}/api/notifications/unsubscribe?${query.toString()}`;
}
