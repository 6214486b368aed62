import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';

/*
 * Every game screen behind one lazy import (from ./more.tsx, whose table lists their paths), as the admin
 * screens are: the home page's first load has a 100 KB budget. The games are separate features.
 */
/** Each entry: `'/path': lazy(() => import('../../features/<game>/<page>'))`. */
const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/game': lazy(() => import('../../features/memory-game/memory-game-page')),
  '/leaderboard': lazy(() => import('../../features/memory-game/leaderboard-page')),
  '/pvp-lobby': lazy(() => import('../../features/pvp/lobby-page')),
  '/pvp': lazy(() => import('../../features/pvp/duel-page')),
  '/pvp-leaderboard': lazy(() => import('../../features/pvp/leaderboard-page')),
  '/card-game-lobby': lazy(() => import('../../features/card-game/lobby/lobby-page')),
  '/card-game': lazy(() => import('../../features/card-game/board/board-page')),
  '/card-match': lazy(() => import('../../features/card-game/board/board-page')),
  '/card-game/replay': lazy(() => import('../../features/card-game/replay/replay-page')),
  '/deck-builder': lazy(() => import('../../features/deck-builder/deck-builder-page')),
};

/** `/card-game/{matchId}` is the board and `/card-game/{matchId}/replay` its replay; every other page is its exact path. */
export function pageKey(pathname: string): string {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (!path.startsWith('/card-game/')) return path;
  return /^\/card-game\/[^/]+\/replay$/.test(path) ? '/card-game/replay' : '/card-game';
}

export default function GamePages() {
  const { pathname } = useLocation();
  const Page = PAGES[pageKey(pathname)];
  return Page ? <Page /> : null;
}
