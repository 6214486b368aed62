import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/*
 * The forum's screens behind one lazy import in the first load (app/page-screens.tsx: the home page's first load
 * has a 100 KB budget, and every lazy import there costs it a little); each screen is still its own chunk.
 */
const SCREENS = {
  forum: lazy(() => import('../../features/forum/forum-list-page')),
  'forum-new': lazy(() => import('../../features/forum/new-thread-page')),
  'forum-thread': lazy(() => import('./forum-thread')),
} satisfies Record<string, LazyExoticComponent<ComponentType>>;

export type ForumScreen = keyof typeof SCREENS;

export default function ForumScreens({ screen }: { screen: ForumScreen }) {
  const Screen = SCREENS[screen];
  return <Screen />;
}
