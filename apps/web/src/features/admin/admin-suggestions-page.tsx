import { href } from '@dd/contracts';
import type { AdminSuggestion } from '@dd/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { AdminLayout } from '../../components/admin/admin-layout';
import { displayUrl, parseChoice, parsePage, prefillFromSuggestion } from './admin-format';
import { formatDate } from '../../lib/format';
import { FilterChips, InlineError, Panel, Pill } from '../../components/admin/admin-ui';
import { useAdminSuggestions, useSuggestionAction } from './api';
import { PagedResults } from './paged-results';
import type { SuggestionStatusFilter } from './query-keys';

const STATUSES = ['pending', 'accepted', 'dismissed', 'all'] as const;
const TABS: Array<{ id: SuggestionStatusFilter; label: string }> = [
  { id: 'pending', label: 'Pending' },
  { id: 'accepted', label: 'Accepted' },
  { id: 'dismissed', label: 'Dismissed' },
  { id: 'all', label: 'All' },
];
const EMPTY: Record<SuggestionStatusFilter, string> = {
  pending: 'No suggestions waiting. Nice and tidy!',
  accepted: 'No accepted suggestions yet.',
  dismissed: 'No dismissed suggestions.',
  all: 'Nobody has suggested a product yet.',
};

/**
 * /admin-suggestions: products visitors suggested on /submit. Accept marks it accepted and opens the
 * product form on /admin prefilled; Dismiss puts it away.
 */
export default function AdminSuggestionsPage() {
  const [params, setParams] = useSearchParams();
  const status = parseChoice(params.get('status'), STATUSES);
  const page = parsePage(params.get('page'));
  const suggestions = useAdminSuggestions(status, page);
  const action = useSuggestionAction();
  const navigate = useNavigate();

  const toParams = (next: { status?: SuggestionStatusFilter; page?: number }) => {
    const s = next.status ?? status;
    return {
      ...(s !== 'pending' ? { status: s } : {}),
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    };
  };
  const openProductForm = (s: AdminSuggestion) =>
    void navigate(href('productAdmin'), { state: prefillFromSuggestion(s) });
  const accept = (s: AdminSuggestion) =>
    action.mutate({ id: s.id, action: 'accept' }, { onSuccess: ({ suggestion }) => openProductForm(suggestion) });

  return (
    <AdminLayout title="Suggestions" subtitle="Products visitors suggested on the Submit a product page.">
      <Panel>
        <FilterChips
          label="Status"
          options={TABS}
          active={status}
          onChange={(next) => setParams(toParams({ status: next, page: 1 }))}
        />
        <InlineError error={action.error} fallback="Could not update the suggestion." />
        <PagedResults
          query={suggestions}
          rows={(data) => data.suggestions}
          noun={['suggestion', 'suggestions']}
          failed="Could not load the suggestions."
          empty={EMPTY[status]}
          onPage={(next) => setParams(toParams({ page: next }))}
        >
          {(data) => (
            <ul
              className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl border border-line"
              aria-busy={suggestions.isFetching}
            >
              {data.suggestions.map((s) => {
                const busy = action.isPending && action.variables.id === s.id;
                return (
                  <li
                    key={s.id}
                    data-testid="admin-suggestion-row"
                    className="flex flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:justify-between md:gap-6"
                  >
                    <div className="flex min-w-0 flex-col gap-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-bold text-ink">{s.name}</span>
                        {status === 'all' || s.status !== status ? <StatusPill status={s.status} /> : null}
                      </div>
                      <a
                        href={s.url}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="truncate text-sm font-bold text-zap underline-offset-2 hover:underline"
                        title={s.url}
                      >
                        {displayUrl(s.url)} <span aria-hidden>↗</span>
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                      <span className="text-sm text-muted">Suggested {formatDate(s.created_at)}</span>
                    </div>
                    <div className="flex shrink-0 flex-wrap gap-2">
                      {s.status === 'accepted' ? (
                        <Button size="sm" variant="secondary" onClick={() => openProductForm(s)}>
                          Open product form
                        </Button>
                      ) : (
                        <Button size="sm" disabled={busy} aria-label={`Accept ${s.name}`} onClick={() => accept(s)}>
                          {busy && action.variables.action === 'accept' ? 'Accepting...' : 'Accept'}
                        </Button>
                      )}
                      {s.status === 'pending' ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={busy}
                          aria-label={`Dismiss ${s.name}`}
                          onClick={() => action.mutate({ id: s.id, action: 'dismiss' })}
                        >
                          {busy && action.variables.action === 'dismiss' ? 'Dismissing...' : 'Dismiss'}
                        </Button>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </PagedResults>
      </Panel>
    </AdminLayout>
  );
}

function StatusPill({ status }: { status: AdminSuggestion['status'] }) {
  if (status === 'accepted') return <Pill tone="good">Accepted</Pill>;
  if (status === 'dismissed') return <Pill tone="quiet">Dismissed</Pill>;
  return <Pill tone="warn">Pending</Pill>;
}
