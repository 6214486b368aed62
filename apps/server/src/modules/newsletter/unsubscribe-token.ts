import { createHmac, timingSafeEqual } from 'node:crypto';

/** Addresses are compared without regard to case, so the token signs the lowercased address. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** HMAC-SHA256 of the lowercased address with the server secret, base64url: the unsubscribe link's proof. */
export function unsubscribeToken(email: string, secret: string): string {
  return createHmac('sha256', secret).update(normalizeEmail(email)).digest('base64url');
}

/** Constant-time check, so response timing reveals nothing about the expected token. */
export function verifyUnsubscribeToken(email: string, token: string, secret: string): boolean {
  const expected = Buffer.from(unsubscribeToken(email, secret));
  const given = Buffer.from(token.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
