import { findCollection, type Category, type Collection, href } from '@dd/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { inPage, Page } from '../../components/page';
import { ProductImage } from '../../components/product-image';
import { QueryState } from '../../components/query-state';
import { NotFound } from '../../components/not-found';
import { Tabs } from '../../components/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductList } from './api';
import { SubcollectionCard } from './collection-card';
import { CollectionProducts } from './collection-products';
import { CollectionToolbar } from './collection-toolbar';
import { FoldedGiftFinder } from './gift-finder-disclosure';
import { loadErrorText } from '../../lib/load-error';
import { BackLink, EmojiArt, PageHeader } from '../../components/page-header';
import { useCustomCategories } from '../../lib/taxonomy-api';
import { useCollectionQuery } from './use-collection-query';
import { useGiftFinder } from './use-gift-filters';

/** The partner collection has no retailer tabs and lists its subcollections (storefront spec section 2). */
const PARTNER_COLLECTION_ID = 'partner';

const TABS = [
  { id: 'amazon', label: 'Amazon Picks' },
  { id: 'other', label: 'Other Retailers' },
] as const;

/** What the page shows about its collection: a built-in one, or one an admin added. */
interface ShownCollection {
  id: string;
  name: string;
  description: string;
  art: ReactNode;
  /** Retailer tabs (built-in collections except partner); otherwise every retailer in one list. */
  tabs: boolean;
  subcollections?: Collection['subcollections'];
}

function builtInShown(collection: Collection): ShownCollection {
  const isPartner = collection.id === PARTNER_COLLECTION_ID;
  return {
    id: collection.id,
    name: collection.name,
    description: collection.description,
    art: <EmojiArt emoji={collection.emoji} />,
    tabs: !isPartner,
    ...(isPartner && collection.subcollections ? { subcollections: collection.subcollections } : {}),
  };
}

function customShown(category: Category): ShownCollection {
  return {
    id: category._id,
    name: category.name,
    description: category.description,
    art: category.imageUrl ? (
      <ProductImage
        src={category.imageUrl}
        alt=""
        className="size-18 shrink-0 rounded-3xl bg-surface object-cover shadow-card sm:size-24"
      />
    ) : (
      <EmojiArt emoji="🛍️" />
    ),
    tabs: false,
  };
}

export default function CollectionPage() {
  const { category = '' } = useParams();
  const collection = findCollection(category);
  if (collection) return <CollectionView key={collection.id} shown={builtInShown(collection)} />;
  return <CustomCollectionPage key={category} id={category} />;
}

/** A category an admin added lives at /collections/{id} too; anything else is not found. */
function CustomCollectionPage({ id }: { id: string }) {
  const custom = useCustomCategories();
  const category = custom.data?.find((c) => c._id === id);
  useDocumentTitle(category ? category.name : custom.isPending ? 'Collections' : 'Collection not found');

  if (custom.isSuccess && !category) {
    return (
      <NotFound title="Collection not found" art="🫙" back={{ to: href('collections'), label: 'All Collections' }}>
        <p>That collection does not exist (or wandered off).</p>
      </NotFound>
    );
  }
  return (
    <QueryState
      query={custom}
      loading="Loading collection..."
      error={(error) => loadErrorText(error, 'Failed to load the collection')}
      frame={inPage}
    >
      {() => category && <CollectionView shown={customShown(category)} />}
    </QueryState>
  );
}

function CollectionView({ shown }: { shown: ShownCollection }) {
  useDocumentTitle(shown.name);
  const { view, update, setSearch } = useCollectionQuery();
  const finder = useGiftFinder();
  const query = useProductList(
    {
      collection: shown.id,
      ...(shown.tabs ? { source: view.tab } : {}),
      sort: view.sort,
      ...(view.q ? { q: view.q } : {}),
      ...finder.params,
    },
    true,
    { keepPrevious: true },
  );
  const activeTab = TABS.find((t) => t.id === view.tab) ?? TABS[0];
  const listedTogether = !shown.tabs;

  return (
    <Page className="pt-4 sm:pt-12">
      <PageHeader
        eyebrow={<BackLink to={href('collections')}>All Collections</BackLink>}
        art={shown.art}
        title={shown.name}
        subtitle={shown.description}
      />

      {shown.subcollections && shown.subcollections.length > 0 && (
        <section aria-labelledby="subcollections-heading" className="mb-10">
          <h2 id="subcollections-heading" className="mb-4 text-2xl font-extrabold text-ink sm:text-3xl">
            Subcollections
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.subcollections.map((s) => (
              <li key={s.id}>
                <SubcollectionCard subcollection={s} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-label={listedTogether ? `All ${shown.name}` : activeTab.label}>
        {shown.subcollections && (
          <h2 className="mb-4 text-2xl font-extrabold text-ink sm:text-3xl">All {shown.name}</h2>
        )}
        <FoldedGiftFinder finder={finder} />
        <CollectionToolbar
          tabs={
            listedTogether ? undefined : (
              <div className="[&>[role=tablist]]:flex [&>[role=tablist]]:w-full sm:[&>[role=tablist]]:inline-flex sm:[&>[role=tablist]]:w-auto [&_[role=tab]]:flex-1 [&_[role=tab]]:whitespace-nowrap">
                <Tabs
                  tabs={[...TABS]}
                  active={view.tab}
                  onChange={(tab) => update({ tab })}
                  label={`${shown.name} by retailer`}
                />
              </div>
            )
          }
          sort={view.sort}
          onSort={(sort) => update({ sort })}
          q={view.q}
          onSearch={setSearch}
          searchLabel={`Search ${shown.name}`}
        />
        <div role={listedTogether ? undefined : 'tabpanel'} aria-label={listedTogether ? undefined : activeTab.label}>
          <CollectionProducts query={query} q={view.q} onClearSearch={() => setSearch('')} finder={finder} />
        </div>
      </section>
    </Page>
  );
}
