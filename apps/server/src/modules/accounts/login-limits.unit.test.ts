import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_MS, loginRetryAfterSeconds, tooManyFailuresMessage } from './login-limits.js';

const limits = { perAccount: 3, perIp: 10 };
const now = Date.UTC(2026, 10, 26, 12, 0, 0);
const none = { count: 0, oldestAt: null };

describe('loginRetryAfterSeconds', () => {
  it('allows a login under both limits', () => {
    expect(
      loginRetryAfterSeconds({ count: 2, oldestAt: now - 1000 }, { count: 9, oldestAt: now }, limits, now),
    ).toBeNull();
  });

  it('blocks at the account limit until the oldest failure leaves the hour', () => {
    const account = { count: 3, oldestAt: now - 45 * 60 * 1000 };
    expect(loginRetryAfterSeconds(account, none, limits, now)).toBe(15 * 60);
  });

  it('blocks at the IP limit, and the longer wait wins', () => {
    const account = { count: 3, oldestAt: now - 50 * 60 * 1000 };
    const ip = { count: 10, oldestAt: now - 10 * 60 * 1000 };
    expect(loginRetryAfterSeconds(account, ip, limits, now)).toBe(50 * 60);
  });

  it('never answers less than a second', () => {
    const account = { count: 3, oldestAt: now - LOGIN_FAILURE_WINDOW_MS };
    expect(loginRetryAfterSeconds(account, none, limits, now)).toBe(1);
  });
});

describe('tooManyFailuresMessage', () => {
  it('rounds up to whole minutes', () => {
    expect(tooManyFailuresMessage(1)).toBe('Too many failed login attempts. Please try again in 1 minute.');
    expect(tooManyFailuresMessage(61)).toBe('Too many failed login attempts. Please try again in 2 minutes.');
  });
});
