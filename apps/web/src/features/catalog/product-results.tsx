import type { Product, ProductPage } from '@dd/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../components/button';
import { ProductGrid, ProductGridSkeleton } from '../../components/product-card';
import { QueryState } from '../../components/query-state';
import { loadErrorText, PRODUCTS_LOAD_FAILED_TEXT } from '../../lib/load-error';
import { cn } from '../../lib/cn';
import { InlineAlert } from '../../components/inline-alert';

interface ProductResultsProps {
  query: UseInfiniteQueryResult<InfiniteData<ProductPage>>;
  loadingText: string;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** Lays the products out; a plain grid unless given. */
  children?: (items: Product[]) => ReactNode;
  /**
   * The list's heading for screen readers: the cards' titles are h3s, and under a page's h1 a heading level
   * must not be skipped.
   */
  heading?: string;
}

const itemsOf = (data: InfiniteData<ProductPage>) => data.pages.flatMap((p) => p.items);

/** Loading, error, empty, the products and 'Load more' for one cursor-paginated list. */
export function ProductResults({ query, loadingText, empty, children, heading = 'Products' }: ProductResultsProps) {
  return (
    <QueryState
      query={query}
      loading={loadingText}
      // Two rows of card stand-ins on a wide screen, four on a phone: the first screen's worth.
      placeholder={<ProductGridSkeleton count={8} label={loadingText} />}
      error={(error) => loadErrorText(error, PRODUCTS_LOAD_FAILED_TEXT)}
      // A failed 'Load more' keeps the products already shown; only a failed first page replaces them.
      keepDataOnError
      isEmpty={(data) => itemsOf(data).length === 0}
      empty={empty}
    >
      {(data) => {
        const items = itemsOf(data);
        return (
          <div className={cn('flex flex-col gap-8 transition-opacity', query.isPlaceholderData && 'opacity-50')}>
            <div aria-busy={query.isPlaceholderData}>
              <h2 className="sr-only">{heading}</h2>
              {children ? children(items) : <ProductGrid products={items} eagerCount={4} />}
            </div>
            {query.hasNextPage && (
              <div className="flex flex-col items-center gap-2">
                <Button
                  variant="secondary"
                  size="lg"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? 'Loading more...' : 'Load more'}
                </Button>
                <InlineAlert>
                  {query.isFetchNextPageError && loadErrorText(query.error, PRODUCTS_LOAD_FAILED_TEXT)}
                </InlineAlert>
              </div>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
