import type { MarkNotificationsReadRequest, NotificationsResponse, UnreadCountResponse } from '@dd/contracts';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { notificationKeys } from './query-keys';

type Pages = InfiniteData<NotificationsResponse, string | null>;

const isAll = (target: MarkNotificationsReadRequest): target is { all: true } => 'all' in target;

/** One page with the target's items read; `unread` is the count the badge takes meanwhile. */
export function readInResponse(
  response: NotificationsResponse,
  target: MarkNotificationsReadRequest,
  unread: number,
): NotificationsResponse {
  const ids = isAll(target) ? null : new Set(target.ids);
  return {
    ...response,
    unread,
    items: response.items.map((item) =>
      !item.read && (ids === null || ids.has(item.id)) ? { ...item, read: true } : item,
    ),
  };
}

/**
 * The unread count once the target is read: 0 for all; else one less for each named item a list on screen shows
 * unread (an item no list shows is left to the server's answer, which follows).
 */
export function unreadAfterRead(
  unread: number,
  shown: readonly NotificationsResponse[],
  target: MarkNotificationsReadRequest,
): number {
  if (isAll(target)) return 0;
  const unreadShown = new Set(shown.flatMap((r) => r.items.filter((i) => !i.read).map((i) => i.id)));
  const nowRead = target.ids.filter((id) => unreadShown.has(id)).length;
  return Math.max(0, unread - nowRead);
}

/**
 * Marks the target read in the cache at once (the badge, the dropdown, the page), before the server answers:
 * answers the way back, for a request that fails.
 */
export function applyOptimisticRead(queryClient: QueryClient, target: MarkNotificationsReadRequest): () => void {
  const saved: Array<[QueryKey, unknown]> = [
    ...queryClient.getQueriesData({ queryKey: notificationKeys.list }),
    [notificationKeys.unread, queryClient.getQueryData(notificationKeys.unread)],
  ];
  const latest = queryClient.getQueryData<NotificationsResponse>(notificationKeys.latest);
  const pages = queryClient.getQueryData<Pages>(notificationKeys.pages);
  const shown = [...(latest ? [latest] : []), ...(pages?.pages ?? [])];
  const before = queryClient.getQueryData<UnreadCountResponse>(notificationKeys.unread)?.unread ?? shown[0]?.unread;
  const unread = before === undefined ? 0 : unreadAfterRead(before, shown, target);

  if (before !== undefined) queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unread, { unread });
  if (latest) queryClient.setQueryData(notificationKeys.latest, readInResponse(latest, target, unread));
  if (pages) {
    queryClient.setQueryData<Pages>(notificationKeys.pages, {
      ...pages,
      pages: pages.pages.map((page) => readInResponse(page, target, unread)),
    });
  }
  return () => {
    for (const [key, data] of saved) queryClient.setQueryData(key, data);
  };
}
