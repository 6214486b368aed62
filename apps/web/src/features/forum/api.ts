import type { ReplyCreatedResponse, ReplyPage, ThreadCreatedResponse, ThreadDetail, ThreadPage } from '@dd/contracts';
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
import { api } from '../../lib/api-client';
import { forumKeys } from './query-keys';
import type { LoadedPage, PageRequest } from './reply-pages';

/** GET /api/forum/threads?page=: newest activity first; the previous page stays on screen while the next loads. */
export function useThreadList(page: number) {
  return useQuery({
    queryKey: forumKeys.list(page),
    queryFn: ({ signal }) => api<ThreadPage>(`/api/forum/threads?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/**
 * GET /api/forum/thread/{id}: the thread and the first page of its replies, flat and oldest first. Not read while this tab
 * deletes the thread or after it did: the push event and the account refresh would otherwise ask for it
 * once more and get a 404 before the page moves on.
 */
export function useThread(id: number | null) {
  const deletedHere = useThreadDeletedHere(id);
  const query = useQuery({
    queryKey: forumKeys.thread(id ?? 0),
    queryFn: ({ signal }) => api<ThreadDetail>(`/api/forum/thread/${id ?? 0}`, { signal }),
    enabled: id !== null && !deletedHere,
    staleTime: 5_000,
  });
  return { query, deletedHere };
}

/**
 * GET /api/forum/thread/{id}/replies: the later pages the reader asked for (reply-pages.ts), each keyed under
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
      queryFn: ({ signal }: { signal: AbortSignal }) => {
        const params = new URLSearchParams({ after: request.after });
        if (request.under !== null) params.set('under', String(request.under));
        return api<ReplyPage>(`/api/forum/thread/${threadId}/replies?${params.toString()}`, { signal });
      },
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

/** POST /api/forum/threads: JSON, or multipart when a photo goes with it. */
export function useCreateThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, content, image }: NewThread) => {
      if (!image) return api<ThreadCreatedResponse>('/api/forum/threads', { method: 'POST', body: { title, content } });
      const form = new FormData();
      form.set('title', title);
      form.set('content', content);
      form.set('image', image, image.name);
      return api<ThreadCreatedResponse>('/api/forum/threads', { method: 'POST', body: form });
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

/** POST /api/forum/reply {thread_id, content, parent_id}; the thread and the list are read again after it. */
export function useCreateReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, content, parentId }: NewReply) =>
      api<ReplyCreatedResponse>('/api/forum/reply', {
        method: 'POST',
        body: { thread_id: threadId, content, parent_id: parentId },
      }),
    onSuccess: () => invalidateAccount(queryClient),
  });
}

/** DELETE /api/forum/thread/{id}. */
export function useDeleteThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: DELETE_THREAD_KEY,
    mutationFn: (threadId: number) => api<{ success: true }>(`/api/forum/thread/${threadId}`, { method: 'DELETE' }),
    onSuccess: (_response, threadId) => {
      queryClient.removeQueries({ queryKey: forumKeys.thread(threadId) });
      return invalidateAccount(queryClient);
    },
  });
}

/** DELETE /api/forum/reply/{id}; the thread is read again (a reply with answers stays as a placeholder). */
export function useDeleteReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyId: number) => api<{ success: true }>(`/api/forum/reply/${replyId}`, { method: 'DELETE' }),
    onSuccess: () => invalidateAccount(queryClient),
  });
}
