import type { Product } from '@dd/contracts';
import type { ReactNode } from 'react';
import { Page } from '../../components/page';
import { ProductGrid } from '../../components/product-card';
import { StateMessage } from '../../components/state-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useNow } from '../../lib/render-time';
import { useHydrated } from '../../lib/use-hydrated';
import { useProductList } from './api';
import { groupByDropDay } from './drop-groups';
import { EmojiArt, PageHeader } from '../../components/page-header';
import { ProductResults } from './product-results';

export const DROPS_EMPTY_TEXT = 'No drops available yet. Check back soon!';

/** /drops; `newsletterForm` is the signup form the app puts under 'Never Miss a Drop'. */
export default function DropsPage({ newsletterForm }: { newsletterForm: ReactNode }) {
  useDocumentTitle('Fresh Drops');
  const query = useProductList({ sort: 'newest' });
  return (
    <Page>
      <PageHeader
        art={<EmojiArt emoji="⚡" className="bg-hot/15" />}
        title="Fresh Drops"
        subtitle="Every new find, newest first. If it's weird and it just landed, it's here."
      />
      <ProductResults
        query={query}
        loadingText="Loading products..."
        empty={<StateMessage kind="empty" title={DROPS_EMPTY_TEXT} />}
      >
        {(items) => <DropDays items={items} />}
      </ProductResults>
      <section
        aria-labelledby="never-miss-heading"
        className="mt-16 flex flex-col gap-5 rounded-card bg-sun/30 p-6 sm:flex-row sm:items-center sm:gap-8 sm:p-10"
      >
        <span aria-hidden className="text-6xl motion-safe:animate-[dd-float_4s_ease-in-out_infinite] sm:text-7xl">
          📬
        </span>
        <div className="flex max-w-2xl flex-1 flex-col gap-3">
          <h2 id="never-miss-heading" className="text-3xl font-extrabold text-ink sm:text-4xl">
            Never Miss a Drop
          </h2>
          <p className="text-ink-soft">The newest weird finds in your inbox. No spam, unsubscribe any time.</p>
          {newsletterForm}
        </div>
      </section>
    </Page>
  );
}

function DropDays({ items }: { items: Product[] }) {
  const now = useNow();
  const zone = useHydrated() ? 'local' : 'UTC';
  return (
    <div className="flex flex-col gap-10">
      {groupByDropDay(items, now, zone).map((group) => (
        <section key={group.key} aria-labelledby={`drop-${group.key}`} className="flex flex-col gap-4">
          <h2 id={`drop-${group.key}`} className="flex items-center gap-3 text-lg font-extrabold text-ink">
            <span className="rounded-pill bg-ink px-4 py-1.5 text-white">{group.label}</span>
            <span aria-hidden className="h-0.5 flex-1 rounded-pill bg-line" />
          </h2>
          <ProductGrid products={group.items} />
        </section>
      ))}
    </div>
  );
}
