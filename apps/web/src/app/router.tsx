import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

/** Each screen is its own chunk, so the home page ships only what it needs. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('../features/home/home-page')) },
      { path: 'product/:id', ...page(() => import('../features/catalog/product-page')) },
      { path: 'collections', ...page(() => import('../features/catalog/collections-page')) },
      { path: 'collections/:category', ...page(() => import('../features/catalog/collection-page')) },
      { path: 'collections/:category/:subcollection', ...page(() => import('../features/catalog/subcollection-page')) },
      { path: 'drops', ...page(() => import('../features/catalog/drops-page')) },
      { path: 'search', ...page(() => import('../features/catalog/search-page')) },
      { path: 'blog', ...page(() => import('../features/blog/blog-list-page')) },
      { path: 'blog/:slug', ...page(() => import('../features/blog/blog-post-page')) },
      { path: 'about', ...page(() => import('../features/pages/about-page')) },
      { path: 'terms', ...page(() => import('../features/pages/terms-page')) },
      { path: 'privacy', ...page(() => import('../features/pages/privacy-page')) },
      { path: 'submit', ...page(() => import('../features/submit/submit-page')) },
      { path: 'unsubscribe', ...page(() => import('../features/newsletter/unsubscribe-page')) },
      { path: 'test/:id', ...page(() => import('../features/pages/test-page')) },
      { path: '*', ...page(() => import('../features/pages/not-found-page')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
