import { ADMIN_NOTES_MAX, href, MODERATION_TEXT, reasonLabel, type ModerationReport } from '@dd/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { QueryState } from '../../components/query-state';
import { StateMessage } from '../../components/state-message';
import { AdminLayout } from '../../components/admin/admin-layout';
import { formatDate, plural } from '../../lib/format';
import { FilterChips, Panel, Pill } from '../../components/admin/admin-ui';
import { useLastDecidedReport, useReports, useResolveReport } from './api';
import {
  REPORT_STATUS_FILTERS,
  REPORT_TYPE_FILTERS,
  TYPE_FILTER_LABELS,
  filtersFromSearch,
  reportActions,
  reportKind,
  reportMatches,
  reportsLoadError,
  resolveErrorMessage,
  searchFromFilters,
  type ReportFilters,
  type ReportStatusFilter,
} from './report-filters';
import { InlineAlert } from '../../components/inline-alert';
import { controlClasses } from '../../components/field-frame';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const STATUS_LABELS: Record<ReportStatusFilter, string> = {
  pending: 'Pending',
  reviewed: 'Reviewed',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
  all: 'All',
};
const STATUS_TONES = { pending: 'warn', reviewed: 'hot', resolved: 'good', dismissed: 'quiet' } as const;

const TYPE_OPTIONS = REPORT_TYPE_FILTERS.map((id) => ({ id, label: TYPE_FILTER_LABELS[id] }));
const STATUS_OPTIONS = REPORT_STATUS_FILTERS.map((id) => ({ id, label: STATUS_LABELS[id] }));

/**
 * /admin-moderation: reports about members and forum posts (storefront spec sections 2, 4, 6-8),
 * filtered by type and status (kept in the URL); each can be resolved or dismissed with notes.
 */
export default function AdminModerationPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const setFilters = (next: Partial<ReportFilters>) => setParams(searchFromFilters({ ...filters, ...next }));

  return (
    <AdminLayout title={MODERATION_TEXT.dashboardTitle} subtitle="Reports members sent about users and forum posts.">
      <Panel>
        <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-center md:gap-x-8">
          <FilterRow label="Type">
            <FilterChips
              label="Report type"
              options={TYPE_OPTIONS}
              active={filters.type}
              onChange={(type) => setFilters({ type })}
            />
          </FilterRow>
          <FilterRow label="Status">
            <FilterChips
              label="Report status"
              options={STATUS_OPTIONS}
              active={filters.status}
              onChange={(status) => setFilters({ status })}
            />
          </FilterRow>
        </div>
        <ReportList filters={filters} />
      </Panel>
    </AdminLayout>
  );
}

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <span aria-hidden className="w-14 shrink-0 text-xs font-bold uppercase tracking-wide text-muted">
        {label}
      </span>
      {children}
    </div>
  );
}

