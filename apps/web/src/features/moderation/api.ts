import { moderationEndpoints, type BlocksResponse, type EndpointResponse, type ReportsResponse } from '@dd/contracts';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAccount } from '../../lib/account-key';
import { call } from '../../lib/api-client';
import { useFreshQuery } from '../../lib/use-fresh-query';
import { moderationKeys, RESOLVE_REPORT_KEY } from './query-keys';
import type { ReportRequest } from './report-form';
import { withUpdatedReport, type ReportFilters } from './report-filters';

type BlockStatus = EndpointResponse<typeof moderationEndpoints.blockStatus>;
type ResolveResponse = EndpointResponse<typeof moderationEndpoints.resolveReport>;

/** Reports a member or a forum post. */
export function useSubmitReport() {
  return useMutation({
    mutationFn: (request: ReportRequest) =>
      request.kind === 'user'
        ? call(moderationEndpoints.reportUser, { body: request.body })
        : call(moderationEndpoints.reportContent, { body: request.body }),
  });
}

/** Whether the viewer blocked this member: did the viewer block them. */
export function useBlockStatus(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: moderationKeys.blockStatus(userId),
    queryFn: ({ signal }) => call(moderationEndpoints.blockStatus, { params: { userId } }, { signal }),
    enabled,
    staleTime: 30_000,
  });
}

/**
 * Blocks or unblocks the member; the button turns at once
 * (optimistic) and turns back when the call fails.
 */
export function useSetBlocked(userId: number) {
  const queryClient = useQueryClient();
  const key = moderationKeys.blockStatus(userId);
  return useMutation({
    mutationFn: (block: boolean) =>
      block
        ? call(moderationEndpoints.block, { body: { blocked_id: userId } })
        : call(moderationEndpoints.unblock, { query: { blocked_id: userId } }),
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

/** The members the viewer blocked, newest first. */
export function useBlocks(enabled: boolean) {
  return useFreshQuery(moderationKeys.blocks, moderationEndpoints.blocks, {}, { enabled });
}

/** Unblocks from the blocked-users list. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockedId: number) => call(moderationEndpoints.unblock, { query: { blocked_id: blockedId } }),
    onSuccess: (_response, blockedId) => {
      queryClient.setQueryData<BlocksResponse>(moderationKeys.blocks, (data) =>
        data ? { blocks: data.blocks.filter((b) => b.blocked_id !== blockedId) } : data,
      );
      queryClient.setQueryData<BlockStatus>(moderationKeys.blockStatus(blockedId), { success: true, blocked: false });
    },
  });
}

/** The reports with these filters (admin). */
export function useReports(filters: ReportFilters) {
  return useFreshQuery(moderationKeys.reports(filters), moderationEndpoints.reports, {
    query: { type: filters.type, status: filters.status },
  });
}

/** Resolves or dismisses a report (admin). */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: RESOLVE_REPORT_KEY,
    mutationFn: (input: { id: number; status: 'resolved' | 'dismissed'; adminNotes: string }) =>
      call(moderationEndpoints.resolveReport, {
        params: { id: input.id },
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
