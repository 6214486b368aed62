/** Failed logins are counted in a sliding window of one hour, per account and per client IP. */
export const LOGIN_FAILURE_WINDOW_MS = 60 * 60 * 1000;

export interface FailureWindow {
  /** Failures inside the window. */
  count: number;
  /** When the oldest failure inside the window happened (ms), if any. */
  oldestAt: number | null;
}

export interface LoginLimits {
  perAccount: number;
  perIp: number;
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
 * Null when a login may be tried; otherwise how many seconds until the oldest counted failure leaves
 * the window and one more attempt is allowed.
 */
export function loginRetryAfterSeconds(
  account: FailureWindow,
  ip: FailureWindow,
  limits: LoginLimits,
  nowMs: number,
): number | null {
  const waits = [retryAfterSeconds(account, limits.perAccount, nowMs), retryAfterSeconds(ip, limits.perIp, nowMs)];
  const due = waits.filter((wait) => wait !== null);
  return due.length === 0 ? null : Math.max(...due);
}

export function tooManyFailuresMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
