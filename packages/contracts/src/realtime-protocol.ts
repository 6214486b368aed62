/**
 * The push channel's constants and topic names, without zod, so the web's first load can use them; the
 * messages' schemas are in realtime.ts, which re-exports all of this.
 */

export const REALTIME_PATH = '/api/realtime';
/** A socket that has not authenticated within this time is closed. */
export const REALTIME_AUTH_TIMEOUT_MS = 5_000;
/** The server pings this often; a socket that missed the previous pong is dropped. */
export const REALTIME_PING_INTERVAL_MS = 25_000;
/** Close codes beside the standard ones. */
export const REALTIME_CLOSE = {
  /** The token was missing, malformed, revoked or expired. */
  unauthorized: 4401,
  /** No auth message within REALTIME_AUTH_TIMEOUT_MS. */
  authTimeout: 4408,
  /** The client broke the protocol (bad JSON, unknown message, too large, too many). */
  protocol: 4400,
  /** The user holds too many sockets; the oldest is closed. */
  tooManySockets: 4429,
  /**
   * Try Again Later (RFC 6455's 1013): the client's address holds as many authenticated sockets as the server
   * allows; retry with backoff. (Past the limit of sockets not yet authenticated the upgrade itself is refused
   * with HTTP 429 and Retry-After, which a browser sees as a close with 1006.)
   */
  tryAgainLater: 1013,
} as const;
/** Service Restart (RFC 6455 registry): the instance is shutting down; reconnect, another one answers. */
export const REALTIME_CLOSE_SERVICE_RESTART = 1012;
/**
 * A client told to reconnect (the `reconnect` message, or a close with REALTIME_CLOSE_SERVICE_RESTART) comes back
 * after a random wait within this window: the sockets of a stopping instance spread over it instead of arriving at
 * the others all in one instant.
 */
export const REALTIME_RESTART_WINDOW_MS = 2_000;
/** Largest client message in bytes. */
export const REALTIME_MAX_MESSAGE_BYTES = 4_096;
/** Topics one socket may hold at once. */
export const REALTIME_MAX_TOPICS = 50;
/** Sockets one user may hold at once on one server instance (tabs and devices). */
export const REALTIME_MAX_SOCKETS_PER_USER = 8;
/**
 * Client messages per socket: a burst of this many, refilled at REALTIME_MESSAGES_PER_SECOND (a page change
 * sends an unsubscribe and a subscribe). A client past it is closed with REALTIME_CLOSE.protocol.
 */
export const REALTIME_MESSAGE_BURST = 20;
export const REALTIME_MESSAGES_PER_SECOND = 5;

/* ---------- Topics ---------- */

export const TOPICS = {
  /** The forum's thread list: threads started, replied to, deleted. */
  forum: 'forum',
  thread: (threadId: number) => `thread:${threadId}`,
  /** The duel queue's size; any member may follow it. */
  pvpQueue: 'pvp-queue',
  /** The card queues' sizes; any member may follow them. */
  cardQueue: 'card-queue',
  /** Implicit: every socket of this user gets it. */
  user: (userId: number) => `user:${userId}`,
} as const;

/** A topic's grammar: a kind (`forum`, `pvp-queue`), optionally `:` and a row id (plain decimal, from 1). */
export const TOPIC_PATTERN = /^([a-z][a-z-]*)(?::([1-9][0-9]{0,9}))?$/;
/** The largest row id (PostgreSQL `integer`; params.ts has it too, this file stays zod-free). */
const MAX_TOPIC_ID = 2_147_483_647;

/** `thread:12` -> { kind: 'thread', id: 12 }; `forum` -> { kind: 'forum', id: null }; null past the id range. */
export function parseTopic(topic: string): { kind: string; id: number | null } | null {
  const match = TOPIC_PATTERN.exec(topic);
  if (!match || !match[1]) return null;
  const id = match[2] === undefined ? null : Number(match[2]);
  return id !== null && id > MAX_TOPIC_ID ? null : { kind: match[1], id };
}
