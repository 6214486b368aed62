import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are looked up by this hash, so a copy of the table holds no usable token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A session's public id (128 random bits, URL-safe): what the device list shows and revoking names. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}
