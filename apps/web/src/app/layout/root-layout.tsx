import { Outlet } from 'react-router';
import { NewsletterModalHost } from '../../features/newsletter/newsletter-modal-host';
import { AnnouncementBar } from './announcement-bar';
import { CollectionsBanner } from './collections-banner';
import { ScrollToTop } from './scroll-to-top';
import { SideBorders } from './side-borders';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <SkipLink />
      <AnnouncementBar />
      <SiteHeader />
      <CollectionsBanner />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <SideBorders />
      <NewsletterModalHost />
    </div>
  );
}
