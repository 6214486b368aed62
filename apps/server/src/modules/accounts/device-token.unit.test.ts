import { describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_TTL_MS, deviceTokenKey, signDeviceToken, verifyDeviceToken } from './device-token.js';

const key = deviceTokenKey('x'.repeat(32));
const now = Date.UTC(2026, 10, 27, 12, 0, 0);
const user = { id: 7, password_hash: 'scrypt$17$8$1$salt$key' };

describe('device tokens', () => {
  it('verify for the account they were signed for, until they expire', () => {
    const token = signDeviceToken(key, user, now);
    expect(token).toMatch(/^7\.\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    const claims = verifyDeviceToken(key, token, user, now + 1000);
    expect(claims).toMatchObject({ userId: 7, expiresAtMs: now + DEVICE_TOKEN_TTL_MS });
    expect(verifyDeviceToken(key, token, user, now + DEVICE_TOKEN_TTL_MS)).toBeNull();
    // Each login's token has its own id (its failures are counted under it).
    expect(verifyDeviceToken(key, signDeviceToken(key, user, now), user, now)?.id).not.toBe(claims?.id);
  });

  it('are ignored for another account, after a password change, under another key, or forged', () => {
    const token = signDeviceToken(key, user, now);
    expect(verifyDeviceToken(key, token, { ...user, id: 8 }, now)).toBeNull();
    expect(verifyDeviceToken(key, token, { ...user, password_hash: 'scrypt$17$8$1$salt2$key2' }, now)).toBeNull();
    expect(verifyDeviceToken(deviceTokenKey('y'.repeat(32)), token, user, now)).toBeNull();
    const [id, , nonce, mac] = token.split('.') as [string, string, string, string];
    // A later expiry with the old signature, another account's id, a flipped signature, garbage.
    expect(verifyDeviceToken(key, `${id}.${now + 10 * DEVICE_TOKEN_TTL_MS}.${nonce}.${mac}`, user, now)).toBeNull();
    expect(
      verifyDeviceToken(key, `8.${now + DEVICE_TOKEN_TTL_MS}.${nonce}.${mac}`, { ...user, id: 8 }, now),
    ).toBeNull();
    // The first character: the last one of 43 carries two padding bits, so some changes to it decode the same.
    const flipped = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    expect(verifyDeviceToken(key, token.replace(mac, flipped), user, now)).toBeNull();
    for (const bad of ['', 'abc', '7.1.2.3', `${token}.x`, token.replace(/^7/, '07x')]) {
      expect(verifyDeviceToken(key, bad, user, now)).toBeNull();
    }
  });
});
