import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';

/*
 * Every admin screen behind one lazy import in the app's router: the route table in the first load then
 * carries one chunk reference instead of one per admin page (the home page has a 100 KB budget). The
 * screens come from several features (admin, admin-products, admin-catalogue, moderation), so they meet here.
 */
const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/admin': lazy(() => import('../../features/admin-products/admin-products-page')),
  '/admin-products': lazy(() => import('../../features/admin-catalogue/admin-catalogue-page')),
  '/admin-dashboard': lazy(() => import('../../features/admin/admin-dashboard-page')),
  '/admin-users': lazy(() => import('../../features/admin/admin-users-page')),
  '/admin-orders': lazy(() => import('../../features/admin/admin-clicks-page')),
  '/admin-subscribers': lazy(() => import('../../features/admin/admin-subscribers-page')),
  '/admin-suggestions': lazy(() => import('../../features/admin/admin-suggestions-page')),
  '/admin-moderation': lazy(() => import('../../features/moderation/admin-moderation-page')),
  '/admin/fair-play': lazy(() => import('../../features/admin/admin-fair-play-page')),
};

export default function AdminPages() {
  const { pathname } = useLocation();
  const Page = PAGES[pathname.replace(/\/+$/, '').toLowerCase()];
  return Page ? <Page /> : null;
}
