/**
 * When `call` quietly sends a refused request again (issue 26: a saturated server answers 503 with Retry-After at
 * once, and the client backs off instead of showing an error). Pure, so the rules are unit-tested apart from fetch.
 *
 * - 503 is retried for reads (GET, HEAD), and for writes when the caller says the write is safe to repeat
 *   (`retryWrites`) or the server said `overloaded`: that refusal comes before the server did anything with the
 *   request, so sending it again cannot apply it twice. Any other 503 does not tell the client whether a write got
 *   as far as the database (a connection lost during COMMIT is a 503 too), so such a write is not sent twice on a
 *   guess.
 * - 429 is retried for reads only: a write refused by a limit is the member's to send again (the message says when).
 * - At most MAX_RETRIES times, each after the server's Retry-After (seconds or an HTTP date) or, for a 503 without
 *   one, a short backoff (a 429 without one is not retried); a wait the server names beyond MAX_WAIT_MS is not waited for: the refusal is shown at once, since
 *   a person looking at a spinner for longer is worse off than with the message.
 */
export const MAX_RETRIES = 2;
export const MAX_WAIT_MS = 5_000;
/** Without a Retry-After: 0.5 s, then 1 s. */
const BACKOFF_MS = [500, 1_000];

const READS = new Set(['GET', 'HEAD']);

export interface RetryQuestion {
  method: string;
  status: number;
  /** The answer's Retry-After header, if any. */
  retryAfter: string | null;
  /** Retries already made for this call (0 after the first answer). */
  retriesSoFar: number;
  /** The caller knows repeating this write changes nothing more (an idempotent write). */
  retryWrites?: boolean | undefined;
  /** The answer's `code`, if it had one (`overloaded`: refused before anything was done). */
  code?: string | undefined;
  nowMs: number;
}

/** Retry-After as milliseconds from now: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its month; Date.parse alone would read '-1' as a year.
  if (!/[a-z]/i.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

/** How long to wait before sending again, or null: do not retry (the refusal is the answer). */
export function retryDelayMs(q: RetryQuestion): number | null {
  if (q.retriesSoFar >= MAX_RETRIES) return null;
  const read = READS.has(q.method.toUpperCase());
  const untouched = q.code === 'overloaded';
  const retryable = q.status === 503 ? read || untouched || q.retryWrites === true : q.status === 429 && read;
  if (!retryable) return null;
  const asked = parseRetryAfter(q.retryAfter, q.nowMs);
  if (asked === null) {
    // A limit that names no wait promises none (our server names one on every 429); a 503 is a moment's trouble.
    if (q.status === 429) return null;
    return BACKOFF_MS[q.retriesSoFar] ?? BACKOFF_MS[BACKOFF_MS.length - 1]!;
  }
  return asked > MAX_WAIT_MS ? null : asked;
}
