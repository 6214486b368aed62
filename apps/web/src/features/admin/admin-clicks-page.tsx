import { formatCount, href, sourceLabel, type ClickReport } from '@dd/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { SourceBadge } from '../../components/source-badge';
import { StateMessage } from '../../components/state-message';
import { TextField } from '../../components/text-field';
import { cn } from '../../lib/cn';
import { AdminLayout } from '../../components/admin/admin-layout';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/api-client';
import { formatLongDay, lastDaysRange, parseDay, percentOf, rangeError } from './admin-format';
import { plural } from '../../lib/format';
import { FilterChips, Panel } from '../../components/admin/admin-ui';
import { useClickReport } from './api';
import { LazyClicksChart } from './lazy-clicks-chart';
import { InlineAlert } from '../../components/inline-alert';

const PRESETS = [7, 30, 90] as const;

/** The quick range that `from`-`to` is today, if any. */
function presetOf(from: string, to: string): string | null {
  const days = PRESETS.find((n) => {
    const range = lastDaysRange(new Date(), n);
    return range.from === from && range.to === to;
  });
  return days === undefined ? null : String(days);
}

/**
 * /admin-orders: the site takes no orders, so this is the outbound-click report: clicks per day, per
 * retailer and per product over a date range (UTC days, both ends included).
 */
export default function AdminClicksPage() {
  const [params, setParams] = useSearchParams();
  const fallback = lastDaysRange(new Date(), 30);
  const from = parseDay(params.get('from')) ?? fallback.from;
  const to = parseDay(params.get('to')) ?? fallback.to;
  const report = useClickReport(from, to);
  const show = (range: { from: string; to: string }) => setParams(range);

  return (
    <AdminLayout
      title="Clicks"
      subtitle="The site takes no orders: this is where visitors clicked through to the retailers."
    >
      <Panel>
        <RangeForm key={`${from}/${to}`} from={from} to={to} onShow={show} />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span aria-hidden className="text-sm font-bold text-muted">
            Last
          </span>
          <FilterChips
            label="Quick ranges"
            options={PRESETS.map((days) => ({
              id: String(days),
              label: `${days} days`,
              ariaLabel: `Last ${days} days`,
            }))}
            active={presetOf(from, to)}
            onChange={(days) => show(lastDaysRange(new Date(), Number(days)))}
          />
        </div>
      </Panel>
      {report.data ? (
        <Report report={report.data} busy={report.isFetching} />
      ) : (
        <QueryState
          query={report}
          loading="Loading the click report..."
          error={(error) => errorMessage(error, 'Could not load the click report.')}
        />
      )}
    </AdminLayout>
  );
}

/** The range form's two date fields. */
const RANGE_ENDS = [
  { key: 'from', label: 'From' },
  { key: 'to', label: 'To' },
] as const;

function RangeForm({
  from,
  to,
  onShow,
}: {
  from: string;
  to: string;
  onShow: (range: { from: string; to: string }) => void;
}) {
  const [draft, setDraft] = useState({ from, to });
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = rangeError(draft.from, draft.to);
    setError(problem);
    if (!problem) onShow(draft);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
        {RANGE_ENDS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            type="date"
            value={draft[key]}
            onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
            className="sm:w-48"
          />
        ))}
        <Button type="submit" className="col-span-2 min-h-12 sm:col-span-1">
          Show clicks
        </Button>
      </div>
      <InlineAlert>{error}</InlineAlert>
    </form>
  );
}

function Report({ report, busy }: { report: ClickReport; busy: boolean }) {
  const range = `${formatLongDay(report.from)} – ${formatLongDay(report.to)}`;
  return (
    <div className={cn('flex flex-col gap-6 transition-opacity', busy && 'opacity-60')} aria-busy={busy}>
      <ul aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <li className="col-span-2 rounded-card bg-surface p-4 shadow-card sm:col-span-1 sm:p-5">
          <p className="text-xs font-bold uppercase tracking-wide text-muted">Total clicks</p>
          <p className="font-display text-3xl font-extrabold text-ink sm:text-4xl">{formatCount(report.total)}</p>
          <p className="text-sm text-ink-soft">{range} (UTC)</p>
        </li>
        {report.perSource.map((s) => (
          <li key={s.source} className="rounded-card bg-surface p-4 shadow-card sm:p-5">
            <p className="text-xs font-bold uppercase tracking-wide text-muted">{sourceLabel(s.source)}</p>
            <p className="font-display text-3xl font-extrabold text-ink sm:text-4xl">{formatCount(s.clicks)}</p>
            <div className="mt-2 flex items-center gap-2">
              <div className="h-2 flex-1 overflow-hidden rounded-pill bg-line" aria-hidden>
                <div
                  className={cn('h-full rounded-pill', s.source === 'amazon' ? 'bg-sun' : 'bg-sky')}
                  style={{ width: `${percentOf(s.clicks, report.total)}%` }}
                />
              </div>
              <span className="text-sm font-bold text-ink-soft">{percentOf(s.clicks, report.total)}%</span>
            </div>
          </li>
        ))}
      </ul>

      {report.total === 0 ? (
        <Panel>
          <StateMessage kind="empty" title="No clicks in this range yet." className="py-8">
            <p>Pick a longer range, or come back once visitors have clicked through to a retailer.</p>
          </StateMessage>
        </Panel>
      ) : (
        <>
          <Panel title="Clicks per day">
            <LazyClicksChart days={report.perDay} />
          </Panel>
          <Panel title="Top products">
            <p className="-mt-2 text-sm text-ink-soft">
              The {plural(report.perProduct.length, 'product')} clicked most in this range.
            </p>
            <ol className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl border border-line">
              {report.perProduct.map((p, i) => (
                <li
                  key={p.productId}
                  data-testid="click-product-row"
                  className="grid grid-cols-[2rem_1fr_auto] items-center gap-3 px-3 py-3 sm:px-4"
                >
                  <span className="text-center font-display text-lg font-extrabold text-muted">{i + 1}</span>
                  <div className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
                    {p.name ? (
                      <Link
                        to={href('product', { id: p.productId })}
                        className="line-clamp-2 font-bold text-ink underline-offset-2 hover:underline"
                      >
                        {p.name}
                      </Link>
                    ) : (
                      <span className="line-clamp-2 break-all font-bold text-ink-soft">
                        {p.productId} <span className="font-normal">(removed)</span>
                      </span>
                    )}
                    <SourceBadge source={p.source} className="self-start sm:self-auto" />
                  </div>
                  <span className="text-right">
                    <span className="font-display text-xl font-extrabold text-ink">{formatCount(p.clicks)}</span>
                    <span className="block text-xs font-bold text-muted">{p.clicks === 1 ? 'click' : 'clicks'}</span>
                  </span>
                </li>
              ))}
            </ol>
          </Panel>
        </>
      )}
    </div>
  );
}
