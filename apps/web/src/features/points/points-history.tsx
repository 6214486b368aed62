import { POINTS, REWARDS_TEXT, type PointsEntry, type PointsHistoryResponse, href } from '@dd/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { ButtonLink } from '../../components/button';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatEntryDate, formatPointsAmount } from './points-format';

/** 'Recent activity': the newest ledger entries with amount, label and local date. */
export function PointsHistory({ history }: { history: UseQueryResult<PointsHistoryResponse> }) {
  return (
    <section aria-labelledby="activity-heading" className="rounded-card bg-surface p-5 shadow-card sm:p-7">
      <h2 id="activity-heading" className="flex items-center gap-2 text-2xl font-extrabold text-ink sm:text-3xl">
        <span aria-hidden>🧾</span>
        Recent activity
      </h2>
      <div className="mt-4">
        <QueryState
          query={history}
          loading="Loading your activity..."
          error={(error) => errorMessage(error, REWARDS_TEXT.pointsFailed)}
          retrySize="sm"
          isEmpty={(data) => data.entries.length === 0}
          empty={<HistoryEmpty />}
          className="py-8"
        >
          {(data) => (
            <ul className="flex flex-col divide-y-2 divide-line">
              {data.entries.map((entry) => (
                <HistoryRow key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}

function HistoryRow({ entry }: { entry: PointsEntry }) {
  const date = formatEntryDate(entry.created_at);
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        className={cn(
          'w-20 shrink-0 rounded-pill px-3 py-1 text-center font-extrabold tabular-nums',
          entry.amount >= 0 ? 'bg-mint/15 text-success' : 'bg-danger/10 text-danger',
        )}
      >
        {formatPointsAmount(entry.amount)}
      </span>
      <span className="min-w-0 flex-1 font-bold text-ink">{entry.label}</span>
      {date && (
        <time dateTime={entry.created_at} className="shrink-0 text-sm text-muted">
          {date}
        </time>
      )}
    </li>
  );
}

function HistoryEmpty() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <span aria-hidden className="text-4xl">
        🫙
      </span>
      <p className="text-lg font-bold text-ink">No points yet...</p>
      <p className="max-w-sm text-ink-soft">
        Subscribe to the newsletter for {POINTS.newsletter} points, or add products you love to your wishlist for{' '}
        {POINTS.wishlistAdd} points each.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={href('collections')} variant="secondary" size="sm">
          Browse collections
        </ButtonLink>
      </div>
    </div>
  );
}
