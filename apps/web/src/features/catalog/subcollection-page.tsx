import { findCollection, findSubcollection, href, type Collection, type Subcollection } from '@dd/contracts';
import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { ProductImage } from '../../components/product-image';
import { NotFound } from '../../components/not-found';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductList } from './api';
import { CollectionProducts } from './collection-products';
import { CollectionToolbar } from './collection-toolbar';
import { BackLink, PageHeader } from '../../components/page-header';
import { useCollectionQuery } from './use-collection-query';
import { FoldedGiftFinder } from './gift-finder-disclosure';
import { useGiftFinder } from './use-gift-filters';

export default function SubcollectionPage() {
  const { category = '', subcollection: subId = '' } = useParams();
  const parent = findCollection(category);
  // Only under its own parent: /collections/tech/shirtvskins is not found.
  const subcollection = parent ? findSubcollection(parent.id, subId) : undefined;
  useDocumentTitle(subcollection ? subcollection.name : 'Subcollection not found');

  if (!parent || !subcollection) {
    return (
      <NotFound
        title="Subcollection not found"
        art="🫙"
        back={{
          to: parent ? href('collection', { category: parent.id }) : href('collections'),
          label: parent ? `Back to ${parent.name}` : 'All Collections',
        }}
      />
    );
  }
  return <SubcollectionView key={subcollection.id} parent={parent} subcollection={subcollection} />;
}

function SubcollectionView({ parent, subcollection }: { parent: Collection; subcollection: Subcollection }) {
  const { view, update, setSearch } = useCollectionQuery();
  const finder = useGiftFinder();
  const query = useProductList(
    { collection: subcollection.id, sort: view.sort, ...(view.q ? { q: view.q } : {}), ...finder.params },
    true,
    { keepPrevious: true },
  );

  return (
    <Page className="pt-4 sm:pt-12">
      <PageHeader
        eyebrow={<BackLink to={href('collection', { category: parent.id })}>{parent.name}</BackLink>}
        art={
          <ProductImage
            src={subcollection.imageUrl}
            alt={`${subcollection.name} logo`}
            className="size-20 shrink-0 rounded-3xl bg-surface object-contain p-2 shadow-card sm:size-28"
          />
        }
        title={subcollection.name}
        subtitle={subcollection.description}
      />
      <FoldedGiftFinder finder={finder} />
      <CollectionToolbar
        sort={view.sort}
        onSort={(sort) => update({ sort })}
        q={view.q}
        onSearch={setSearch}
        searchLabel={`Search ${subcollection.name}`}
      />
      <CollectionProducts query={query} q={view.q} onClearSearch={() => setSearch('')} finder={finder} />
    </Page>
  );
}
