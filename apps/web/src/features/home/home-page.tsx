import { lazy, Suspense } from 'react';
import { Page } from '../../components/page';
import { ProductGrid } from '../../components/product-card';
import { StateMessage } from '../../components/state-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFreshFinds, useProductCount, useTrending } from '../catalog/api';
import { HomeHero } from './home-hero';
import { LuckySpinner } from './lucky-spinner';
import { SectionHeading } from './section-heading';
import { TrendingStrip } from './trending-strip';

// Below the fold: its form code loads after the first paint.
const NewsletterSection = lazy(() => import('./newsletter-section'));

const LOADING = 'Loading products from database...';
const FAILED = 'Failed to load products';

/** Home: hero, Trending Now, Today's Fresh Finds, Feeling Lucky? and the newsletter (storefront spec section 2). */
export default function HomePage() {
  useDocumentTitle(null);
  // All three start together; the count decides between loading, empty and the sections.
  const count = useProductCount();
  const trending = useTrending();
  const fresh = useFreshFinds();

  return (
    <>
      <HomeHero />
      <Page className="flex flex-col gap-14 sm:gap-20">
        {count.isPending ? (
          <StateMessage kind="loading" title={LOADING} />
        ) : count.isError ? (
          <StateMessage kind="error" title={FAILED} />
        ) : count.data === 0 ? (
          <StateMessage kind="empty" title="No products found in database">
            <p>Products appear here once the database is populated and retailer data is refreshed.</p>
          </StateMessage>
        ) : (
          <>
            {trending.data && trending.data.length > 0 && <TrendingStrip products={trending.data} />}
            <section aria-labelledby="fresh-title">
              <SectionHeading
                emoji="🆕"
                title="Today's Fresh Finds"
                id="fresh-title"
                more={{ to: '/drops', label: 'See all drops' }}
              >
                The newest weird stuff, straight off the internet.
              </SectionHeading>
              {fresh.isPending ? (
                <StateMessage kind="loading" title={LOADING} />
              ) : fresh.isError ? (
                <StateMessage kind="error" title={FAILED} />
              ) : (
                <ProductGrid products={fresh.data} />
              )}
            </section>
            <LuckySpinner />
          </>
        )}
        <Suspense fallback={<div aria-hidden className="min-h-64 rounded-card bg-line/40" />}>
          <NewsletterSection />
        </Suspense>
      </Page>
    </>
  );
}
