import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device tokens (OWASP's "device cookies"): a successful login hands the browser a token that lets its next
 * login skip the per-account limits. Signed with HMAC-SHA256, not stored: nothing to write on a login, and the
 * signature covers the account's current password hash, so a password change (or reset) voids every token of
 * the account without anyone having to remember to delete them. The token itself grants nothing but the lane.
 */
export const DEVICE_TOKEN_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export interface DeviceTokenClaims {
  userId: number;
  expiresAtMs: number;
  /** Random, names this token (its failures are counted under it). */
  id: string;
}

/** The key device tokens are signed with, derived from the app secret so it is used for this one purpose. */
export function deviceTokenKey(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('device-token/v1').digest();
}

function mac(key: Buffer, claims: DeviceTokenClaims, passwordHash: string): Buffer {
  return createHmac('sha256', key)
    .update(`${claims.userId}|${claims.expiresAtMs}|${claims.id}|${passwordHash}`)
    .digest();
}

/** `userId.expiresAtMs.id.mac` (base64url parts). */
export function signDeviceToken(key: Buffer, user: { id: number; password_hash: string }, nowMs: number): string {
  const claims = {
    userId: user.id,
    expiresAtMs: nowMs + DEVICE_TOKEN_TTL_MS,
    id: randomBytes(16).toString('base64url'),
  };
  const signature = mac(key, claims, user.password_hash).toString('base64url');
  return `${claims.userId}.${claims.expiresAtMs}.${claims.id}.${signature}`;
}

/**
 * The claims of a token signed for `user` with its current password hash and not expired; null for anything
 * else (another account's token, a forged, expired or voided one, garbage): such a token is simply ignored.
 */
export function verifyDeviceToken(
  key: Buffer,
  token: string,
  user: { id: number; password_hash: string },
  nowMs: number,
): DeviceTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [userPart, expiresPart, id, signaturePart] = parts as [string, string, string, string];
  if (!/^\d{1,15}$/.test(userPart) || !/^\d{1,16}$/.test(expiresPart) || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
  const claims = { userId: Number(userPart), expiresAtMs: Number(expiresPart), id };
  if (claims.userId !== user.id || claims.expiresAtMs <= nowMs) return null;
  const expected = mac(key, claims, user.password_hash);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return claims;
}
