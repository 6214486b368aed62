import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';

/*
 * Every game screen behind one lazy import in the app's router, as the admin screens are (the home page's
 * first load has a 100 KB budget, and each lazy route costs it bytes). The games are separate features.
 */
/** Each entry: `'/path': lazy(() => import('../../features/<game>/<page>'))`. */
const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/game': lazy(() => import('../../features/memory-game/memory-game-page')),
  '/leaderboard': lazy(() => import('../../features/memory-game/leaderboard-page')),
  '/pvp-lobby': lazy(() => import('../../features/pvp/lobby-page')),
  '/pvp': lazy(() => import('../../features/pvp/duel-page')),
  '/pvp-leaderboard': lazy(() => import('../../features/pvp/leaderboard-page')),
};

export default function GamePages() {
  const { pathname } = useLocation();
  const Page = PAGES[pathname.replace(/\/+$/, '').toLowerCase()];
  return Page ? <Page /> : null;
}
