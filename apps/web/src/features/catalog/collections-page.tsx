import { COLLECTIONS } from '@dd/contracts';
import { ArrowDown, Gift } from 'lucide-react';
import { buttonClasses } from '../../components/button';
import { Page } from '../../components/page';
import { RetryButton } from '../../components/query-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductList } from './api';
import { CollectionCard, CustomCategoryCard } from './collection-card';
import { CollectionEmpty } from './collection-empty';
import { GiftFinder } from './gift-finder';
import { PageHeader } from '../../components/page-header';
import { ProductResults } from './product-results';
import { useCustomCategories } from '../../lib/taxonomy-api';
import { useGiftFinder } from './use-gift-filters';

export const COLLECTIONS_SUBTITLE = "Curated collections of the internet's weirdest finds";
export const GIFT_FINDER_PROMPT =
  "Pick who it's for, the occasion or a budget to see matching gifts from every collection.";

export default function CollectionsPage() {
  useDocumentTitle('Collections');
  const custom = useCustomCategories();
  const finder = useGiftFinder();
  return (
    <Page className="pt-4 sm:pt-12">
      <PageHeader title="All Collections" subtitle={COLLECTIONS_SUBTITLE} />
      {finder.options && (
        <a href="#gift-finder" className={buttonClasses('secondary', 'sm', '-mt-1 mb-5 sm:-mt-6 sm:mb-8')}>
          <Gift aria-hidden className="size-4" />
          {finder.active ? `Gift finder: ${finder.description}` : 'Find a gift'}
          <ArrowDown aria-hidden className="size-4" />
        </a>
      )}
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {COLLECTIONS.map((c, i) => (
          <li key={c.id}>
            <CollectionCard collection={c} index={i} />
          </li>
        ))}
        {custom.data?.map((c, i) => (
          <li key={c._id}>
            <CustomCategoryCard category={c} index={COLLECTIONS.length + i} />
          </li>
        ))}
      </ul>
      {custom.isError && (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm font-bold text-danger">
          Some collections could not be loaded.
          <RetryButton query={custom} size="sm" />
        </div>
      )}

      {finder.options && (
        <div id="gift-finder" className="mt-12 flex scroll-mt-24 flex-col gap-6">
          <GiftFinder
            heading
            options={finder.options}
            filters={finder.filters}
            onChange={finder.update}
            onClear={finder.clear}
          />
          {finder.active ? (
            <GiftResults params={finder.params} description={finder.description} onClear={finder.clear} />
          ) : (
            <p className="text-ink-soft">{GIFT_FINDER_PROMPT}</p>
          )}
        </div>
      )}
    </Page>
  );
}

/** Matching products from every collection. */
function GiftResults({
  params,
  description,
  onClear,
}: {
  params: ReturnType<typeof useGiftFinder>['params'];
  description: string;
  onClear: () => void;
}) {
  const query = useProductList({ ...params, sort: 'newest' }, true, { keepPrevious: true });
  return (
    <section aria-label={`Gifts: ${description}`}>
      <ProductResults
        query={query}
        loadingText="Finding gifts..."
        empty={<CollectionEmpty q="" onClear={onClear} giftFilters={description} onClearGiftFilters={onClear} />}
      />
    </section>
  );
}
