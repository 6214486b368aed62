/**
 * Tests only: who each registered route is for, by Fastify's pattern (`GET /api/forum/thread/:id`). The
 * authorization walk holds every registered route to it (and fails for a route missing here); the fuzz test
 * and the admin walk take their admin routes from it.
 */

/** Who may call a route, and what another member sending the owner's request gets. */
export type Rule =
  /** Anyone; another member's call is theirs to make (it acts on their own account, if any). */
  | 'public'
  /** Anyone (the answer is the same for all), but a member naming someone else (`userId`) is refused. */
  | 'public-named'
  /** The owner, or anyone when the owner made it public: a visitor or another member asking for a private one is refused. */
  | 'owner-or-public'
  /** Signed-in members; each acts on their own account only, so the request names nothing of anyone else. */
  | 'member'
  /** Signed-in members, on a resource of their own: another member naming the owner's is refused (403/404). */
  | 'owner'
  /**
   * Signed-in members, on a resource of their own named in the body: another member naming the owner's gets the
   * answer an unknown one gets (400 with the route's message), and nothing changes.
   */
  | 'owner-as-unknown'
  /** Admins (401 to a visitor, 403 to a member). */
  | 'admin'
  /** The admin product page's shared password (401 without it, whoever asks). */
  | 'password';

