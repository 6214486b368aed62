import { lazy } from 'react';
import HomePage from '../../features/home/home-page';

// Below the hero: their code loads after it (the home page's first load has a 100 KB budget).
const HomeCatalog = lazy(() => import('./home-catalog'));
const NewsletterSection = lazy(() => import('../../features/newsletter/newsletter-section'));

/** /: the home page with the catalogue's sections and the newsletter's signup block. */
export default function HomeRoute() {
  return <HomePage catalog={<HomeCatalog />} newsletter={<NewsletterSection />} />;
}
