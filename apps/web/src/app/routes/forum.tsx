import { lazy } from 'react';
import { screenGroup, type LazyScreens } from './screen-group';

/*
 * The forum's screens behind one lazy import in the first load (app/page-screens.tsx: the home page's first load
 * has a 100 KB budget, and every lazy import there costs it a little); each screen is still its own chunk.
 */
const SCREENS = {
  forum: lazy(() => import('../../features/forum/forum-list-page')),
  'forum-new': lazy(() => import('../../features/forum/new-thread-page')),
  'forum-thread': lazy(() => import('./forum-thread')),
} satisfies LazyScreens;

export type ForumScreen = keyof typeof SCREENS;

export default screenGroup(SCREENS);
