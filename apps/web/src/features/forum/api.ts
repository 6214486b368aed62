import { forumEndpoints, type ReplyPage, type ThreadDetail } from '@dd/contracts';
import {
  keepPreviousData,
  useMutation,
  useMutationState,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateAccount } from '../../lib/account-key';
import { call } from '../../lib/api-client';
import { forumKeys } from './query-keys';
import type { LoadedPage, PageRequest } from './reply-pages';

/** A page of threads: newest activity first; the previous page stays on screen while the next loads. */
export function useThreadList(page: number) {
  return useQuery({
    queryKey: forumKeys.list(page),
    queryFn: ({ signal }) => call(forumEndpoints.threads, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/**
 * The thread and the first page of its replies, flat and oldest first. Not read while this tab
 * deletes the thread or after it did: the push event and the account refresh would otherwise ask for it
 * once more and get a 404 before the page moves on.
 */
export function useThread(id: number | null) {
  const deletedHere = useThreadDeletedHere(id);
  const query = useQuery({
    queryKey: forumKeys.thread(id ?? 0),
    queryFn: ({ signal }) => call(forumEndpoints.thread, { params: { id: id ?? 0 }, query: {} }, { signal }),
    enabled: id !== null && !deletedHere,
    staleTime: 5_000,
  });
  return { query, deletedHere };
}

/**
 * The thread's later reply pages: the ones pages the reader asked for (reply-pages.ts), each keyed under
 * the thread's key, so whatever reads the thread again (push, a reply, a delete) reads them again too.
 */
export function useReplyPages(threadId: number, requests: readonly PageRequest[]): LoadedPage[] {
  const combine = useCallback(
    (results: Array<{ data: ReplyPage | undefined }>): LoadedPage[] =>
      results.map((result, i) => ({ request: requests[i]!, page: result.data })),
    [requests],
  );
  return useQueries({
    queries: requests.map((request) => ({
      queryKey: forumKeys.replyPage(threadId, request.under, request.after),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(
          forumEndpoints.replies,
          {
            params: { id: threadId },
            query: request.under === null ? { after: request.after } : { after: request.after, under: request.under },
          },
          { signal },
        ),
      staleTime: 5_000,
    })),
    // Stable while the results are: the page's memoised tree is built again only when a page changed.
    combine,
  });
}

const DELETE_THREAD_KEY = [...forumKeys.all, 'delete-thread'] as const;

/** True from the moment this tab asks to delete thread `id` until that fails; after success, for good. */
function useThreadDeletedHere(id: number | null): boolean {
  const deleting = useMutationState({
    filters: {
      mutationKey: DELETE_THREAD_KEY,
      predicate: (mutation) => mutation.state.variables === id && mutation.state.status !== 'error',
    },
  });
  return id !== null && deleting.length > 0;
}

export interface NewThread {
  title: string;
  content: string;
  image: File | null;
}

/** Starts a thread, sent as a multipart form (with the photo when there is one). */
export function useCreateThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, content, image }: NewThread) => {
      const form = new FormData();
      form.set('title', title);
      form.set('content', content);
      if (image) form.set('image', image, image.name);
      return call(forumEndpoints.createThread, { form });
    },
    onSuccess: (response) => {
      queryClient.setQueryData<ThreadDetail>(forumKeys.thread(response.thread.id), {
        thread: response.thread,
        replies: [],
        nextCursor: null,
        subthreads: [],
      });
      // The list, and the member's points and profile (other features' data): every account query goes stale.
      void invalidateAccount(queryClient);
    },
  });
}

export interface NewReply {
  threadId: number;
  content: string;
  parentId: number | null;
}

/** Replies {thread_id, content, parent_id}; the thread and the list are read again after it. */
export function useCreateReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, content, parentId }: NewReply) =>
      call(forumEndpoints.reply, { body: { thread_id: threadId, content, parent_id: parentId } }),
    onSuccess: () => invalidateAccount(queryClient),
  });
}

/** Deletes a thread. */
export function useDeleteThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: DELETE_THREAD_KEY,
    mutationFn: (threadId: number) => call(forumEndpoints.deleteThread, { params: { id: threadId } }),
    onSuccess: (_response, threadId) => {
      queryClient.removeQueries({ queryKey: forumKeys.thread(threadId) });
      return invalidateAccount(queryClient);
    },
  });
}

/** Deletes a reply; the thread is read again (a reply with answers stays as a placeholder). */
export function useDeleteReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyId: number) => call(forumEndpoints.deleteReply, { params: { id: replyId } }),
    onSuccess: () => invalidateAccount(queryClient),
  });
}
