import { z } from 'zod';
import { REALTIME_MAX_TOPICS, TOPIC_PATTERN } from './realtime-protocol.js';

export * from './realtime-protocol.js';

/**
 * The push channel `GET /api/realtime` (WebSocket). Events are small and carry ids and counts only, never
 * content: a client that receives one refetches what it concerns through the normal API, which applies
 * every visibility rule. Push is an optimisation; every screen also works by polling.
 */

/* ---------- Topics ---------- */

/** A topic a client may ask for. The user's own topic (`user:{id}`) is implicit and cannot be asked for. */
export const topicSchema = z.string().max(64).regex(TOPIC_PATTERN);

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
  /** A duel changed: paired, a move, the end, cleared (the two players' own topics). */
  z.object({ type: z.literal('pvp.match'), matchId: id }),
  /** A card match changed: created, a move, a timeout, the end (the two players' own topics). */
  z.object({ type: z.literal('card.match'), matchId: id }),
  /** A Card Battle rematch invitation was sent, accepted, declined or withdrawn (both players' own topics). */
  z.object({ type: z.literal('card.rematch'), invitationId: id }),
  /** The member's notifications changed: one was created, or some were read (the member's own topic). */
  z.object({ type: z.literal('notification.new'), unread: z.number().int().nonnegative() }),
  /** The number of players waiting for a duel changed (topic `pvp-queue`). */
  z.object({ type: z.literal('pvp.queue'), count: z.number().int().nonnegative() }),
  /** Someone joined or left a card queue, or was paired (topic `card-queue`): both queues' sizes. */
  z.object({
    type: z.literal('card.queue'),
    blitzQueue: z.number().int().nonnegative(),
    asyncQueue: z.number().int().nonnegative(),
  }),
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
  /**
   * The socket stays up but events raised on other instances cannot reach it (Redis is away): poll as without
   * push until `resumed`, then catch up.
   */
  z.object({ type: z.literal('paused') }),
  z.object({ type: z.literal('resumed') }),
  /**
   * This instance is shutting down (a restart or a deployment): the socket is closed next with
   * REALTIME_CLOSE_SERVICE_RESTART. Reconnect after a random wait within REALTIME_RESTART_WINDOW_MS (another
   * instance takes the socket), then catch up as after any reconnect.
   */
  z.object({ type: z.literal('reconnect') }),
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
