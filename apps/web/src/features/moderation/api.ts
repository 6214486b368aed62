import type { BlocksResponse, ReportsResponse } from '@dd/contracts';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAccount } from '../../lib/account-key';
import { api } from '../../lib/api-client';
import { moderationKeys, RESOLVE_REPORT_KEY } from './query-keys';
import type { ReportRequest } from './report-form';
import { withUpdatedReport, type ReportFilters } from './report-filters';

interface BlockStatus {
  success: true;
  blocked: boolean;
}
interface ReportCreated {
  success: true;
  report_id: number;
  created: boolean;
}
interface ResolveResponse {
  success: true;
  report: ReportsResponse['reports'][number];
}

/** POST /api/moderation/report/user or /content. */
export function useSubmitReport() {
  return useMutation({
    mutationFn: (request: ReportRequest) => api<ReportCreated>(request.path, { method: 'POST', body: request.body }),
  });
}

/** GET /api/moderation/block-status/{userId}: did the viewer block them. */
export function useBlockStatus(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: moderationKeys.blockStatus(userId),
    queryFn: ({ signal }) => api<BlockStatus>(`/api/moderation/block-status/${userId}`, { signal }),
    enabled,
    staleTime: 30_000,
  });
}

/**
 * POST /api/moderation/block or DELETE /api/moderation/block?blocked_id=; the button turns at once
 * (optimistic) and turns back when the call fails.
 */
export function useSetBlocked(userId: number) {
  const queryClient = useQueryClient();
  const key = moderationKeys.blockStatus(userId);
  return useMutation({
    mutationFn: (block: boolean) =>
      block
        ? api<BlockStatus>('/api/moderation/block', { method: 'POST', body: { blocked_id: userId } })
        : api<BlockStatus>(`/api/moderation/block?blocked_id=${userId}`, { method: 'DELETE' }),
    onMutate: async (block) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BlockStatus>(key);
      queryClient.setQueryData<BlockStatus>(key, { success: true, blocked: block });
      return { previous };
    },
    onError: (_error, _block, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      else void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (response) => {
      queryClient.setQueryData<BlockStatus>(key, response);
    },
    onSettled: () => {
      // The blocks list changed, and blocking removes their follow of the viewer: the follow counts too.
      void invalidateAccount(queryClient);
    },
  });
}

/** GET /api/moderation/blocks: the members the viewer blocked, newest first. */
export function useBlocks(enabled: boolean) {
  return useQuery({
    queryKey: moderationKeys.blocks,
    queryFn: ({ signal }) => api<BlocksResponse>('/api/moderation/blocks', { signal }),
    enabled,
    staleTime: 0,
  });
}

/** DELETE /api/moderation/block?blocked_id= from the blocked-users list. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockedId: number) =>
      api<BlockStatus>(`/api/moderation/block?blocked_id=${blockedId}`, { method: 'DELETE' }),
    onSuccess: (_response, blockedId) => {
      queryClient.setQueryData<BlocksResponse>(moderationKeys.blocks, (data) =>
        data ? { blocks: data.blocks.filter((b) => b.blocked_id !== blockedId) } : data,
      );
      queryClient.setQueryData<BlockStatus>(moderationKeys.blockStatus(blockedId), { success: true, blocked: false });
    },
  });
}

/** GET /api/moderation/reports?type=&status= (admin). */
export function useReports(filters: ReportFilters) {
  return useQuery({
    queryKey: moderationKeys.reports(filters),
    queryFn: ({ signal }) =>
      api<ReportsResponse>(`/api/moderation/reports?type=${filters.type}&status=${filters.status}`, { signal }),
    staleTime: 0,
  });
}

/** POST /api/moderation/reports/{id}/resolve (admin). */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: RESOLVE_REPORT_KEY,
    mutationFn: (input: { id: number; status: 'resolved' | 'dismissed'; adminNotes: string }) =>
      api<ResolveResponse>(`/api/moderation/reports/${input.id}/resolve`, {
        method: 'POST',
        body: { status: input.status, admin_notes: input.adminNotes.trim() || null },
      }),
    onSuccess: (response) => {
      // Every cached list at once: changed in place, or without the report where it no longer fits the list's
      // filters (resolved from 'Pending'). A list it now belongs to reads fresh when shown (staleTime 0), as
      // does the dashboard's 'Open reports' figure.
      for (const [key, data] of queryClient.getQueriesData<ReportsResponse>({ queryKey: moderationKeys.reportsRoot })) {
        const filters = key[key.length - 1] as ReportFilters;
        if (data) queryClient.setQueryData(key, { reports: withUpdatedReport(data.reports, response.report, filters) });
      }
    },
  });
}

/** The report the last Resolve or Dismiss changed (for the list to say so once the report left it). */
export function useLastDecidedReport(): ResolveResponse['report'] | undefined {
  const done = useMutationState({
    filters: { mutationKey: RESOLVE_REPORT_KEY, status: 'success' },
    select: (mutation) => (mutation.state.data as ResolveResponse | undefined)?.report,
  });
  return done.at(-1);
}
