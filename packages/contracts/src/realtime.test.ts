import { describe, expect, it } from 'vitest';
import {
  clientMessageSchema,
  parseServerMessage,
  parseTopic,
  realtimeEventSchema,
  REALTIME_MAX_TOPICS,
  topicSchema,
  TOPICS,
} from './realtime.js';

describe('events', () => {
  it('parse every known event and keep only its ids and counts', () => {
    const event = { type: 'forum.thread.replied', threadId: 3, replyId: 9, replyCount: 4, content: 'secret' };
    expect(realtimeEventSchema.parse(event)).toEqual({
      type: 'forum.thread.replied',
      threadId: 3,
      replyId: 9,
      replyCount: 4,
    });
    for (const ok of [
      { type: 'forum.thread.created', threadId: 1 },
      { type: 'forum.thread.deleted', threadId: 1 },
      { type: 'forum.reply.deleted', threadId: 1, replyId: 2, replyCount: 0 },
    ]) {
      expect(realtimeEventSchema.safeParse(ok).success, ok.type).toBe(true);
    }
  });

  it('reject unknown types, missing or malformed ids and negative counts', () => {
    for (const bad of [
      { type: 'forum.thread.exploded', threadId: 1 },
      { type: 'forum.thread.created' },
      { type: 'forum.thread.created', threadId: 0 },
      { type: 'forum.thread.created', threadId: '1' },
      { type: 'forum.thread.replied', threadId: 1, replyId: 2, replyCount: -1 },
      { threadId: 1 },
      null,
    ]) {
      expect(realtimeEventSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('client messages', () => {
  it('parse auth, subscribe and unsubscribe', () => {
    expect(clientMessageSchema.parse({ type: 'auth', token: 'abc' })).toEqual({ type: 'auth', token: 'abc' });
    expect(clientMessageSchema.parse({ type: 'subscribe', topics: ['forum', 'thread:12'] }).type).toBe('subscribe');
    expect(clientMessageSchema.parse({ type: 'unsubscribe', topics: ['thread:12'] }).type).toBe('unsubscribe');
  });

  it('reject unknown types, empty tokens, malformed topics and too many topics', () => {
    for (const bad of [
      { type: 'hello' },
      { type: 'auth', token: '' },
      { type: 'auth', token: 'x'.repeat(301) },
      { type: 'subscribe', topics: [] },
      { type: 'subscribe', topics: ['Thread:1'] },
      { type: 'subscribe', topics: ['thread:'] },
      { type: 'subscribe', topics: ['thread:12345678901'] },
      { type: 'subscribe', topics: Array.from({ length: REALTIME_MAX_TOPICS + 1 }, (_, i) => `thread:${i + 1}`) },
      'subscribe',
    ]) {
      expect(clientMessageSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
    }
  });
});

describe('server messages', () => {
  it('read control messages and events, and null for anything a client does not know', () => {
    expect(parseServerMessage({ type: 'ready' })).toEqual({ type: 'ready' });
    expect(parseServerMessage({ type: 'subscribed', topics: ['forum'] })).toEqual({
      type: 'subscribed',
      topics: ['forum'],
    });
    expect(parseServerMessage({ type: 'forum.thread.created', threadId: 5 })).toEqual({
      type: 'forum.thread.created',
      threadId: 5,
    });
    expect(parseServerMessage({ type: 'other.event', matchId: 1 })).toBeNull();
    expect(parseServerMessage('ready')).toBeNull();
  });
});

describe('topics', () => {
  it('are built and parsed back', () => {
    expect(TOPICS.thread(12)).toBe('thread:12');
    expect(TOPICS.user(7)).toBe('user:7');
    expect(parseTopic(TOPICS.thread(12))).toEqual({ kind: 'thread', id: 12 });
    expect(parseTopic(TOPICS.forum)).toEqual({ kind: 'forum', id: null });
    expect(parseTopic('pvp-queue:3')).toEqual({ kind: 'pvp-queue', id: 3 });
  });

  it('refuse what is not a topic', () => {
    for (const bad of ['', 'thread:', ':12', 'thread:12:3', 'Thread:1', 'thread:-1', 'thread:1.5', 'a b']) {
      expect(parseTopic(bad), bad).toBeNull();
      expect(topicSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
