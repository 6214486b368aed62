import { COLLECTIONS } from '@dd/contracts';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CollectionCard } from './collection-card';
import { PageHeader } from '../../components/page-header';

export const COLLECTIONS_SUBTITLE = "Curated collections of the internet's weirdest finds";

export default function CollectionsPage() {
  useDocumentTitle('Collections');
  return (
    <Page>
      <PageHeader title="All Collections" subtitle={COLLECTIONS_SUBTITLE} />
      <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {COLLECTIONS.map((c, i) => (
          <li key={c.id}>
            <CollectionCard collection={c} index={i} />
          </li>
        ))}
      </ul>
    </Page>
  );
}
