import type { ReplyCreatedResponse, ThreadCreatedResponse, ThreadDetail, ThreadPage } from '@dd/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '../../lib/account-key';
import { api } from '../../lib/api-client';

/** Under ACCOUNT_KEY: the `blocked` flags depend on who is looking, so a login or logout drops them. */
export const forumKeys = {
  all: [...ACCOUNT_KEY, 'forum'] as const,
  lists: [...ACCOUNT_KEY, 'forum', 'list'] as const,
  list: (page: number) => [...ACCOUNT_KEY, 'forum', 'list', page] as const,
  thread: (id: number) => [...ACCOUNT_KEY, 'forum', 'thread', id] as const,
};

/** GET /api/forum/threads?page=: newest activity first; the previous page stays on screen while the next loads. */
export function useThreadList(page: number) {
  return useQuery({
    queryKey: forumKeys.list(page),
    queryFn: ({ signal }) => api<ThreadPage>(`/api/forum/threads?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** GET /api/forum/thread/{id}: the thread and its replies, flat and oldest first. */
export function useThread(id: number | null) {
  return useQuery({
    queryKey: forumKeys.thread(id ?? 0),
    queryFn: ({ signal }) => api<ThreadDetail>(`/api/forum/thread/${id ?? 0}`, { signal }),
    enabled: id !== null,
    staleTime: 5_000,
  });
}

/** Posting or deleting changes the thread, the list's order and counts, the member's points and profile. */
function refreshAfterWrite(queryClient: QueryClient, threadId: number | null): Promise<unknown> {
  return Promise.all([
    threadId === null ? null : queryClient.invalidateQueries({ queryKey: forumKeys.thread(threadId) }),
    queryClient.invalidateQueries({ queryKey: forumKeys.lists }),
    queryClient.invalidateQueries({ queryKey: [...ACCOUNT_KEY, 'points'] }),
    queryClient.invalidateQueries({ queryKey: [...ACCOUNT_KEY, 'profile'] }),
    queryClient.invalidateQueries({ queryKey: [...ACCOUNT_KEY, 'user-profile'] }),
  ]);
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
      });
      void refreshAfterWrite(queryClient, null);
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
    onSuccess: (_response, variables) => refreshAfterWrite(queryClient, variables.threadId),
  });
}

/** DELETE /api/forum/thread/{id}. */
export function useDeleteThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threadId: number) => api<{ success: true }>(`/api/forum/thread/${threadId}`, { method: 'DELETE' }),
    onSuccess: (_response, threadId) => {
      queryClient.removeQueries({ queryKey: forumKeys.thread(threadId) });
      return refreshAfterWrite(queryClient, null);
    },
  });
}

/** DELETE /api/forum/reply/{id}; the thread is read again (a reply with answers stays as a placeholder). */
export function useDeleteReply(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyId: number) => api<{ success: true }>(`/api/forum/reply/${replyId}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfterWrite(queryClient, threadId),
  });
}
