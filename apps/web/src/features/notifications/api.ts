import {
  NOTIFICATION_LIMITS,
  notificationEndpoints,
  type MarkNotificationsReadRequest,
  type NotificationPreferences,
  type NotificationsResponse,
  type UnreadCountResponse,
} from '@dd/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { useFreshQuery } from '../../lib/use-fresh-query';
import { applyOptimisticRead } from './optimistic-read';
import { notificationKeys } from './query-keys';

/** The badge's read without push: often enough to notice, rare enough for an idle tab (only while it is shown). */
export const UNREAD_POLL_MS = 30_000;
/** With push up every change arrives as `notification.new`: the read is only a safety net. */
export const UNREAD_PUSH_SAFETY_MS = 5 * 60_000;

/** A list's answer carries the unread count too: the badge takes it, so both always agree. */
function withCount(queryClient: QueryClient, response: NotificationsResponse): NotificationsResponse {
  queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unread, { unread: response.unread });
  return response;
}

/**
 * The bell's count. TanStack Query pauses the interval while the tab is hidden (refetchIntervalInBackground is
 * off), so a tab in the background asks nothing.
 */
export function useUnreadCount(pushUp: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => call(notificationEndpoints.unreadCount, {}, { signal }),
    refetchInterval: pushUp ? UNREAD_PUSH_SAFETY_MS : UNREAD_POLL_MS,
    staleTime: 0,
  });
}

/** The dropdown's latest items, read again each time it opens and on every push. */
export function useLatestNotifications() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: notificationKeys.latest,
    queryFn: async ({ signal }) =>
      withCount(
        queryClient,
        await call(notificationEndpoints.list, { query: { limit: NOTIFICATION_LIMITS.bellLatest } }, { signal }),
      ),
    staleTime: 0,
  });
}

/** `/notifications`: newest first, a page more at each 'Load more'. */
export function useNotificationPages() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationKeys.pages,
    queryFn: async ({ pageParam, signal }) =>
      withCount(
        queryClient,
        await call(notificationEndpoints.list, { query: pageParam === null ? {} : { cursor: pageParam } }, { signal }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/**
 * Marks items (or all) read: the badge and the lists show it at once, and take it back if the server refuses. The
 * server's count wins when it answers; the member's other tabs hear it by push.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: MarkNotificationsReadRequest) => call(notificationEndpoints.read, { body: target }),
    onMutate: async (target) => {
      // A read on its way would otherwise write the old state over the optimistic one.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: notificationKeys.list }),
        queryClient.cancelQueries({ queryKey: notificationKeys.unread }),
      ]);
      return { restore: applyOptimisticRead(queryClient, target) };
    },
    onError: (_error, _target, context) => {
      context?.restore();
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    onSuccess: (answer) => queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unread, answer),
  });
}

export function useNotificationPreferences() {
  return useFreshQuery(notificationKeys.preferences, notificationEndpoints.preferences, {});
}

/** Saves every kind and the digest as the form shows them; the answer is the new state. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      call(notificationEndpoints.updatePreferences, { body: preferences }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}
