import { COLLECTIONS, formatCount, href } from '@dd/contracts';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { StateMessage } from '../../components/state-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductList } from './api';
import { noMatchText } from './collection-empty';
import { parseSearchText } from './collection-query';
import { PageHeader } from '../../components/page-header';
import { ProductResults } from './product-results';
import { SearchBox } from './search-box';
import { CategoryChips } from './category-chips';

/** The results count under the search box: '1 result', '1,204 results'. */
export function resultsCountText(total: number): string {
  return `${formatCount(total)} ${total === 1 ? 'result' : 'results'}`;
}

/** A few collections to wander into when there is nothing to search for yet. */
const SUGGESTED = COLLECTIONS.filter((c) => c.showInDropdown).map((c) => c.id);

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = parseSearchText(params.get('q'));
  useDocumentTitle(q ? `Search: ${q}` : 'Search');
  const setQuery = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next) out.set('q', next);
          else out.delete('q');
          return out;
        },
        // The first search adds a history entry; refining it while typing replaces that entry.
        { replace: q !== '', preventScrollReset: true },
      ),
    [setParams, q],
  );
  const query = useProductList({ q, sort: 'relevance' }, q !== '', { keepPrevious: true });
  const total = query.data?.pages[0]?.total;

  return (
    <Page>
      <PageHeader
        title={q ? `Results for "${q}"` : 'Search'}
        subtitle={q ? undefined : 'Hunt down something weird, wonderful or giftable.'}
      />
      <SearchBox
        value={q}
        onChange={setQuery}
        label="Search products"
        placeholder="Try “duck” or “lamp”"
        size="lg"
        suggest
        autoFocus={!q}
        className={q ? 'mb-3 max-w-2xl' : 'mb-8 max-w-2xl'}
      />
      {q && (
        // Keeps its line while the count loads, so the results do not move when it arrives.
        <p role="status" className="mb-5 min-h-6 text-sm font-bold text-ink-soft">
          {total !== undefined && !query.isPlaceholderData ? resultsCountText(total) : ''}
        </p>
      )}
      {q ? (
        <ProductResults
          query={query}
          loadingText="Loading products..."
          empty={
            <StateMessage kind="empty" title={noMatchText(q)}>
              <p>Check the spelling, try a broader word, or browse a collection instead.</p>
              <Link
                to={href('collections')}
                className="font-bold text-zap underline underline-offset-2 hover:text-zap-dark"
              >
                Browse all collections
              </Link>
            </StateMessage>
          }
        />
      ) : (
        <section aria-labelledby="search-suggestions" className="flex flex-col gap-4">
          <h2 id="search-suggestions" className="text-xl font-extrabold text-ink">
            Not sure what you want? Start here:
          </h2>
          <CategoryChips categories={SUGGESTED} />
        </section>
      )}
    </Page>
  );
}
