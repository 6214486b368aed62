import type { Reply, ReplyPage } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { combinePages } from './reply-pages';

const reply = (id: number, parent_id: number | null = null): Reply => ({
  id,
  thread_id: 1,
  parent_id,
  content: `R${id}`,
  user_id: 1,
  display_name: null,
  username: 'u',
  avatar_url: null,
  created_at: '2026-11-20T12:00:00.000Z',
  deleted: false,
  blocked: false,
});
const page = (
  ids: Array<[number, number | null]>,
  nextCursor: string | null,
  subthreads = [] as ReplyPage['subthreads'],
) => ({
  replies: ids.map(([id, parent]) => reply(id, parent)),
  nextCursor,
  subthreads,
});

describe('combinePages', () => {
  const first = page(
    [
      [1, null],
      [2, 1],
      [3, null],
    ],
    '3',
    [{ reply_id: 1, nextCursor: '2' }],
  );

  it('offers the next top-level page and the rest of a sub-thread from the first page alone', () => {
    const state = combinePages(first, []);
    expect(state.replies.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(state.nextTop).toBe('3');
    expect([...state.moreUnder]).toEqual([[1, '2']]);
  });

  it('follows loaded pages along their cursors, and marks the one still loading', () => {
    const state = combinePages(first, [
      { request: { under: null, after: '3' }, page: page([[5, null]], '5', [{ reply_id: 5, nextCursor: '9' }]) },
      { request: { under: 1, after: '2' }, page: page([[4, 2]], null) },
      { request: { under: null, after: '5' }, page: undefined },
    ]);
    expect(state.replies.map((r) => r.id)).toEqual([1, 2, 3, 5, 4]);
    expect(state.nextTop).toBe('5');
    expect(state.loading).toEqual(new Set(['top:5']));
    // Sub-thread 1 is complete; sub-thread 5 (from the second page) goes on.
    expect([...state.moreUnder]).toEqual([[5, '9']]);
  });

  it('ignores a page whose cursor no chain reaches', () => {
    const state = combinePages(first, [{ request: { under: null, after: '99' }, page: page([[100, null]], null) }]);
    expect(state.replies.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(state.nextTop).toBe('3');
  });
});
