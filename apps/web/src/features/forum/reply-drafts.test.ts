import { describe, expect, it } from 'vitest';
import { joinDrafts, replyTargetGone } from './reply-drafts';

describe('replyTargetGone', () => {
  const replies = [
    { id: 1, deleted: false },
    { id: 2, deleted: true },
  ];

  it('is false while the reply is there', () => {
    expect(replyTargetGone(replies, 1)).toBe(false);
  });

  it('is true once the reply is a deleted placeholder or gone', () => {
    expect(replyTargetGone(replies, 2)).toBe(true);
    expect(replyTargetGone(replies, 3)).toBe(true);
  });
});

describe('joinDrafts', () => {
  it("keeps both texts, the thread form's own first", () => {
    expect(joinDrafts('Mine too!', 'Where did you get it?')).toBe('Mine too!\n\nWhere did you get it?');
  });

  it('adds no blank lines around an empty form', () => {
    expect(joinDrafts('  ', 'Where did you get it?')).toBe('Where did you get it?');
  });
});
