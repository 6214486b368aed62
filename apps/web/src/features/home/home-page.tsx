import { lazy, Suspense } from 'react';
import { Page } from '../../components/page';
import { StateMessage } from '../../components/state-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HomeHero } from './home-hero';
import { HOME_LOADING } from './home-texts';

/*
 * The hero paints first; the product sections' code loads while their data is fetched, and the
 * newsletter form after that. This keeps the home page's initial JavaScript inside its budget.
 */
const HomeCatalog = lazy(() => import('./home-catalog'));
const NewsletterSection = lazy(() => import('./newsletter-section'));

/** Home: hero, Trending Now, Today's Fresh Finds, Feeling Lucky? and the newsletter (storefront spec section 2). */
export default function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <HomeHero />
      <Page className="flex flex-col gap-14 sm:gap-20">
        <Suspense fallback={<StateMessage kind="loading" title={HOME_LOADING} />}>
          <HomeCatalog />
        </Suspense>
        <Suspense fallback={<div aria-hidden className="min-h-64 rounded-card bg-line/40" />}>
          <NewsletterSection />
        </Suspense>
      </Page>
    </>
  );
}
