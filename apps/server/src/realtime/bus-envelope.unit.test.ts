import { describe, expect, it } from 'vitest';
import { decodeEnvelope, encodeEnvelope } from './bus-envelope.js';

const envelope = {
  origin: 'instance-a',
  topics: ['forum', 'thread:3', 'user:9'],
  event: { type: 'forum.thread.replied' as const, threadId: 3, replyId: 4, replyCount: 1 },
};

describe('bus envelope', () => {
  it('round-trips an event with its topics and origin', () => {
    expect(decodeEnvelope(encodeEnvelope(envelope))).toEqual(envelope);
  });

  it('drops what is not an envelope of a known event', () => {
    for (const message of [
      'not json',
      '{}',
      JSON.stringify({ ...envelope, event: { type: 'other.event', matchId: 1 } }),
      JSON.stringify({ ...envelope, event: { type: 'forum.thread.created' } }),
      JSON.stringify({ ...envelope, topics: [] }),
      JSON.stringify({ ...envelope, topics: ['Not A Topic'] }),
      JSON.stringify({ ...envelope, origin: '' }),
      JSON.stringify([envelope]),
    ]) {
      expect(decodeEnvelope(message), message.slice(0, 80)).toBeNull();
    }
  });

  it('passes on only the fields the contract knows', () => {
    const extra = { ...envelope, event: { ...envelope.event, content: 'hidden text' } };
    expect(decodeEnvelope(JSON.stringify(extra))?.event).toEqual(envelope.event);
  });
});
