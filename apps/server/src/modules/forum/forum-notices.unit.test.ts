import { describe, expect, it } from 'vitest';
import { postLink, postNotices } from './forum-notices.js';

describe('postNotices', () => {
  it("tells the thread's and the parent's authors of a reply, then the mentioned members, each once", () => {
    expect(postNotices({ authorId: 1, answered: [2, 3], mentioned: [4, 3, 5] })).toEqual([
      { userId: 2, kind: 'forum.reply' },
      { userId: 3, kind: 'forum.reply' },
      { userId: 4, kind: 'forum.mention' },
      { userId: 5, kind: 'forum.mention' },
    ]);
    // The thread's author who also wrote the parent reply hears once.
    expect(postNotices({ authorId: 1, answered: [2, 2], mentioned: [] })).toEqual([{ userId: 2, kind: 'forum.reply' }]);
  });

  it('never tells the author, whether they answer themself or mention themself', () => {
    expect(postNotices({ authorId: 1, answered: [1], mentioned: [1, 2] })).toEqual([
      { userId: 2, kind: 'forum.mention' },
    ]);
    expect(postNotices({ authorId: 1, answered: [], mentioned: [] })).toEqual([]);
  });
});

describe('postLink', () => {
  it("is the thread's page, at the reply's anchor when there is one", () => {
    expect(postLink(12)).toBe('/forum/thread/12');
    expect(postLink(12, 34)).toBe('/forum/thread/12#reply-34');
  });
});
