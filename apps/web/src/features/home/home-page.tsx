import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Page } from '../../components/page';
import { StateMessage } from '../../components/state-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HomeHero } from './home-hero';
import { HOME_LOADING } from './home-texts';

// Its own chunk: only a page sent here with a notice (after deleting the account) shows it.
const RouteNotice = lazy(() => import('../../components/route-notice'));

interface HomePageProps {
  /** Trending Now, Today's Fresh Finds and Feeling Lucky? (HomeCatalog fed with the catalogue's data). */
  catalog: ReactNode;
  /** The newsletter signup block. */
  newsletter: ReactNode;
}

/**
 * Home: hero, Trending Now, Today's Fresh Finds, Feeling Lucky? and the newsletter (storefront spec section 2).
 * The hero paints first; the app passes the sections below it as lazy components, whose code loads while
 * their data is fetched. This keeps the home page's initial JavaScript inside its budget.
 */
export default function HomePage({ catalog, newsletter }: HomePageProps) {
  useDocumentTitle(null);
  const sentWithState = useLocation().state != null;
  return (
    <>
      {sentWithState && (
        <Suspense>
          <RouteNotice className="mx-auto mt-4 w-full max-w-6xl px-4 sm:px-6" />
        </Suspense>
      )}
      <HomeHero />
      <Page className="flex flex-col gap-14 sm:gap-20">
        <Suspense fallback={<StateMessage kind="loading" title={HOME_LOADING} />}>{catalog}</Suspense>
        <Suspense fallback={<div aria-hidden className="min-h-64 rounded-card bg-line/40" />}>{newsletter}</Suspense>
      </Page>
    </>
  );
}
