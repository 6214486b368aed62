import type { HashLane } from './hash-lanes.js';

/** Failed logins are counted in a sliding window of one hour (per account, per client IP, per pair of both). */
export const LOGIN_FAILURE_WINDOW_MS = 60 * 60 * 1000;

export interface FailureWindow {
  /** Failures inside the window. */
  count: number;
  /** When the oldest failure inside the window happened (ms), if any. */
  oldestAt: number | null;
  /** When the latest failure inside the window happened (ms), if any. */
  newestAt?: number | null;
}

export interface LoginLimits {
  /** Failures per (account, client IP) within the window; past it that pair alone gets 429. */
  perPair: number;
  /** Failures per client IP (any accounts) within the window. */
  perIp: number;
  /** Failures on one account (from anywhere) within the window after which its attempts are spaced out. */
  accountSlowdownAfter: number;
  /** The longest the spacing grows to, in seconds. */
  accountMaxDelaySeconds: number;
}

/** The failures a login attempt is judged by. */
export interface LoginWindows {
  account: FailureWindow;
  ip: FailureWindow;
  /** This account from this IP. */
  pair: FailureWindow;
}

export interface LoginRefusal {
  retryAfterSeconds: number;
  reason: 'pair' | 'ip' | 'account_slowdown';
}

/**
 * Null while `window` holds fewer than `max` failures; otherwise how many seconds until its oldest failure
 * leaves it and one more attempt is allowed (at least 1).
 */
export function retryAfterSeconds(window: FailureWindow, max: number, nowMs: number): number | null {
  if (window.count < max) return null;
  const oldest = window.oldestAt ?? nowMs;
  return Math.max(1, Math.ceil((oldest + LOGIN_FAILURE_WINDOW_MS - nowMs) / 1000));
}

/**
 * The spacing between attempts on an account with `failures` in the window: none below the threshold, then
 * 1 s doubling with every further failure, capped. An attacker spread over many addresses gets about one
 * guess per cap (120 an hour at 30 s) instead of locking the owner out.
 */
export function accountDelaySeconds(failures: number, limits: LoginLimits): number {
  if (failures < limits.accountSlowdownAfter) return 0;
  const doublings = Math.min(failures - limits.accountSlowdownAfter, 30);
  return Math.min(limits.accountMaxDelaySeconds, 2 ** doublings);
}

/**
 * Failures of its own on an account an address may have and still be treated as clean there: not spaced by the
 * account's slowdown and never refused by its in-flight cap. One, so the owner's typo at home does not hand
 * the attackers a way to lock the owner out; an attacker's address gains one more unspaced guess.
 */
export const OWN_FAILURES_FORGIVEN = 1;

/** Failed logins with one device token within the window; past it the token is ignored (normal limits). */
export const DEVICE_TOKEN_MAX_FAILURES = 5;

/** True while an address counts as clean on an account (see OWN_FAILURES_FORGIVEN). */
export function pairIsClean(pair: FailureWindow): boolean {
  return pair.count <= OWN_FAILURES_FORGIVEN;
}

/** The hard per-IP limit alone: what still applies to a login with a valid device token. */
export function ipRefusal(ip: FailureWindow, limits: LoginLimits, nowMs: number): LoginRefusal | null {
  const wait = retryAfterSeconds(ip, limits.perIp, nowMs);
  return wait === null ? null : { reason: 'ip', retryAfterSeconds: wait };
}

/**
 * Null when a login may be tried; otherwise why not and for how many seconds. The pair and IP limits are
 * hard (until the oldest failure leaves the hour). The account's limit is only a spacing after its latest
 * failure, and an address with at most one failure of its own on this account (the owner at home, typo or
 * not) is not spaced at all: nobody can lock an account by failing on it.
 */
export function loginRefusal(windows: LoginWindows, limits: LoginLimits, nowMs: number): LoginRefusal | null {
  const hard = [
    { reason: 'pair' as const, wait: retryAfterSeconds(windows.pair, limits.perPair, nowMs) },
    { reason: 'ip' as const, wait: retryAfterSeconds(windows.ip, limits.perIp, nowMs) },
  ].filter((h): h is { reason: 'pair' | 'ip'; wait: number } => h.wait !== null);
  if (hard.length > 0) {
    const longest = hard.reduce((a, b) => (b.wait > a.wait ? b : a));
    return { reason: longest.reason, retryAfterSeconds: longest.wait };
  }
  if (pairIsClean(windows.pair)) return null;
  const delayMs = accountDelaySeconds(windows.account.count, limits) * 1000;
  const newest = windows.account.newestAt ?? null;
  if (delayMs === 0 || newest === null) return null;
  const waitMs = newest + delayMs - nowMs;
  return waitMs > 0 ? { reason: 'account_slowdown', retryAfterSeconds: Math.ceil(waitMs / 1000) } : null;
}

export function tooManyFailuresMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    return `Too many failed login attempts. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Login attempts per minute from one address (any outcome) up to which it may still count as clean. */
export const CLEAN_MAX_ATTEMPTS_PER_MINUTE = 10;

export interface LaneFacts {
  /** The login carries a valid device token of the account, under its failure cap. */
  trustedDevice: boolean;
  /** The name is an account's (a login for a name nobody has cannot be its owner's). */
  knownAccount: boolean;
  /** The address's failures in the window (any account). */
  ip: FailureWindow;
  /** The address's login attempts in the current minute, this one included. */
  attemptsThisMinute: number;
}

/**
 * The hashing lane of a login: its own for a trusted device; ahead of the rest for a clean address: one with
 * no failure in the window that is not hammering the login (a flood retrying its 503s at once soon is not,
 * while someone waiting as Retry-After asks stays clean). A clean login also skips the account's in-flight
 * cap: an address is clean for a guess or two at most, so the cap gains nothing there.
 */
export function loginLane(facts: LaneFacts): HashLane {
  if (facts.trustedDevice) return 'device';
  const clean = facts.knownAccount && facts.ip.count === 0 && facts.attemptsThisMinute <= CLEAN_MAX_ATTEMPTS_PER_MINUTE;
  return clean ? 'clean' : 'rest';
}
