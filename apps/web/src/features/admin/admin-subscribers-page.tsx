import type { AdminSubscriber } from '@dd/contracts';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { AdminLayout } from '../../components/admin/admin-layout';
import { parseChoice, parsePage } from './admin-format';
import { formatDate } from '../../lib/format';
import { FilterChips, InlineError, Panel, Pill, SearchBox } from '../../components/admin/admin-ui';
import { downloadSubscribersCsv, useAdminSubscribers, useUnsubscribe } from './api';
import { PagedResults } from './paged-results';
import type { SubscriberStatusFilter } from './query-keys';

const STATUSES = ['all', 'subscribed', 'unsubscribed'] as const;
const TABS: Array<{ id: SubscriberStatusFilter; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'subscribed', label: 'Subscribed' },
  { id: 'unsubscribed', label: 'Unsubscribed' },
];

/** /admin-subscribers: the newsletter list, filtered and searched, with unsubscribe and CSV export. */
export default function AdminSubscribersPage() {
  const [params, setParams] = useSearchParams();
  const status = parseChoice(params.get('status'), STATUSES);
  const q = params.get('q')?.trim() ?? '';
  const page = parsePage(params.get('page'));
  const subscribers = useAdminSubscribers(status, q, page);
  const unsubscribe = useUnsubscribe();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState<AdminSubscriber | null>(null);
  const closeConfirm = useCallback(() => setConfirming(null), []);

  const filterParams = useCallback(
    (next: { status?: SubscriberStatusFilter; q?: string; page?: number }) => {
      const s = next.status ?? status;
      const text = next.q ?? q;
      return {
        ...(s !== 'all' ? { status: s } : {}),
        ...(text ? { q: text } : {}),
        ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
      };
    },
    [status, q],
  );
  const search = useCallback(
    (text: string) => setParams(filterParams({ q: text }), { replace: true }),
    [setParams, filterParams],
  );

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadSubscribersCsv({ status, q });
    } catch (err) {
      setExportError(err);
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminLayout
      title="Subscribers"
      subtitle="Everyone on the newsletter list, newest first."
      actions={
        <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? 'Preparing CSV...' : 'Export CSV'}
        </Button>
      }
    >
      <InlineError error={exportError} fallback="Could not export the subscribers." />
      <Panel>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <FilterChips
            label="Status"
            options={TABS}
            active={status}
            onChange={(next) => setParams(filterParams({ status: next, page: 1 }))}
          />
          <SearchBox
            label="Search by e-mail"
            placeholder="name@example.com"
            value={q}
            onSearch={search}
            maxLength={254}
          />
        </div>
        <InlineError error={unsubscribe.error} fallback="Could not unsubscribe this address." />
        <PagedResults
          query={subscribers}
          rows={(data) => data.subscribers}
          noun={['subscriber', 'subscribers']}
          failed="Could not load the subscribers."
          empty={q || status !== 'all' ? 'No subscribers match these filters.' : 'No subscribers yet.'}
          onPage={(next) => setParams(filterParams({ page: next }))}
        >
          {(data) => (
            <ul
              className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl border border-line"
              aria-busy={subscribers.isFetching}
            >
              {data.subscribers.map((s) => (
                <SubscriberRow
                  key={s.id}
                  subscriber={s}
                  busy={unsubscribe.isPending && unsubscribe.variables === s.id}
                  onUnsubscribe={() => setConfirming(s)}
                />
              ))}
            </ul>
          )}
        </PagedResults>
      </Panel>
      <Modal open={confirming !== null} onClose={closeConfirm} title="Unsubscribe this address?">
        <div className="flex flex-col gap-4">
          <h2 className="pr-10 text-xl font-extrabold text-ink">Unsubscribe this address?</h2>
          <p className="break-all text-ink-soft">
            <strong className="text-ink">{confirming?.email}</strong> will get no more newsletters. They can subscribe
            again themselves.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={closeConfirm}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (confirming) unsubscribe.mutate(confirming.id);
                setConfirming(null);
              }}
            >
              Unsubscribe
            </Button>
          </div>
        </div>
      </Modal>
    </AdminLayout>
  );
}

function SubscriberRow({
  subscriber,
  busy,
  onUnsubscribe,
}: {
  subscriber: AdminSubscriber;
  busy: boolean;
  onUnsubscribe: () => void;
}) {
  const subscribed = subscriber.status === 'subscribed';
  return (
    <li
      data-testid="admin-subscriber-row"
      className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <span className="break-all font-bold text-ink">{subscriber.email}</span>
        <span className="text-sm text-ink-soft">
          Subscribed {formatDate(subscriber.created_at)}
          {subscriber.unsubscribed_at ? ` · Unsubscribed ${formatDate(subscriber.unsubscribed_at)}` : ''}
        </span>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {subscribed ? <Pill tone="good">Subscribed</Pill> : <Pill tone="quiet">Unsubscribed</Pill>}
        {subscribed ? (
          <Button
            size="sm"
            variant="ghost"
            className="text-danger"
            disabled={busy}
            aria-label={`Unsubscribe ${subscriber.email}`}
            onClick={onUnsubscribe}
          >
            {busy ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
