import type { ProductPage } from '@dd/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { CollectionEmpty } from './collection-empty';
import { ProductResults } from './product-results';
import type { useGiftFinder } from './use-gift-filters';

interface CollectionProductsProps {
  query: UseInfiniteQueryResult<InfiniteData<ProductPage>>;
  /** The search box's text, and how to clear it. */
  q: string;
  onClearSearch: () => void;
  finder: ReturnType<typeof useGiftFinder>;
}

/** A collection's products; when none match, the empty state offers to clear the search or the gift filters. */
export function CollectionProducts({ query, q, onClearSearch, finder }: CollectionProductsProps) {
  return (
    <ProductResults
      query={query}
      loadingText="Loading products..."
      empty={
        <CollectionEmpty
          q={q}
          onClear={onClearSearch}
          {...(finder.active ? { giftFilters: finder.description, onClearGiftFilters: finder.clear } : {})}
        />
      }
    />
  );
}
