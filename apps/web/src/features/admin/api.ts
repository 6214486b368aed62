import type {
  AdminStats,
  AdminSubscriber,
  AdminSubscribersResponse,
  AdminSuggestion,
  AdminSuggestionsResponse,
  AdminUser,
  AdminUsersResponse,
  ClickReport,
  FairPlayReport,
} from '@dd/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/use-session';
import { api, ApiError } from '../../lib/api-client';
import { clearSession, readToken } from '../../lib/session-storage';
import { attachmentName, queryString } from './admin-format';
import { adminKeys, type SubscriberStatusFilter, type SuggestionStatusFilter } from './query-keys';

/**
 * The pages call their queries above AdminLayout's guard: a visitor or member being sent away must not
 * ask the server for admin data first (it would answer 401/403).
 */
function useIsAdmin(): boolean {
  const { loggedIn, user } = useSession();
  return loggedIn && user?.is_admin === true;
}

/** GET /api/admin/stats */
export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => api<AdminStats>('/api/admin/stats', { signal }),
    enabled: useIsAdmin(),
    staleTime: 0,
  });
}

/** GET /api/admin/users?q=&page= (the previous page stays on screen while the next one loads). */
export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: ({ signal }) => api<AdminUsersResponse>(`/api/admin/users${queryString({ q, page })}`, { signal }),
    enabled: useIsAdmin(),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** PUT /api/admin/users/{id}/admin {is_admin} */
export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isAdmin }: { id: number; isAdmin: boolean }) =>
      api<{ user: AdminUser }>(`/api/admin/users/${id}/admin`, { method: 'PUT', body: { is_admin: isAdmin } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.usersAll }),
  });
}

/** GET /api/admin/clicks?from=&to= */
export function useClickReport(from: string, to: string) {
  return useQuery({
    queryKey: adminKeys.clicks(from, to),
    queryFn: ({ signal }) => api<ClickReport>(`/api/admin/clicks${queryString({ from, to })}`, { signal }),
    enabled: useIsAdmin(),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/subscribers?status=&q=&page= */
export function useAdminSubscribers(status: SubscriberStatusFilter, q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.subscribers(status, q, page),
    queryFn: ({ signal }) =>
      api<AdminSubscribersResponse>(`/api/admin/subscribers${queryString({ status, q, page })}`, { signal }),
    enabled: useIsAdmin(),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /api/admin/subscribers/{id}/unsubscribe */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ subscriber: AdminSubscriber }>(`/api/admin/subscribers/${id}/unsubscribe`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.subscribersAll });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

/** GET /api/admin/suggestions?status=&page= */
export function useAdminSuggestions(status: SuggestionStatusFilter, page: number) {
  return useQuery({
    queryKey: adminKeys.suggestions(status, page),
    queryFn: ({ signal }) =>
      api<AdminSuggestionsResponse>(`/api/admin/suggestions${queryString({ status, page })}`, { signal }),
    enabled: useIsAdmin(),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /api/admin/suggestions/{id}/accept|dismiss */
export function useSuggestionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'accept' | 'dismiss' }) =>
      api<{ suggestion: AdminSuggestion }>(`/api/admin/suggestions/${id}/${action}`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.suggestionsAll });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

/** GET /api/admin/fair-play: today's and the last 7 days' busiest pairs and top game earners. */
export function useFairPlayReport() {
  return useQuery({
    queryKey: adminKeys.fairPlay,
    queryFn: ({ signal }) => api<FairPlayReport>('/api/admin/fair-play', { signal }),
    enabled: useIsAdmin(),
    staleTime: 0,
  });
}

/**
 * GET /api/admin/subscribers/export.csv with the bearer token, saved through a temporary object URL and
 * an `a[download]` (a plain link could not send the token).
 */
export async function downloadSubscribersCsv(filter: { status: SubscriberStatusFilter; q: string }): Promise<void> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`/api/admin/subscribers/export.csv${queryString(filter)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'Network error', false);
  }
  if (!response.ok) {
    if (response.status === 401 && token && token === readToken()) clearSession();
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    const message = typeof body?.error === 'string' ? body.error : null;
    throw new ApiError(response.status, message ?? `Request failed (${response.status})`, message !== null);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition'), 'subscribers.csv');
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is not needed after this turn.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
