import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../platform/auth.js';
import { TopicRegistry } from './topic-registry.js';

const user: AuthUser = { id: 7, username: 'ada', isAdmin: false, sessionId: 'x' };

function registry() {
  const errors: string[] = [];
  const r = new TopicRegistry((_err, topic) => errors.push(topic));
  r.define('forum', (_u, id) => id === null);
  r.define('thread', async (_u, id) => id === 1 || id === 2);
  r.define('secret', () => {
    throw new Error('rule broke');
  });
  return { r, errors };
}

describe('TopicRegistry', () => {
  it('answers with the rule of the topic kind', async () => {
    const { r } = registry();
    expect(await r.canSee(user, 'forum')).toBe(true);
    expect(await r.canSee(user, 'thread:1')).toBe(true);
    expect(await r.canSee(user, 'thread:3')).toBe(false);
    expect(await r.canSee(user, 'forum:1')).toBe(false);
  });

  it('refuses kinds nobody defined, malformed topics and other users’ topics', async () => {
    const { r } = registry();
    for (const topic of ['pvp:1', 'user:7', 'user:8', 'thread', 'thread:abc', 'THREAD:1', '', 'x'.repeat(65)]) {
      expect(await r.canSee(user, topic), topic).toBe(false);
    }
  });

  it('refuses a topic whose rule failed, and reports it', async () => {
    const { r, errors } = registry();
    expect(await r.canSee(user, 'secret')).toBe(false);
    expect(errors).toEqual(['secret']);
  });

  it('filters a list to the visible topics, once each, in the order asked', async () => {
    const { r } = registry();
    expect(await r.visible(user, ['thread:2', 'user:8', 'forum', 'thread:3', 'thread:2', 'thread:1'])).toEqual([
      'thread:2',
      'forum',
      'thread:1',
    ]);
  });

  it('refuses to define a kind twice, the reserved user and sessions kinds, or a malformed kind', () => {
    const { r } = registry();
    expect(() => r.define('forum', () => true)).toThrow(/twice/);
    expect(() => r.define('user', () => true)).toThrow(/reserved/);
    expect(() => r.define('sessions', () => true)).toThrow(/reserved/);
    expect(() => r.define('Thread', () => true)).toThrow(/Invalid/);
    expect(() => r.define('a:b', () => true)).toThrow(/Invalid/);
  });
});
