import { findCollection, type Collection } from '@dd/contracts';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { StateMessage } from '../../components/state-message';
import { Tabs } from '../../components/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductList } from './api';
import { SubcollectionCard } from './collection-card';
import { CollectionEmpty } from './collection-empty';
import { CollectionToolbar } from './collection-toolbar';
import { BackLink, EmojiArt, PageHeader } from '../../components/page-header';
import { ProductResults } from './product-results';
import { useCollectionQuery } from './use-collection-query';

/** The partner collection has no retailer tabs and lists its subcollections (storefront spec section 2). */
const PARTNER_COLLECTION_ID = 'partner';

const TABS = [
  { id: 'amazon', label: 'Amazon Picks' },
  { id: 'other', label: 'Other Retailers' },
] as const;

export default function CollectionPage() {
  const { category = '' } = useParams();
  const collection = findCollection(category);
  useDocumentTitle(collection ? collection.name : 'Collection not found');

  if (!collection) {
    return (
      <Page>
        <StateMessage kind="empty" title="Collection not found">
          <p>That collection does not exist (or wandered off).</p>
          <ButtonLink to="/collections" variant="secondary">
            All Collections
          </ButtonLink>
        </StateMessage>
      </Page>
    );
  }
  return <CollectionView key={collection.id} collection={collection} />;
}

function CollectionView({ collection }: { collection: Collection }) {
  const { view, update, setSearch } = useCollectionQuery();
  const isPartner = collection.id === PARTNER_COLLECTION_ID;
  const query = useProductList(
    {
      collection: collection.id,
      ...(isPartner ? {} : { source: view.tab }),
      sort: view.sort,
      ...(view.q ? { q: view.q } : {}),
    },
    true,
    { keepPrevious: true },
  );
  const activeTab = TABS.find((t) => t.id === view.tab) ?? TABS[0];

  return (
    <Page>
      <PageHeader
        eyebrow={<BackLink to="/collections">All Collections</BackLink>}
        art={<EmojiArt emoji={collection.emoji} />}
        title={collection.name}
        subtitle={collection.description}
      />

      {isPartner && collection.subcollections && collection.subcollections.length > 0 && (
        <section aria-labelledby="subcollections-heading" className="mb-10">
          <h2 id="subcollections-heading" className="mb-4 text-2xl font-extrabold text-ink sm:text-3xl">
            Subcollections
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {collection.subcollections.map((s) => (
              <li key={s.id}>
                <SubcollectionCard subcollection={s} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-label={isPartner ? `All ${collection.name}` : activeTab.label}>
        {isPartner && <h2 className="mb-4 text-2xl font-extrabold text-ink sm:text-3xl">All {collection.name}</h2>}
        <CollectionToolbar
          tabs={
            isPartner ? undefined : (
              <div className="[&>[role=tablist]]:flex [&>[role=tablist]]:w-full sm:[&>[role=tablist]]:inline-flex sm:[&>[role=tablist]]:w-auto [&_[role=tab]]:flex-1 [&_[role=tab]]:whitespace-nowrap">
                <Tabs
                  tabs={[...TABS]}
                  active={view.tab}
                  onChange={(tab) => update({ tab })}
                  label={`${collection.name} by retailer`}
                />
              </div>
            )
          }
          sort={view.sort}
          onSort={(sort) => update({ sort })}
          q={view.q}
          onSearch={setSearch}
          searchLabel={`Search ${collection.name}`}
        />
        <div role={isPartner ? undefined : 'tabpanel'} aria-label={isPartner ? undefined : activeTab.label}>
          <ProductResults
            query={query}
            loadingText="Loading products..."
            empty={<CollectionEmpty q={view.q} onClear={() => setSearch('')} />}
          />
        </div>
      </section>
    </Page>
  );
}
