/**
 * Machine-readable error codes: what our own client and tests branch on. The spec's client reads only
 * `error` (the message); `code` never replaces it.
 */
export const ERROR_CODES = [
  /** The request's body, query or parameters are not acceptable. */
  'validation',
  /** No bearer token on a members-only call. */
  'unauthenticated',
  /** A bearer token was sent but its session is gone (logged out or expired). */
  'session_expired',
  /** Wrong username or password (or the admin page's shared password). */
  'invalid_credentials',
  /** A signed-in member's own password, asked again before a change or the account's deletion, is wrong (not a login: the session stays). */
  'wrong_password',
  /** A reset or confirmation link's token is unknown, used or expired. */
  'invalid_token',
  /** Signed in, but not allowed (someone else's post, not an admin ...). */
  'forbidden',
  'not_found',
  /** The write clashes with what is stored (a taken name, a state that does not allow it). */
  'conflict',
  /** Too many requests or attempts; `Retry-After` says when to try again. */
  'rate_limited',
  /** A per-account quota is used up (a full wishlist, a new account's daily posts). */
  'limit_reached',
  'payload_too_large',
  /** Someone else changed the record first (optimistic concurrency); re-read and try again. */
  'stale_version',
  /** A game move out of turn. */
  'not_your_turn',
  /** A game move after the game ended. */
  'game_over',
  /** A card game move after the turn's time ran out (the server applies the timeout; re-read the match). */
  'turn_time_over',
  /** A card play of a card that is not in the player's hand (the screen was behind: re-read the match). */
  'card_not_in_hand',
  /** A card play of a card already on the table this turn. */
  'card_already_played',
  /** A card play that costs more energy than the player has left. */
  'not_enough_energy',
  /** A duel move before the 3-2-1 countdown both players see has ended. */
  'countdown',
  /** A memory play whose score was already recorded. */
  'already_scored',
  /** A dependency (retailer API) failed. */
  'upstream_failed',
  /** A dependency is not configured or not reachable right now. */
  'unavailable',
  /**
   * The server is saturated and refused the request before doing anything with it (503 with Retry-After): nothing
   * was read or written, so sending it again, a write included, is safe.
   */
  'overloaded',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code a status gets when nothing more specific was said (framework errors, other servers). */
export function defaultErrorCode(status: number): ErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status === 502) return 'upstream_failed';
  if (status === 503) return 'unavailable';
  if (status >= 400 && status < 500) return 'validation';
  return 'internal';
}
