import type { NotificationItem, NotificationsResponse, UnreadCountResponse } from '@dd/contracts';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyOptimisticRead } from './optimistic-read';
import { notificationKeys } from './query-keys';

const item = (id: number, read: boolean): NotificationItem => ({
  id,
  kind: 'follow.new',
  text: `Member ${id} started following you`,
  link: `/user/${id}`,
  created_at: '2026-11-28T01:00:00.000Z',
  read,
  count: 1,
});

const page = (items: NotificationItem[], unread: number, nextCursor: string | null = null): NotificationsResponse => ({
  items,
  unread,
  nextCursor,
});

let queryClient: QueryClient;
const unread = () => queryClient.getQueryData<UnreadCountResponse>(notificationKeys.unread)?.unread;
const latest = () => queryClient.getQueryData<NotificationsResponse>(notificationKeys.latest);
const pages = () => queryClient.getQueryData<InfiniteData<NotificationsResponse>>(notificationKeys.pages);
const readIds = (items: NotificationItem[] | undefined) => (items ?? []).filter((i) => i.read).map((i) => i.id);

beforeEach(() => {
  queryClient = new QueryClient();
  // 4 unread in all: 3 in the dropdown's latest, one more on the page's second page.
  queryClient.setQueryData(notificationKeys.unread, { unread: 4 });
  queryClient.setQueryData(notificationKeys.latest, page([item(5, false), item(4, false), item(3, false)], 4));
  queryClient.setQueryData(notificationKeys.pages, {
    pages: [page([item(5, false), item(4, false)], 4, 'c1'), page([item(3, false), item(2, true), item(1, false)], 4)],
    pageParams: [null, 'c1'],
  });
});

describe('marking notifications read before the server answers', () => {
  it('reads an opened item at once: the badge drops by one and every list shows it read', () => {
    applyOptimisticRead(queryClient, { ids: [4] });
    expect(unread()).toBe(3);
    expect(readIds(latest()?.items)).toEqual([4]);
    expect(readIds(pages()?.pages[0]?.items)).toEqual([4]);
    expect(pages()?.pages.map((p) => p.unread)).toEqual([3, 3]);
  });

  it('does not count an item already read, nor one no list shows, twice', () => {
    applyOptimisticRead(queryClient, { ids: [2, 99] });
    expect(unread()).toBe(4);
  });

  it("'Mark all as read' empties the badge and reads every item on screen", () => {
    applyOptimisticRead(queryClient, { all: true });
    expect(unread()).toBe(0);
    expect(readIds(latest()?.items)).toEqual([5, 4, 3]);
    expect(pages()?.pages.flatMap((p) => readIds(p.items))).toEqual([5, 4, 3, 2, 1]);
  });

  it('puts everything back when the server refuses', () => {
    const before = [unread(), latest(), pages()];
    const restore = applyOptimisticRead(queryClient, { all: true });
    restore();
    expect([unread(), latest(), pages()]).toEqual(before);
  });
});
