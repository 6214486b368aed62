import type { ModerationReport } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  filtersFromSearch,
  reportActions,
  reportKind,
  reportsLoadError,
  resolveErrorMessage,
  searchFromFilters,
  withUpdatedReport,
} from './report-filters';

describe('filtersFromSearch', () => {
  it.each([
    ['defaults to all types and pending reports', '', { type: 'all', status: 'pending' }],
    ['reads known values', 'type=content&status=resolved', { type: 'content', status: 'resolved' }],
    ['ignores unknown values', 'type=posts&status=done', { type: 'all', status: 'pending' }],
    ['reads every status', 'status=all', { type: 'all', status: 'all' }],
  ])('%s: ?%s', (_, search, filters) => {
    expect(filtersFromSearch(new URLSearchParams(search))).toEqual(filters);
  });
});

describe('searchFromFilters', () => {
  it('leaves the defaults out and round-trips the rest', () => {
    expect(searchFromFilters({ type: 'all', status: 'pending' }).toString()).toBe('');
    const params = searchFromFilters({ type: 'user', status: 'dismissed' });
    expect(params.toString()).toBe('type=user&status=dismissed');
    expect(filtersFromSearch(params)).toEqual({ type: 'user', status: 'dismissed' });
  });
});

describe('reportActions', () => {
  it('disables Resolve on a resolved report and Dismiss on a dismissed one', () => {
    expect(reportActions('pending')).toEqual({ canResolve: true, canDismiss: true });
    expect(reportActions('reviewed')).toEqual({ canResolve: true, canDismiss: true });
    expect(reportActions('resolved')).toEqual({ canResolve: false, canDismiss: true });
    expect(reportActions('dismissed')).toEqual({ canResolve: true, canDismiss: false });
  });
});

describe('reportKind', () => {
  it('tells user reports from content reports', () => {
    expect(reportKind({ content_type: null })).toBe('user');
    expect(reportKind({ content_type: 'reply' })).toBe('content');
  });
});

describe('withUpdatedReport', () => {
  const report = (id: number, over: Partial<ModerationReport> = {}): ModerationReport => ({
    id,
    status: 'pending',
    created_at: '2026-01-01T00:00:00.000Z',
    reporter_id: 1,
    reporter_username: 'snitch',
    reported_user_id: 2,
    reported_username: 'rowdy',
    content_type: null,
    content_id: null,
    thread_id: null,
    content_excerpt: null,
    reason: 'spam',
    description: null,
    admin_notes: null,
    resolved_at: null,
    ...over,
  });
  const list = [report(1), report(2), report(3, { content_type: 'thread', content_id: 9 })];
  const resolved = report(2, { status: 'resolved', admin_notes: 'Warned.', resolved_at: '2026-01-02T00:00:00.000Z' });

  it("takes a resolved report out of the 'Pending' lists at once", () => {
    expect(withUpdatedReport(list, resolved, { type: 'all', status: 'pending' }).map((r) => r.id)).toEqual([1, 3]);
    expect(withUpdatedReport(list, resolved, { type: 'user', status: 'pending' }).map((r) => r.id)).toEqual([1, 3]);
  });

  it('changes it in place where it still fits: every status, or its new one', () => {
    for (const status of ['all', 'resolved'] as const) {
      const shown = withUpdatedReport(list, resolved, { type: 'all', status });
      expect(shown.map((r) => [r.id, r.status])).toEqual([
        [1, 'pending'],
        [2, 'resolved'],
        [3, 'pending'],
      ]);
    }
  });

  it('leaves a list without the report as it is', () => {
    const others = [report(1)];
    expect(withUpdatedReport(others, resolved, { type: 'all', status: 'pending' })).toBe(others);
  });
});

describe('reportsLoadError', () => {
  // The access texts for 401 and 403 come without a retry; otherwise the server's message, else the fallback.
  it.each([
    [new ApiError(401, 'Authentication required.', true), 'Not authenticated', false],
    [
      new ApiError(403, 'Admin access required', true),
      'Access Denied: You must be an admin to access this page',
      false,
    ],
    [new ApiError(400, 'Invalid status', true), 'Invalid status', true],
    [new ApiError(500, 'Request failed (500)', false), 'Failed to fetch reports', true],
  ])('answers %s with its title and whether to retry', (error, title, retry) => {
    expect(reportsLoadError(error)).toEqual({ title, retry });
  });
});

describe('resolveErrorMessage', () => {
  it("prefers the server's message over 'Failed to resolve report'", () => {
    expect(resolveErrorMessage(new ApiError(409, 'This report is already resolved.', true))).toBe(
      'This report is already resolved.',
    );
    expect(resolveErrorMessage(new ApiError(0, 'Network error', false))).toBe('Failed to resolve report');
  });
});
