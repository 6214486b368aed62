import type { UnreadCountResponse } from '@dd/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '../../lib/account-key';

/** The member's notifications: under ACCOUNT_KEY, so a login or logout drops them. */
export const notificationKeys = {
  all: [...ACCOUNT_KEY, 'notifications'] as const,
  unread: [...ACCOUNT_KEY, 'notifications', 'unread'] as const,
  /** Every list below: the push reads them all again. */
  list: [...ACCOUNT_KEY, 'notifications', 'list'] as const,
  /** The bell's dropdown: the latest few. */
  latest: [...ACCOUNT_KEY, 'notifications', 'list', 'latest'] as const,
  /** `/notifications`: the pages loaded so far. */
  pages: [...ACCOUNT_KEY, 'notifications', 'list', 'pages'] as const,
  preferences: [...ACCOUNT_KEY, 'notifications', 'preferences'] as const,
};

/**
 * A `notification.new` push: the badge takes the count the event carries at once, and the lists on screen read
 * again (the event carries no content).
 */
export async function notificationsChanged(queryClient: QueryClient, unread: number): Promise<void> {
  queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unread, { unread });
  await queryClient.invalidateQueries({ queryKey: notificationKeys.list });
}

/** Push came (back) up: events may have been missed. */
export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
