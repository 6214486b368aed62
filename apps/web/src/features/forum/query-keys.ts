import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '../../lib/account-key';

/** Under ACCOUNT_KEY: the `blocked` flags depend on who is looking, so a login or logout drops them. */
export const forumKeys = {
  all: [...ACCOUNT_KEY, 'forum'] as const,
  lists: [...ACCOUNT_KEY, 'forum', 'list'] as const,
  list: (page: number) => [...ACCOUNT_KEY, 'forum', 'list', page] as const,
  thread: (id: number) => [...ACCOUNT_KEY, 'forum', 'thread', id] as const,
  /** A later page of a thread's replies (under the thread's key: read again with it). */
  replyPage: (id: number, under: number | null, after: string) =>
    [...ACCOUNT_KEY, 'forum', 'thread', id, 'replies', under ?? 'top', after] as const,
};

/** The thread changed: read it again if it is on screen (a deleted one then shows its not-found state). */
export function invalidateThread(queryClient: QueryClient, threadId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: forumKeys.thread(threadId) });
}

/**
 * The thread list's order or counts changed. Page 1, where new activity shows, is read again while it is on
 * screen; later pages are only marked stale, so nothing moves under someone reading them (the list page
 * offers a refresh instead, see useListIsBehind) and they are read again when next shown.
 */
export async function refreshThreadLists(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: forumKeys.lists, refetchType: 'none' });
  await queryClient.invalidateQueries({ queryKey: forumKeys.list(1) });
}

/** A reply was posted or deleted, or the thread deleted: the thread and the list's order and counts. */
export async function threadChanged(queryClient: QueryClient, threadId: number): Promise<void> {
  await Promise.all([invalidateThread(queryClient, threadId), refreshThreadLists(queryClient)]);
}

/** Everything the forum shows, read again where it is on screen (after push was down and events were missed). */
export function invalidateForum(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: forumKeys.all });
}
