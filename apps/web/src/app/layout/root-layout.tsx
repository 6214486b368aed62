import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { StateMessage } from '../../components/state-message';
import { NewsletterModalHost } from '../../features/newsletter/newsletter-modal-host';
import { AnnouncementBar } from './announcement-bar';
import { isGamePage } from './game-chrome';
import { HydratedMark } from './hydrated-mark';
import { RouteErrorBoundary } from './route-error';
import { ScrollToTop } from './scroll-to-top';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

// Decorative or below the fold: loaded after first paint. The banner's placeholder keeps its height,
// so nothing jumps when it arrives.
const CollectionsBanner = lazy(() => import('./collections-banner').then((m) => ({ default: m.CollectionsBanner })));
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));
const SideBorders = lazy(() => import('./side-borders').then((m) => ({ default: m.SideBorders })));
// Only the game pages (client-rendered, their own code loaded on demand too) show it: kept out of the first load.
const GameBar = lazy(() => import('./game-bar').then((m) => ({ default: m.GameBar })));

export function RootLayout() {
  const { pathname } = useLocation();
  // A game page: one slim bar instead of the announcement, header and banner (game-chrome.ts).
  const game = isGamePage(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <SkipLink />
      {game ? (
        // No placeholder: the game's own code, loaded on demand as well, comes with or after the bar's.
        <Suspense fallback={null}>
          <GameBar pathname={pathname} />
        </Suspense>
      ) : (
        <>
          <AnnouncementBar />
          <SiteHeader />
          <Suspense fallback={<div aria-hidden className="h-[61px] border-b border-line bg-sun/25" />}>
            <CollectionsBanner />
          </Suspense>
        </>
      )}
      {/* At least a screen tall: while a page loads its code or data the footer stays below the fold, rather
          than moving up into view and being pushed out again when the page arrives. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        {/* Keyed by path: an error on one screen does not stick to the next. */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<StateMessage kind="loading" title="Loading..." />}>
            <Outlet />
            <HydratedMark />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
        <SideBorders />
      </Suspense>
      <NewsletterModalHost />
    </div>
  );
}