function ReportList({ filters }: { filters: ReportFilters }) {
  const reports = useReports(filters);
  // Trying again cannot help a visitor or a member who is not an admin.
  const retry = !reports.isError || reportsLoadError(reports.error).retry;
  // A report resolved or dismissed here leaves a list it no longer fits at once: say where it went.
  const decided = useLastDecidedReport();
  const moved = decided && !reportMatches(decided, filters) ? decided : null;
  return (
    <>
      <p role="status" className="text-sm font-bold text-success empty:hidden">
        {moved && `Report #${moved.id} marked ${STATUS_LABELS[moved.status]}.`}
      </p>
      <QueryState
        query={reports}
        loading="Loading reports..."
        error={(error) => reportsLoadError(error).title}
        retry={retry}
        isEmpty={(data) => data.reports.length === 0}
        empty={<StateMessage kind="empty" title={MODERATION_TEXT.noReports} className="py-8" />}
        className="py-8"
      >
        {(data) => (
          <>
            <p className="text-sm font-bold text-ink-soft" aria-live="polite">
              {plural(data.reports.length, 'report')}
            </p>
            <ul className="flex flex-col gap-4" aria-busy={reports.isFetching} aria-label="Reports">
              {data.reports.map((report) => (
                <ReportCard key={report.id} report={report} />
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </>
  );
}

function ReportCard({ report }: { report: ModerationReport }) {
  const ids = useId();
  const kind = reportKind(report);
  const resolve = useResolveReport();
  const [notes, setNotes] = useState(report.admin_notes ?? '');
  const { canResolve, canDismiss } = reportActions(report.status);
  const sending = resolve.isPending ? resolve.variables.status : null;
  const headingId = `${ids}-heading`;
  const act = (status: 'resolved' | 'dismissed') => {
    if (!resolve.isPending) resolve.mutate({ id: report.id, status, adminNotes: notes });
  };

  return (
    <li
      aria-labelledby={headingId}
      data-testid="moderation-report"
      className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-surface p-4 sm:p-5 lg:flex-row lg:gap-6"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-lg font-extrabold text-ink">
            <span aria-hidden>{kind === 'user' ? '🙋 ' : '💬 '}</span>
            {kind === 'user' ? 'User report' : 'Content report'} #{report.id}
          </h3>
          <span data-testid="report-status">
            <Pill tone={STATUS_TONES[report.status]}>{STATUS_LABELS[report.status]}</Pill>
          </span>
        </div>
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:gap-x-6">
          <Field label="Reason">
            <span className="font-bold text-ink">{reasonLabel(report.reason, kind)}</span>
          </Field>
          <Field label="Reporter">
            <UserLink id={report.reporter_id} username={report.reporter_username} />
          </Field>
          <Field label="Reported user">
            <UserLink id={report.reported_user_id} username={report.reported_username} />
          </Field>
          {report.content_type ? (
            <Field label="Content">
              <ContentLink report={report} />
            </Field>
          ) : null}
          <Field label="Details">
            {report.description ? (
              <span className="whitespace-pre-line break-words">{report.description}</span>
            ) : (
              <span className="text-muted">None given</span>
            )}
          </Field>
          <Field label="Created">
            <time dateTime={report.created_at}>{formatDate(report.created_at, dateTime)}</time>
          </Field>
          {report.resolved_at ? (
            <Field label="Resolved">
              <time dateTime={report.resolved_at}>{formatDate(report.resolved_at, dateTime)}</time>
            </Field>
          ) : null}
          {report.admin_notes ? (
            <Field label="Admin notes">
              <span className="whitespace-pre-line break-words">{report.admin_notes}</span>
            </Field>
          ) : null}
        </dl>
      </div>

      <div className="flex flex-col gap-3 border-t-2 border-line pt-4 lg:w-80 lg:shrink-0 lg:border-l-2 lg:border-t-0 lg:pl-6 lg:pt-0">
        <label htmlFor={`${ids}-notes`} className="text-sm font-bold text-ink">
          Admin notes
        </label>
        <textarea
          id={`${ids}-notes`}
          rows={3}
          maxLength={ADMIN_NOTES_MAX}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          placeholder="What you found, what you did"
          className={controlClasses(undefined, 'min-h-24 py-3 leading-relaxed')}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={!canResolve || resolve.isPending}
            onClick={() => act('resolved')}
            aria-label={`${MODERATION_TEXT.resolve} report #${report.id}`}
            className="flex-1"
          >
            {sending === 'resolved' ? 'Resolving...' : MODERATION_TEXT.resolve}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={!canDismiss || resolve.isPending}
            onClick={() => act('dismissed')}
            aria-label={`${MODERATION_TEXT.dismiss} report #${report.id}`}
            className="flex-1"
          >
            {sending === 'dismissed' ? 'Dismissing...' : MODERATION_TEXT.dismiss}
          </Button>
        </div>
        <InlineAlert>{resolve.isError && resolveErrorMessage(resolve.error)}</InlineAlert>
      </div>
    </li>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-bold text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink-soft">{children}</dd>
    </div>
  );
}

/** The reported thread or reply: its excerpt linking to the thread, or 'deleted' when it is gone. */
function ContentLink({ report }: { report: ModerationReport }) {
  const what = `${report.content_type === 'reply' ? 'Reply' : 'Thread'} #${report.content_id ?? '?'}`;
  if (report.thread_id === null || report.content_excerpt === null) {
    return (
      <span>
        {what} · <span className="italic text-muted">deleted</span>
      </span>
    );
  }
  return (
    <Link
      to={href('forumThread', { threadId: report.thread_id })}
      className="flex flex-col gap-0.5 text-zap underline-offset-2 hover:underline"
    >
      <span className="font-bold">{what}</span>
      <span className="break-words text-ink-soft">“{report.content_excerpt}”</span>
    </Link>
  );
}

/** A member named in a report, linking to their profile ('Unknown' when the account is gone). */
function UserLink({ id, username }: { id: number | null; username: string | null }) {
  if (id === null) return <span className="text-muted">Unknown</span>;
  return (
    <Link to={href('userProfile', { id })} className="font-bold text-zap underline-offset-2 hover:underline">
      @{username ?? `user ${id}`}
    </Link>
  );
}
