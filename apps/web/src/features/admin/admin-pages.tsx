import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';

/*
 * Every admin screen behind one lazy import in the app's router: the route table in the first load then
 * carries one chunk reference instead of one per admin page (the home page has a 100 KB budget).
 */
const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/admin': lazy(() => import('../admin-products/admin-products-page')),
  '/admin-products': lazy(() => import('../admin-catalogue/admin-catalogue-page')),
  '/admin-dashboard': lazy(() => import('./admin-dashboard-page')),
  '/admin-users': lazy(() => import('./admin-users-page')),
  '/admin-orders': lazy(() => import('./admin-clicks-page')),
  '/admin-subscribers': lazy(() => import('./admin-subscribers-page')),
  '/admin-suggestions': lazy(() => import('./admin-suggestions-page')),
  '/admin-moderation': lazy(() => import('../moderation/admin-moderation-page')),
};

export default function AdminPages() {
  const { pathname } = useLocation();
  const Page = PAGES[pathname.replace(/\/+$/, '').toLowerCase()];
  return Page ? <Page /> : null;
}
