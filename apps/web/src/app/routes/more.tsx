import { lazy } from 'react';
import { screenGroup, type LazyScreens } from './screen-group';

/*
 * The screens of the admin, the games and the test page, and "not found", behind one lazy import in the first load
 * (app/page-screens.tsx: the home page's initial JavaScript has a 100 KB budget, and each lazy import there costs
 * it bytes). Each screen still loads its own chunk on demand from here. The admin screens come from several
 * features (admin, product-admin, taxonomy-admin, moderation), the games from one feature each.
 */
const SCREENS = {
  'memory-game': lazy(() => import('../../features/memory-game/memory-game-page')),
  'memory-leaderboard': lazy(() => import('../../features/memory-game/leaderboard-page')),
  'pvp-lobby': lazy(() => import('../../features/pvp/lobby-page')),
  'pvp-duel': lazy(() => import('../../features/pvp/duel-page')),
  'pvp-leaderboard': lazy(() => import('../../features/pvp/leaderboard-page')),
  'card-lobby': lazy(() => import('../../features/card-game/lobby/lobby-page')),
  'card-board': lazy(() => import('../../features/card-game/board/board-page')),
  'card-replay': lazy(() => import('../../features/card-game/replay/replay-page')),
  'deck-builder': lazy(() => import('../../features/deck-builder/deck-builder-page')),
  test: lazy(() => import('../../features/pages/test-page')),
  'product-admin': lazy(() => import('../../features/product-admin/product-admin-page')),
  'taxonomy-admin': lazy(() => import('../../features/taxonomy-admin/taxonomy-admin-page')),
  'admin-dashboard': lazy(() => import('../../features/admin/admin-dashboard-page')),
  'admin-users': lazy(() => import('../../features/admin/admin-users-page')),
  'admin-clicks': lazy(() => import('../../features/admin/admin-clicks-page')),
  'admin-subscribers': lazy(() => import('../../features/admin/admin-subscribers-page')),
  'admin-suggestions': lazy(() => import('../../features/admin/admin-suggestions-page')),
  'admin-moderation': lazy(() => import('../../features/moderation/admin-moderation-page')),
  'admin-fair-play': lazy(() => import('../../features/admin/admin-fair-play-page')),
  settings: lazy(() => import('../../features/accounts/settings/settings-page')),
  notifications: lazy(() => import('../../features/notifications/notifications-page')),
  'notification-settings': lazy(() => import('../../features/notifications/notification-settings-page')),
  'forgot-password': lazy(() => import('../../features/accounts/forgot-password-page')),
  'reset-password': lazy(() => import('../../features/accounts/reset-password-page')),
  'confirm-email': lazy(() => import('../../features/accounts/confirm-email-page')),
  'not-found': lazy(() => import('../../features/pages/not-found-page')),
} satisfies LazyScreens;

export type MoreScreen = keyof typeof SCREENS;

export default screenGroup(SCREENS);
