import { z } from 'zod';

/**
 * The push channel `GET /api/realtime` (WebSocket). Events are small and carry ids and counts only, never
 * content: a client that receives one refetches what it concerns through the normal API, which applies
 * every visibility rule. Push is an optimisation; every screen also works by polling.
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
} as const;
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

/** A topic a client may ask for. The user's own topic (`user:{id}`) is implicit and cannot be asked for. */
export const topicSchema = z
  .string()
  .max(64)
  .regex(/^[a-z][a-z-]*(:[0-9]{1,10})?$/);

export const TOPICS = {
  /** The forum's thread list: threads started, replied to, deleted. */
  forum: 'forum',
  thread: (threadId: number) => `thread:${threadId}`,
  /** Implicit: every socket of this user gets it. */
  user: (userId: number) => `user:${userId}`,
} as const;

/** `thread:12` -> { kind: 'thread', id: 12 }; `forum` -> { kind: 'forum', id: null }. */
export function parseTopic(topic: string): { kind: string; id: number | null } | null {
  const match = /^([a-z][a-z-]*)(?::([0-9]{1,10}))?$/.exec(topic);
  if (!match || !match[1]) return null;
  return { kind: match[1], id: match[2] === undefined ? null : Number(match[2]) };
}

/* ---------- Events (server -> client) ---------- */

const id = z.number().int().positive();

export const realtimeEventSchema = z.discriminatedUnion('type', [
  /** A thread was started (topic `forum`). */
  z.object({ type: z.literal('forum.thread.created'), threadId: id }),
  /** A reply was posted (topics `forum`, `thread:{id}`, and the thread author's and parent author's own). */
  z.object({
    type: z.literal('forum.thread.replied'),
    threadId: id,
    replyId: id,
    replyCount: z.number().int().nonnegative(),
  }),
  /** A reply was deleted (topics `forum`, `thread:{id}`). */
  z.object({
    type: z.literal('forum.reply.deleted'),
    threadId: id,
    replyId: id,
    replyCount: z.number().int().nonnegative(),
  }),
  /** A thread was deleted (topics `forum`, `thread:{id}`). */
  z.object({ type: z.literal('forum.thread.deleted'), threadId: id }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];

/* ---------- Protocol messages ---------- */

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(300) }),
  z.object({ type: z.literal('subscribe'), topics: z.array(topicSchema).min(1).max(REALTIME_MAX_TOPICS) }),
  z.object({ type: z.literal('unsubscribe'), topics: z.array(topicSchema).min(1).max(REALTIME_MAX_TOPICS) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const controlMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  /** The topics accepted; any the user may not see are silently left out. */
  z.object({ type: z.literal('subscribed'), topics: z.array(z.string()) }),
  z.object({ type: z.literal('unsubscribed'), topics: z.array(z.string()) }),
]);
export type ControlMessage = z.infer<typeof controlMessageSchema>;

/** Anything the server sends: a control message or an event. */
export type ServerMessage = ControlMessage | RealtimeEvent;

/** Reads a server message; null for anything this client does not know (a newer server's event). */
export function parseServerMessage(data: unknown): ServerMessage | null {
  const control = controlMessageSchema.safeParse(data);
  if (control.success) return control.data;
  const event = realtimeEventSchema.safeParse(data);
  return event.success ? event.data : null;
}
