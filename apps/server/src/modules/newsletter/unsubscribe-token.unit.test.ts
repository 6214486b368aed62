import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

const SECRET = 'unit-test-secret-unit-test-secret-0000';

describe('unsubscribe token', () => {
  it('is the base64url HMAC-SHA256 of the lowercased address', () => {
    const expected = createHmac('sha256', SECRET).update('fan@example.com').digest('base64url');
    expect(unsubscribeToken('Fan@Example.COM', SECRET)).toBe(expected);
    expect(expected).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('does not depend on case or surrounding spaces of the address', () => {
    expect(unsubscribeToken(' FAN@example.com ', SECRET)).toBe(unsubscribeToken('fan@example.com', SECRET));
  });

  it('differs per address and per secret', () => {
    const a = unsubscribeToken('a@example.com', SECRET);
    expect(unsubscribeToken('b@example.com', SECRET)).not.toBe(a);
    expect(unsubscribeToken('a@example.com', `${SECRET}x`)).not.toBe(a);
  });

  it('verifies the right token and rejects others', () => {
    const token = unsubscribeToken('a@example.com', SECRET);
    expect(verifyUnsubscribeToken('A@example.com', token, SECRET)).toBe(true);
    expect(verifyUnsubscribeToken('b@example.com', token, SECRET)).toBe(false);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyUnsubscribeToken('a@example.com', tampered, SECRET)).toBe(false);
    expect(verifyUnsubscribeToken('a@example.com', token.slice(0, 10), SECRET)).toBe(false);
    expect(verifyUnsubscribeToken('a@example.com', '', SECRET)).toBe(false);
    expect(verifyUnsubscribeToken('a@example.com', `${token}é`, SECRET)).toBe(false);
  });
});
