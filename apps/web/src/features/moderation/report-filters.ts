import { ADMIN_TEXT, MODERATION_TEXT, REPORT_STATUSES, type ModerationReport } from '@dd/contracts';
import { ApiError, errorMessage } from '../../lib/api-client';

export const REPORT_TYPE_FILTERS = ['all', 'user', 'content'] as const;
export type ReportTypeFilter = (typeof REPORT_TYPE_FILTERS)[number];
export const REPORT_STATUS_FILTERS = [...REPORT_STATUSES, 'all'] as const;
export type ReportStatusFilter = (typeof REPORT_STATUS_FILTERS)[number];

export interface ReportFilters {
  type: ReportTypeFilter;
  status: ReportStatusFilter;
}

export const DEFAULT_REPORT_FILTERS: ReportFilters = { type: 'all', status: 'pending' };

export const TYPE_FILTER_LABELS: Record<ReportTypeFilter, string> = { all: 'All', user: 'User', content: 'Content' };

function pick<T extends string>(options: readonly T[], raw: string | null, fallback: T): T {
  return raw !== null && (options as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

/** The dashboard's filters from its query string; unknown values fall back to All / pending. */
export function filtersFromSearch(params: URLSearchParams): ReportFilters {
  return {
    type: pick(REPORT_TYPE_FILTERS, params.get('type'), DEFAULT_REPORT_FILTERS.type),
    status: pick(REPORT_STATUS_FILTERS, params.get('status'), DEFAULT_REPORT_FILTERS.status),
  };
}

/** The query string of the filters; the defaults are left out so the plain URL stays clean. */
export function searchFromFilters(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type !== DEFAULT_REPORT_FILTERS.type) params.set('type', filters.type);
  if (filters.status !== DEFAULT_REPORT_FILTERS.status) params.set('status', filters.status);
  return params;
}

/** Resolve is off when the report is already resolved, Dismiss when it is already dismissed. */
export function reportActions(status: ModerationReport['status']): { canResolve: boolean; canDismiss: boolean } {
  return { canResolve: status !== 'resolved', canDismiss: status !== 'dismissed' };
}

/** A report is about a user when it names no content. */
export function reportKind(report: Pick<ModerationReport, 'content_type'>): 'user' | 'content' {
  return report.content_type ? 'content' : 'user';
}

/** Whether a report belongs in the list shown with these filters. */
export function reportMatches(report: ModerationReport, filters: ReportFilters): boolean {
  return (
    (filters.type === 'all' || reportKind(report) === filters.type) &&
    (filters.status === 'all' || report.status === filters.status)
  );
}

/**
 * A list shown with `filters` once `updated` changed: the report is replaced in place, or taken out when it no
 * longer matches (a report resolved from 'Pending' leaves it at once, without waiting for a refetch).
 */
export function withUpdatedReport(
  reports: ModerationReport[],
  updated: ModerationReport,
  filters: ReportFilters,
): ModerationReport[] {
  if (!reports.some((r) => r.id === updated.id)) return reports;
  return reportMatches(updated, filters)
    ? reports.map((r) => (r.id === updated.id ? updated : r))
    : reports.filter((r) => r.id !== updated.id);
}

/**
 * What the dashboard shows instead of the list when loading fails (storefront spec sections 6 and 8):
 * 'Not authenticated' for a 401, the admin-only text for a 403 (neither can be retried), else the
 * server's message or 'Failed to fetch reports'.
 */
export function reportsLoadError(error: unknown): { title: string; retry: boolean } {
  if (error instanceof ApiError && error.status === 401) return { title: ADMIN_TEXT.notAuthenticated, retry: false };
  if (error instanceof ApiError && error.status === 403) return { title: ADMIN_TEXT.adminOnlyPage, retry: false };
  return { title: errorMessage(error, MODERATION_TEXT.fetchReportsFailed), retry: true };
}

/** A failed Resolve/Dismiss: the server's message (e.g. 'This report is already resolved.'), else the fallback. */
export function resolveErrorMessage(error: unknown): string {
  return errorMessage(error, MODERATION_TEXT.resolveReportFailed);
}
