/**
 * A rate kept in one stored time (GCRA, the generic cell rate algorithm): requests may come `perSecond` a second
 * on average with a burst of `burst` at once, like a token bucket of `burst` tokens refilled `perSecond` a second.
 * `due` is when the next request would be due had they all come at the steady rate (null: none yet). Kept in the
 * row a request writes anyway, the limit costs no extra round trip, holds across instances and is exactly as
 * race-safe as the row's own write.
 */
export interface Pace {
  perSecond: number;
  burst: number;
}

export type Paced = { ok: true; due: number } | { ok: false; retryAfterMs: number };

export function pace(dueMs: number | null, nowMs: number, { perSecond, burst }: Pace): Paced {
  const interval = 1000 / perSecond;
  const tolerance = (burst - 1) * interval;
  const due = Math.max(dueMs ?? nowMs, nowMs);
  if (due - nowMs > tolerance) return { ok: false, retryAfterMs: due - tolerance - nowMs };
  return { ok: true, due: due + interval };
}
