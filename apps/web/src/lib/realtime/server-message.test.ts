import { parseServerMessage, type RealtimeEvent } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { readServerMessage } from './server-message';

/** One valid example of every event of the contract. */
const EVENTS: RealtimeEvent[] = [
  { type: 'forum.thread.created', threadId: 3 },
  { type: 'forum.thread.replied', threadId: 3, replyId: 9, replyCount: 4 },
  { type: 'forum.reply.deleted', threadId: 3, replyId: 9, replyCount: 0 },
  { type: 'forum.thread.deleted', threadId: 3 },
];

const ODD_VALUES: unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  '7',
  true,
  [],
  {},
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

/** Every event with each field in turn missing or replaced by an odd value, plus extra and unknown keys. */
function variants(): unknown[] {
  const out: unknown[] = [];
  for (const event of EVENTS) {
    out.push(event, { ...event, extra: 'dropped' }, { ...event, type: `${event.type}.v2` });
    for (const field of Object.keys(event).filter((key) => key !== 'type')) {
      for (const value of ODD_VALUES) out.push({ ...event, [field]: value });
      const { [field as keyof RealtimeEvent]: _gone, ...without } = event;
      out.push(without);
    }
  }
  return out;
}

const CONTROL: unknown[] = [
  { type: 'ready' },
  { type: 'ready', extra: 1 },
  { type: 'paused' },
  { type: 'resumed', extra: true },
  { type: 'reconnect' },
  { type: 'reconnect', within: 5 },
  { type: 'subscribed', topics: ['forum', 'thread:1'] },
  { type: 'subscribed', topics: [] },
  { type: 'subscribed', topics: ['forum', 3] },
  { type: 'subscribed' },
  { type: 'unsubscribed', topics: ['thread:1'] },
  { type: 'unsubscribed', topics: 'thread:1' },
  { type: 'other.event', matchId: 12 },
  { type: 7 },
  {},
  [],
  null,
  'ready',
  42,
];

describe('readServerMessage', () => {
  it("reads every message exactly as the contract's zod schema does", () => {
    for (const message of [...variants(), ...CONTROL]) {
      // JSON has no undefined, NaN or Infinity: compare what actually travels.
      const text = JSON.stringify(message) ?? 'null';
      expect(readServerMessage(text), text).toEqual(parseServerMessage(JSON.parse(text)));
    }
  });

  it('reads a reply event with its ids and counts', () => {
    expect(readServerMessage('{"type":"forum.thread.replied","threadId":12,"replyId":40,"replyCount":3}')).toEqual({
      type: 'forum.thread.replied',
      threadId: 12,
      replyId: 40,
      replyCount: 3,
    });
  });

  it('drops what is not JSON, or is an event this client does not know', () => {
    expect(readServerMessage('not json')).toBeNull();
    expect(readServerMessage('{"type":"other.event","matchId":12}')).toBeNull();
    expect(readServerMessage('{"type":"forum.thread.created","threadId":0}')).toBeNull();
  });
});
