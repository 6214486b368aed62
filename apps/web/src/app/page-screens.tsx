import type { PageScreen } from '@dd/contracts';
import { lazy, type ComponentType } from 'react';
import type { ForumScreen } from './routes/forum';
import type { MoreScreen } from './routes/more';

/*
 * Where the page table's screen keys (packages/contracts, pages.ts) meet their lazy components: each screen is its
 * own chunk, and the data router's code stays out of the first load (the home page's initial JavaScript has a
 * 100 KB budget). A screen that shows other features' widgets is composed in routes/; the others are the
 * feature's page. Each lazy import here costs the first load bytes, so the forum's screens (routes/forum.tsx) and
 * the admin, game and test screens (routes/more.tsx) are found there, behind one lazy import per group.
 */
const ForumScreens = lazy(() => import('./routes/forum'));
const MoreScreens = lazy(() => import('./routes/more'));

const inForum = (screen: ForumScreen) =>
  function ForumScreen() {
    return <ForumScreens screen={screen} />;
  };
const inMore = (screen: MoreScreen) =>
  function MoreScreen() {
    return <MoreScreens screen={screen} />;
  };

/** The screens with a lazy import of their own; every other one is in routes/more.tsx (fewer bytes than listing it). */
const OWN_CHUNK = {
  home: lazy(() => import('./routes/home')),
  product: lazy(() => import('./routes/product')),
  collections: lazy(() => import('../features/catalog/collections-page')),
  collection: lazy(() => import('../features/catalog/collection-page')),
  subcollection: lazy(() => import('../features/catalog/subcollection-page')),
  drops: lazy(() => import('./routes/drops')),
  search: lazy(() => import('../features/catalog/search-page')),
  blog: lazy(() => import('../features/blog/blog-list-page')),
  'blog-post': lazy(() => import('../features/blog/blog-post-page')),
  about: lazy(() => import('../features/pages/about-page')),
  terms: lazy(() => import('../features/pages/terms-page')),
  privacy: lazy(() => import('../features/pages/privacy-page')),
  submit: lazy(() => import('../features/suggestions/submit-page')),
  unsubscribe: lazy(() => import('../features/newsletter/unsubscribe-page')),
  login: lazy(() => import('../features/accounts/login-page')),
  register: lazy(() => import('../features/accounts/register-page')),
  rewards: lazy(() => import('../features/points/rewards-page')),
  wishlist: lazy(() => import('../features/wishlist/wishlist-page')),
  'shared-wishlist': lazy(() => import('../features/wishlist/shared-wishlist-page')),
  profile: lazy(() => import('./routes/profile')),
  'user-profile': lazy(() => import('./routes/user-profile')),
  forum: inForum('forum'),
  'forum-new': inForum('forum-new'),
  'forum-thread': inForum('forum-thread'),
} satisfies Partial<Record<PageScreen, ComponentType>>;

export type OwnChunkScreen = keyof typeof OWN_CHUNK;
export const isOwnChunk = (screen: PageScreen): screen is OwnChunkScreen => screen in OWN_CHUNK;

const inMoreShown = new Map<MoreScreen, ComponentType>();

/**
 * The component that shows a screen of the page table: one per screen, so pages sharing it keep it mounted. A screen
 * missing here and without a page for routes/more.tsx fails its test (routes/more.test.ts).
 */
export function screenComponent(screen: PageScreen): ComponentType {
  if (isOwnChunk(screen)) return OWN_CHUNK[screen];
  const shown = inMoreShown.get(screen) ?? inMore(screen);
  inMoreShown.set(screen, shown);
  return shown;
}

/** Any path the table does not know. */
export const NotFoundScreen = inMore('not-found');
