import { adminEndpoints, fairPlayEndpoints, type Endpoint, type EndpointInput } from '@dd/contracts';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSession } from '../../lib/use-session';
import { call, callRaw } from '../../lib/api-client';
import { saveDownload } from '../../lib/download-file';
import { useFreshQuery } from '../../lib/use-fresh-query';
import { withoutEmpty } from './admin-format';
import { adminKeys, type SubscriberStatusFilter, type SuggestionStatusFilter } from './query-keys';

/**
 * The pages call their queries above AdminLayout's guard: a visitor or member being sent away must not
 * ask the server for admin data first (it would answer 401/403).
 */
function useIsAdmin(): boolean {
  const { loggedIn, user } = useSession();
  return loggedIn && user?.is_admin === true;
}

/** A list or report an admin pages or filters through: the answer on screen stays while the next one loads. */
function useAdminList<E extends Endpoint>(queryKey: QueryKey, endpoint: E, input: EndpointInput<E>) {
  return useFreshQuery(queryKey, endpoint, input, { enabled: useIsAdmin(), keepPrevious: true });
}

/** The dashboard's counts (`adminEndpoints.stats`). */
export function useAdminStats() {
  return useFreshQuery(adminKeys.stats, adminEndpoints.stats, {}, { enabled: useIsAdmin() });
}

/** One page of users, by search text (the previous page stays on screen while the next one loads). */
export function useAdminUsers(q: string, page: number) {
  return useAdminList(adminKeys.users(q, page), adminEndpoints.users, { query: withoutEmpty({ q, page }) });
}

/** Grants or removes a user's admin rights (`adminEndpoints.setAdmin`). */
export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isAdmin }: { id: number; isAdmin: boolean }) =>
      call(adminEndpoints.setAdmin, { params: { id }, body: { is_admin: isAdmin } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.usersAll }),
  });
}

/** The outbound-click report for UTC days from/to (`adminEndpoints.clicks`). */
export function useClickReport(from: string, to: string) {
  return useAdminList(adminKeys.clicks(from, to), adminEndpoints.clicks, { query: withoutEmpty({ from, to }) });
}

/** One page of newsletter subscriptions, by status and search text (`adminEndpoints.subscribers`). */
export function useAdminSubscribers(status: SubscriberStatusFilter, q: string, page: number) {
  return useAdminList(adminKeys.subscribers(status, q, page), adminEndpoints.subscribers, {
    query: withoutEmpty({ status, q, page }),
  });
}

/** Unsubscribes one subscription (`adminEndpoints.unsubscribe`). */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminEndpoints.unsubscribe, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.subscribersAll });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

/** One page of product suggestions, by status (`adminEndpoints.suggestions`). */
export function useAdminSuggestions(status: SuggestionStatusFilter, page: number) {
  return useAdminList(adminKeys.suggestions(status, page), adminEndpoints.suggestions, {
    query: withoutEmpty({ status, page }),
  });
}

/** Accepts or dismisses a suggestion (`adminEndpoints.acceptSuggestion` / `dismissSuggestion`). */
export function useSuggestionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'accept' | 'dismiss' }) =>
      call(action === 'accept' ? adminEndpoints.acceptSuggestion : adminEndpoints.dismissSuggestion, {
        params: { id },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.suggestionsAll });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

/** Fair play (`fairPlayEndpoints.report`): today's and the last 7 days' busiest pairs and top game earners. */
export function useFairPlayReport() {
  return useFreshQuery(adminKeys.fairPlay, fairPlayEndpoints.report, {}, { enabled: useIsAdmin() });
}

/**
 * The subscriptions as CSV (`adminEndpoints.exportSubscribers`, with the bearer token), saved through a
 * temporary object URL and an `a[download]` (a plain link could not send the token).
 */
export async function downloadSubscribersCsv(filter: { status: SubscriberStatusFilter; q: string }): Promise<void> {
  const response = await callRaw(adminEndpoints.exportSubscribers, { query: withoutEmpty(filter) });
  await saveDownload(response, 'subscribers.csv');
}
