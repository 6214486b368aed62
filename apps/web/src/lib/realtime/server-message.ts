import type { RealtimeEvent, RealtimeEventType, ServerMessage } from '@dd/contracts';

type EventFields<T extends RealtimeEventType> = Exclude<keyof Extract<RealtimeEvent, { type: T }>, 'type'>;

/**
 * Each event's fields beside `type`, as the contract's schema declares them: an id (a positive integer) or a
 * count (zero or more); events carry nothing else. Written out here so the first load does not carry zod;
 * the `satisfies` makes TypeScript reject a table that misses an event or a field, and server-message.test.ts
 * checks the table against the contract's zod schema.
 */
const EVENT_FIELDS = {
  'forum.thread.created': { threadId: 'id' },
  'forum.thread.replied': { threadId: 'id', replyId: 'id', replyCount: 'count' },
  'forum.reply.deleted': { threadId: 'id', replyId: 'id', replyCount: 'count' },
  'forum.thread.deleted': { threadId: 'id' },
  'pvp.match': { matchId: 'id' },
  'card.match': { matchId: 'id' },
  'pvp.queue': { count: 'count' },
  'card.queue': { blitzQueue: 'count', asyncQueue: 'count' },
  'card.rematch': { invitationId: 'id' },
  'notification.new': { unread: 'count' },
} satisfies { [T in RealtimeEventType]: Record<EventFields<T>, 'id' | 'count'> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEventType(type: string): type is RealtimeEventType {
  return Object.hasOwn(EVENT_FIELDS, type);
}

function readEvent(type: RealtimeEventType, data: Record<string, unknown>): RealtimeEvent | null {
  const event: Record<string, unknown> = { type };
  for (const [name, kind] of Object.entries(EVENT_FIELDS[type])) {
    const value = data[name];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < (kind === 'id' ? 1 : 0)) return null;
    event[name] = value;
  }
  // The loop above set exactly the fields the contract declares for this type.
  return event as RealtimeEvent;
}

/**
 * Reads one text frame from `/api/realtime` the way the contract's `parseServerMessage` does (unknown keys
 * dropped); null for anything else, such as a newer server's event this client does not know.
 */
export function readServerMessage(text: string): ServerMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || typeof data.type !== 'string') return null;
  const { type } = data;
  if (type === 'ready' || type === 'paused' || type === 'resumed' || type === 'reconnect') return { type };
  if (type === 'subscribed' || type === 'unsubscribed') {
    const { topics } = data;
    if (!Array.isArray(topics) || !topics.every((topic) => typeof topic === 'string')) return null;
    return { type, topics: topics as string[] };
  }
  return isEventType(type) ? readEvent(type, data) : null;
}
