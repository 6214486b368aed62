import { describe, expect, it } from 'vitest';
import { makeExcerpt, visibleReplies } from './forum-content.js';

describe('makeExcerpt', () => {
  it('keeps a short text, flattening line breaks and runs of spaces into one space', () => {
    expect(makeExcerpt('  Hello\n\nworld  \t again ')).toBe('Hello world again');
  });

  it('cuts a long text at a word boundary and adds an ellipsis', () => {
    const text = 'alpha beta gamma delta epsilon zeta';
    expect(makeExcerpt(text, 20)).toBe('alpha beta gamma…');
  });

  it('cuts a long word at the limit when no word boundary is near', () => {
    expect(makeExcerpt('a ' + 'x'.repeat(50), 20)).toBe(`a ${'x'.repeat(18)}…`);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(makeExcerpt('First sentence, then more words follow here', 16)).toBe('First sentence…');
  });

  it('never leaves half of a surrogate pair', () => {
    expect(makeExcerpt('😀'.repeat(30), 11)).toBe(`${'😀'.repeat(5)}…`);
  });

  it('adds an ellipsis when the text given is only the start of a longer one', () => {
    expect(makeExcerpt('short start', 200, true)).toBe('short start…');
    expect(makeExcerpt('   ', 200, true)).toBe('');
  });

  it('leaves markup as the characters typed', () => {
    expect(makeExcerpt('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
});

describe('visibleReplies', () => {
  const r = (id: number, parent_id: number | null, deleted = false) => ({ id, parent_id, deleted });

  it('drops a deleted reply without answers and keeps one with answers, in order', () => {
    const replies = [r(1, null, true), r(2, null, true), r(3, 2), r(4, null)];
    expect(visibleReplies(replies).map((x) => x.id)).toEqual([2, 3, 4]);
  });

  it('keeps a chain of deleted replies above a live one, and drops a deleted branch with only deleted answers', () => {
    const replies = [r(1, null, true), r(2, 1, true), r(3, 2), r(4, null, true), r(5, 4, true)];
    expect(visibleReplies(replies).map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('keeps every live reply, even one whose parent is missing', () => {
    expect(visibleReplies([r(7, 99), r(8, 7)]).map((x) => x.id)).toEqual([7, 8]);
  });

  it('ends on a parent cycle instead of looping', () => {
    expect(visibleReplies([r(1, 2, true), r(2, 1, true), r(3, 1)]).map((x) => x.id)).toEqual([1, 2, 3]);
  });
});
