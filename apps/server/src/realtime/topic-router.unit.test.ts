import type { BusEvent } from './bus-event.js';
import { describe, expect, it } from 'vitest';
import { TopicRouter } from './topic-router.js';

const event: BusEvent = { type: 'forum.thread.created', threadId: 1 };

function router() {
  const errors: unknown[] = [];
  return { router: new TopicRouter((err) => errors.push(err)), errors };
}

describe('TopicRouter', () => {
  it('calls a handler once per event however many of its topics the event is on', () => {
    const { router: r } = router();
    const got: string[] = [];
    const a = (e: BusEvent) => got.push(`a:${e.type}`);
    const b = (e: BusEvent) => got.push(`b:${e.type}`);
    r.add('forum', a);
    r.add('thread:1', a);
    r.add('user:4', a);
    r.add('thread:1', b);
    expect(r.deliver(['forum', 'thread:1', 'user:4'], event)).toBe(2);
    expect(got).toEqual(['a:forum.thread.created', 'b:forum.thread.created']);
  });

  it('reaches only the subscribers of the topics given', () => {
    const { router: r } = router();
    const got: string[] = [];
    r.add('thread:1', () => got.push('one'));
    r.add('thread:2', () => got.push('two'));
    r.deliver(['thread:2'], event);
    r.deliver(['thread:3'], event);
    expect(got).toEqual(['two']);
  });

  it('keeps delivering to the others when a handler throws or rejects, and reports both', async () => {
    const { router: r, errors } = router();
    const got: string[] = [];
    r.add('forum', () => {
      throw new Error('sync');
    });
    r.add('forum', (async () => {
      throw new Error('async');
    }) as () => void);
    r.add('forum', () => got.push('third'));
    expect(() => r.deliver(['forum'], event)).not.toThrow();
    expect(got).toEqual(['third']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors.map((e) => (e as Error).message).sort()).toEqual(['async', 'sync']);
  });

  it('unsubscribes one handler from one topic, idempotently, and forgets empty topics', () => {
    const { router: r } = router();
    const got: string[] = [];
    const handler = () => got.push('x');
    const offForum = r.add('forum', handler);
    r.add('thread:1', handler);
    offForum();
    offForum();
    expect(r.deliver(['forum'], event)).toBe(0);
    expect(r.deliver(['thread:1'], event)).toBe(1);
    expect(r.topicCount).toBe(1);
  });

  it('does not call a handler added by another handler during the same delivery', () => {
    const { router: r } = router();
    const got: string[] = [];
    r.add('forum', () => {
      got.push('first');
      r.add('forum', () => got.push('late'));
    });
    r.deliver(['forum'], event);
    expect(got).toEqual(['first']);
  });
});
