/**
 * Label values of the metrics (platform/metrics.ts). Every label takes one of a small, fixed set of values:
 * Prometheus keeps a series per label combination, so a value taken from the request (a raw URL, an unknown
 * method) would let any client grow the server's memory and the time-series database without bound.
 */

/** A route not found (404s, broken URLs): one series for all of them, whatever URL was asked for. */
export const UNMATCHED_ROUTE = 'unmatched';
/** Longer route patterns than any the app registers are cut (a guard, not something that happens). */
const ROUTE_MAX_CHARS = 120;

/**
 * The route label: the pattern the request matched (`/api/products/:id`), never the URL it asked for; every
 * request no route took shares `unmatched`.
 */
export function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined || pattern === '') return UNMATCHED_ROUTE;
  return pattern.length > ROUTE_MAX_CHARS ? pattern.slice(0, ROUTE_MAX_CHARS) : pattern;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The method label: the usual methods as they are, any other (Node accepts about 30) as `OTHER`. */
export function methodLabel(method: string): string {
  const upper = method.toUpperCase();
  return METHODS.has(upper) ? upper : 'OTHER';
}

/** `2xx` ... `5xx`; anything outside 100-599 is `other`. */
export function statusClass(status: number): string {
  return Number.isInteger(status) && status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

export const LOGIN_OUTCOMES = ['success', 'wrong_password', 'limited', 'refused_load', 'invalid', 'error'] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];

/**
 * A login's outcome from its answer's status: 401 is a wrong password or an unknown name (the API does not tell
 * them apart, nor does this); 429 a limit (failures, attempts in flight); 503 refused for load (the hashing
 * queue is full, the instance is shedding load, or the database is briefly away); 400 a request without the
 * fields.
 */
export function loginOutcome(status: number): LoginOutcome {
  if (status >= 200 && status < 300) return 'success';
  if (status === 401) return 'wrong_password';
  if (status === 429) return 'limited';
  if (status === 503) return 'refused_load';
  if (status === 400) return 'invalid';
  return 'error';
}

/**
 * A reason label from code (a refusal's or an end's reason): lower-case letters, digits and `_` only, at most
 * 40 characters, so a caller that passed something unexpected still cannot make an unbounded label.
 */
export function reasonLabel(reason: string): string {
  const cleaned = reason
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .slice(0, 40);
  return cleaned === '' ? 'unknown' : cleaned;
}
