import { REALTIME_MAX_TOPICS } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { TopicRefs, topicChanges } from './topic-refs';

describe('TopicRefs', () => {
  it('reports the first holder and the last one leaving, not the ones between', () => {
    const refs = new TopicRefs();
    expect(refs.add('thread:12')).toBe(true);
    expect(refs.add('thread:12')).toBe(false);
    expect(refs.remove('thread:12')).toBe(false);
    expect(refs.wanted()).toEqual(['thread:12']);
    expect(refs.remove('thread:12')).toBe(true);
    expect(refs.wanted()).toEqual([]);
  });

  it('ignores a release of a topic nobody holds', () => {
    const refs = new TopicRefs();
    expect(refs.remove('forum')).toBe(false);
    refs.add('forum');
    refs.remove('forum');
    expect(refs.remove('forum')).toBe(false);
    expect(refs.wanted()).toEqual([]);
  });

  it('wants at most the topics one socket may hold, the oldest first', () => {
    const refs = new TopicRefs();
    for (let id = 1; id <= REALTIME_MAX_TOPICS + 5; id++) refs.add(`thread:${id}`);
    const wanted = refs.wanted();
    expect(wanted).toHaveLength(REALTIME_MAX_TOPICS);
    expect(wanted[0]).toBe('thread:1');
    expect(wanted.at(-1)).toBe(`thread:${REALTIME_MAX_TOPICS}`);
  });
});

describe('topicChanges', () => {
  it('asks only for the difference', () => {
    expect(topicChanges(['forum', 'thread:2'], new Set(['forum', 'thread:1']))).toEqual({
      subscribe: ['thread:2'],
      unsubscribe: ['thread:1'],
    });
  });

  it('asks for nothing when the socket already holds what is wanted', () => {
    expect(topicChanges(['forum'], new Set(['forum']))).toEqual({ subscribe: [], unsubscribe: [] });
  });
});
