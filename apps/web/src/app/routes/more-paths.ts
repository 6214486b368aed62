// The paths of ./more.tsx, apart from its lazy screens: the server renderer reads them too.

/** Served by GamePages; a new game screen goes into its PAGES and here. */
export const GAME_PATHS = [
  'game',
  'leaderboard',
  'pvp-lobby',
  'pvp',
  'pvp-leaderboard',
  'card-game-lobby',
  'card-game',
  'card-game/:matchId',
  'card-game/:matchId/replay',
  'card-match',
  'deck-builder',
];
/** Served by AdminPages. */
export const ADMIN_PATHS = [
  'admin',
  'admin-products',
  'admin-dashboard',
  'admin-users',
  'admin-orders',
  'admin-subscribers',
  'admin-suggestions',
  'admin-moderation',
  'admin/fair-play',
];
