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
 * Null when a login may be tried; otherwise how many seconds until the oldest counted failure leaves
 * the window and one more attempt is allowed.
 */
export function loginRetryAfterSeconds(
  account: FailureWindow,
  ip: FailureWindow,
  limits: LoginLimits,
  nowMs: number,
): number | null {
  const waits: number[] = [];
  for (const [window, max] of [
    [account, limits.perAccount],
    [ip, limits.perIp],
  ] as const) {
    if (window.count >= max) {
      const oldest = window.oldestAt ?? nowMs;
      waits.push(Math.max(1, Math.ceil((oldest + LOGIN_FAILURE_WINDOW_MS - nowMs) / 1000)));
    }
  }
  return waits.length === 0 ? null : Math.max(...waits);
}

export function tooManyFailuresMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
