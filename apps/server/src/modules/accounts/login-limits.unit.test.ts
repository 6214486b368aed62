import { describe, expect, it } from 'vitest';
import {
  accountDelaySeconds,
  CLEAN_MAX_ATTEMPTS_PER_MINUTE,
  LOGIN_FAILURE_WINDOW_MS,
  ipRefusal,
  loginLane,
  loginRefusal,
  OWN_FAILURES_FORGIVEN,
  pairIsClean,
  tooManyFailuresMessage,
  type FailureWindow,
} from './login-limits.js';

const limits = { perPair: 10, perIp: 100, accountSlowdownAfter: 10, accountMaxDelaySeconds: 30 };
const now = Date.UTC(2026, 10, 26, 12, 0, 0);
const none: FailureWindow = { count: 0, oldestAt: null, newestAt: null };
const failures = (count: number, oldestAgoMs: number, newestAgoMs = 0): FailureWindow => ({
  count,
  oldestAt: now - oldestAgoMs,
  newestAt: now - newestAgoMs,
});
const MINUTE = 60 * 1000;
/** The refusal, if any, of an attempt from an address whose only failures are `pair`, its own on this account. */
const refusalFrom = (pair: FailureWindow, account = pair) => loginRefusal({ account, ip: pair, pair }, limits, now);

describe('accountDelaySeconds', () => {
  it('is zero below the threshold, then doubles from one second and stops at the cap', () => {
    expect([0, 9, 10, 11, 12, 13, 14, 15, 16, 1000].map((n) => accountDelaySeconds(n, limits))).toEqual([
      0, 0, 1, 2, 4, 8, 16, 30, 30, 30,
    ]);
  });
});

describe('loginRefusal', () => {
  it('allows a login under every limit', () => {
    expect(
      loginRefusal({ account: failures(9, MINUTE), ip: failures(99, MINUTE), pair: failures(9, MINUTE) }, limits, now),
    ).toBeNull();
  });

  it('refuses a pair at its limit until its oldest failure leaves the hour', () => {
    const pair = failures(10, 45 * MINUTE);
    expect(refusalFrom(pair)).toEqual({ reason: 'pair', retryAfterSeconds: 15 * 60 });
  });

  it('refuses an IP at its limit, and the longer of two hard waits wins', () => {
    const ip = failures(100, 10 * MINUTE);
    const pair = failures(10, 50 * MINUTE);
    expect(loginRefusal({ account: pair, ip, pair }, limits, now)).toEqual({
      reason: 'ip',
      retryAfterSeconds: 50 * 60,
    });
  });

  it('never asks for less than a second', () => {
    const pair = failures(10, LOGIN_FAILURE_WINDOW_MS);
    expect(refusalFrom(pair)?.retryAfterSeconds).toBe(1);
  });

  it('spaces attempts on an account with many failures from elsewhere: too soon after the latest is refused', () => {
    // 13 failures: 8 s between attempts; the latest was 3 s ago. This address failed twice itself.
    const account = failures(13, 30 * MINUTE, 3000);
    const pair = failures(2, 20 * MINUTE);
    expect(refusalFrom(pair, account)).toEqual({ reason: 'account_slowdown', retryAfterSeconds: 5 });
    // Once the spacing has passed, the attempt may go ahead.
    expect(refusalFrom(pair, failures(13, 30 * MINUTE, 8000))).toBeNull();
  });

  it('never spaces an address without failures on the account: the owner at home is not locked out', () => {
    const account = failures(5000, 59 * MINUTE, 0);
    expect(loginRefusal({ account, ip: none, pair: none }, limits, now)).toBeNull();
    // Even that address's other failures (on other accounts) do not matter below the IP limit.
    expect(loginRefusal({ account, ip: failures(50, MINUTE), pair: none }, limits, now)).toBeNull();
  });

  it("forgives an address its one own failure (the owner's typo): others' failures cannot lock it out", () => {
    // The recipe of issue 24: the account far past the threshold, a fresh failure elsewhere every 5 s.
    const account = failures(200, 59 * MINUTE, 0);
    const typo = failures(OWN_FAILURES_FORGIVEN, 10 * 1000);
    expect(pairIsClean(typo)).toBe(true);
    expect(refusalFrom(typo, account)).toBeNull();
    // A second failure of its own makes it an address like an attacker's: spaced.
    const twice = failures(OWN_FAILURES_FORGIVEN + 1, 10 * 1000);
    expect(pairIsClean(twice)).toBe(false);
    expect(refusalFrom(twice, account)?.reason).toBe('account_slowdown');
  });

  it('caps the spacing however many failures the account has', () => {
    const account = failures(5000, 59 * MINUTE, 0);
    const pair = failures(3, 10 * MINUTE);
    expect(refusalFrom(pair, account)).toEqual({ reason: 'account_slowdown', retryAfterSeconds: 30 });
  });
});

describe('ipRefusal (all that holds back a login with a valid device token)', () => {
  it("refuses only past the address's own failure limit", () => {
    expect(ipRefusal(failures(99, MINUTE), limits, now)).toBeNull();
    expect(ipRefusal(failures(100, 50 * MINUTE), limits, now)).toEqual({ reason: 'ip', retryAfterSeconds: 10 * 60 });
  });
});

describe('loginLane', () => {
  const facts = { trustedDevice: false, knownAccount: true, ip: none, attemptsThisMinute: 1 };

  it('puts a trusted device in its own lane, a clean address ahead of the rest', () => {
    expect(loginLane({ ...facts, trustedDevice: true, ip: failures(50, MINUTE), attemptsThisMinute: 99 })).toBe(
      'device',
    );
    expect(loginLane(facts)).toBe('clean');
    expect(loginLane({ ...facts, attemptsThisMinute: CLEAN_MAX_ATTEMPTS_PER_MINUTE })).toBe('clean');
  });

  it('sends an address with a failure, one hammering the login, and unknown names to the rest lane', () => {
    expect(loginLane({ ...facts, ip: failures(1, MINUTE) })).toBe('rest');
    expect(loginLane({ ...facts, attemptsThisMinute: CLEAN_MAX_ATTEMPTS_PER_MINUTE + 1 })).toBe('rest');
    expect(loginLane({ ...facts, knownAccount: false })).toBe('rest');
  });
});

describe('tooManyFailuresMessage', () => {
  it('speaks in seconds under a minute and rounds up to whole minutes above', () => {
    expect(tooManyFailuresMessage(1)).toBe('Too many failed login attempts. Please try again in 1 second.');
    expect(tooManyFailuresMessage(30)).toBe('Too many failed login attempts. Please try again in 30 seconds.');
    expect(tooManyFailuresMessage(60)).toBe('Too many failed login attempts. Please try again in 1 minute.');
    expect(tooManyFailuresMessage(61)).toBe('Too many failed login attempts. Please try again in 2 minutes.');
  });
});