export const ACCESS: Record<string, Rule> = {
  // Catalog, content and pages.
  'GET *': 'public',
  // The web build's shell, served as a file too (the stand-in build has no other file at its root).
  'GET /index.html': 'public',
  'GET /products': 'public',
  'GET /api/products': 'public',
  'GET /api/products/:id': 'public',
  'GET /api/products/count': 'public',
  'GET /api/products/random': 'public',
  'GET /api/products/trending': 'public',
  'GET /api/search/suggestions': 'public',
  'GET /go/:id': 'public',
  'GET /media/:id': 'public',
  'GET /api/blog': 'public',
  'GET /api/blog/:slug': 'public',
  'GET /api/categories': 'public',
  'GET /api/gift-categories': 'public',
  'GET /sitemap.xml': 'public',
  'GET /robots.txt': 'public',
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  // A 404 unless METRICS_TOKEN is set, and then its own bearer token, no session's (metrics.api.test.ts).
  'GET /metrics': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs*': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  // The push socket authenticates inside the connection (realtime.api.test.ts).
  'GET /api/realtime': 'public',
  'POST /api/submit-product': 'public',
  'POST /api/newsletter': 'public',
  'POST /api/unsubscribe': 'public',
  'GET /api/unsubscribe/one-click': 'public',
  'POST /api/unsubscribe/one-click': 'public',
  // Accounts.
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  // Without a session there is nothing to end: a visitor's logout is a no-op.
  'POST /api/auth/logout': 'public',
  // Password recovery and e-mail confirmation: the link's token is the proof, not a session.
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/account/email/confirm': 'public',
  'POST /api/account/password': 'member',
  'POST /api/account/email': 'member',
  'GET /api/auth/profile': 'member',
  // The device list: each member's own sessions; another member naming the owner's session gets 404.
  'GET /api/account/sessions': 'member',
  'DELETE /api/account/sessions/:id': 'owner',
  'POST /api/account/sessions/revoke-others': 'member',
  // Notifications: each member's own; ids of another member's in a read request match nothing of theirs.
  'GET /api/notifications': 'member',
  'GET /api/notifications/unread-count': 'member',
  'POST /api/notifications/read': 'member',
  'GET /api/notifications/preferences': 'member',
  'PUT /api/notifications/preferences': 'member',
  // A notification e-mail's one-click unsubscribe: no login, the signed query names the member and category.
  'POST /api/notifications/unsubscribe': 'public',
  'GET /api/notifications/unsubscribe': 'public',
  'PUT /api/auth/profile': 'member',
  'GET /api/account/export': 'member',
  'DELETE /api/account': 'member',
  'GET /api/points/balance': 'member',
  'GET /api/points/history': 'member',
  // Wishlists.
  'GET /api/wishlist/share/:share_slug': 'owner-or-public',
  'GET /api/wishlist/:userId': 'owner-or-public',
  'POST /api/wishlist/add': 'member',
  'POST /api/wishlist/remove': 'member',
  'POST /api/wishlist/toggle-public': 'owner',
  // Profiles, forum, moderation.
  'GET /api/user/:id/profile': 'public',
  'POST /api/follow': 'member',
  'GET /api/forum/threads': 'public',
  'POST /api/forum/threads': 'member',
  'GET /api/forum/thread/:id': 'public',
  'GET /api/forum/thread/:id/replies': 'public',
  'DELETE /api/forum/thread/:id': 'owner',
  'POST /api/forum/reply': 'member',
  'DELETE /api/forum/reply/:id': 'owner',
  'POST /api/moderation/report/user': 'member',
  'POST /api/moderation/report/content': 'member',
  'POST /api/moderation/block': 'member',
  'DELETE /api/moderation/block': 'member',
  'GET /api/moderation/blocks': 'member',
  'GET /api/moderation/block-status/:userId': 'member',
  'GET /api/moderation/reports': 'admin',
  'POST /api/moderation/reports/:id/resolve': 'admin',
  // Games.
  'GET /api/game/leaderboard': 'public',
  // A finished memory play of someone else's is 'No finished game to score', as an unknown one.
  'POST /api/game/score': 'owner-as-unknown',
  'POST /api/game/memory/start': 'member',
  'POST /api/game/memory/:playId/flip': 'owner',
  'GET /api/pvp/leaderboard': 'public',
  'POST /api/pvp/joinQueue': 'member',
  'POST /api/pvp/leaveQueue': 'member',
  'GET /api/pvp/myMatch': 'member',
  'GET /api/pvp/queue/status': 'member',
  'POST /api/pvp/clearOldMatches': 'member',
  'POST /api/pvp/submitTurn': 'owner',
  'POST /api/pvp/completeMatch': 'owner',
  'POST /api/card/create-match': 'owner',
  'POST /api/card/rematch-invitations': 'member',
  'GET /api/card/rematch-invitations': 'member',
  'GET /api/card/rematch-invitations/:id': 'owner',
  'POST /api/card/rematch-invitations/:id/accept': 'owner',
  'POST /api/card/rematch-invitations/:id/decline': 'owner',
  'POST /api/card/practice': 'member',
  'GET /api/card/get-match-state': 'owner',
  'POST /api/card/play-card': 'owner',
  'POST /api/card/end-turn': 'owner',
  'POST /api/card/forfeit-match': 'owner',
  'GET /api/card/queue-status': 'owner-or-public',
  'POST /api/card/join-blitz-queue': 'owner',
  'POST /api/card/join-async-queue': 'owner',
  'POST /api/card/leave-queue': 'owner',
  'GET /api/card/user-games': 'owner',
  // Finished matches are public, as finished games on lichess.
  'GET /api/card/finished-matches': 'public',
  'GET /api/card/matches/:id/replay': 'public',
  // The move log of a match, running or finished: its two players only.
  'GET /api/card/matches/:id/log': 'owner',
  'GET /api/card/matches/:id/version': 'owner',
  'GET /api/card/cards': 'public-named',
  'GET /api/card/decks': 'owner',
  'POST /api/card/decks': 'owner',
  'PUT /api/card/decks/:id': 'owner',
  'DELETE /api/card/decks/:id': 'owner',
  'POST /api/card/decks/:id/activate': 'owner',
  'POST /api/card/admin/add-starter-decks-for-all': 'admin',
  'GET /api/fair-play/today': 'member',
  'GET /api/admin/fair-play': 'admin',
  // Admin.
  'POST /api/gift-categories/init': 'admin',
  'POST /api/admin/categories': 'admin',
  'POST /api/admin/products': 'admin',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/users': 'admin',
  'PUT /api/admin/users/:id/admin': 'admin',
  'GET /api/admin/clicks': 'admin',
  'GET /api/admin/subscribers': 'admin',
  'GET /api/admin/subscribers/export.csv': 'admin',
  'POST /api/admin/subscribers/:id/unsubscribe': 'admin',
  'GET /api/admin/suggestions': 'admin',
  'POST /api/admin/suggestions/:id/accept': 'admin',
  'POST /api/admin/suggestions/:id/dismiss': 'admin',
  'GET /admin/products': 'password',
  'POST /admin/products': 'password',
  'PUT /admin/products/:key': 'password',
  'DELETE /admin/products/:key': 'password',
  'POST /refresh-products': 'password',
  'POST /admin/refresh-product/:asin': 'password',
};
