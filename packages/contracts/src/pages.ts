/*
 * The page table: every page of the app, keyed by a page id. The web's router, its links and its server renderer,
 * and the server's page heads and sitemap all read it (bulletproof-react's config/paths.ts is the model).
 *
 * Two records keyed by the same ids, so the compiler keeps them in step: PAGES is what the browser needs to route
 * (it is in the home page's first load, whose JavaScript has a 100 KB budget), PAGE_HEADS the head texts only the
 * server sends. Zod-free, like the other modules the first load imports.
 */

/** How a page reaches the browser. */
export type PageRender =
  /** Rendered on the server with its data. */
  | 'server'
  /** The shell only: the page shows nothing without the member's session, which only the browser holds. */
  | 'client';

export interface PageRoute {
  /** Path pattern, React Router's syntax: `:name` matches one segment. */
  readonly path: string;
  readonly render: PageRender;
  /** The screen that shows the page, as a key: apps/web maps each to its lazy component (app/page-screens.tsx). */
  readonly screen: string;
  /** A game page: the slim game bar instead of the site's header (apps/web/src/app/layout/game-chrome.ts). */
  readonly chrome?: 'game';
}

/** Every page; the sitemap lists the indexable ones without parameters in this order. */
export const PAGES = {
  home: { path: '/', render: 'server', screen: 'home' },
  collections: { path: '/collections', render: 'server', screen: 'collections' },
  collection: { path: '/collections/:category', render: 'server', screen: 'collection' },
  subcollection: { path: '/collections/:category/:subcollection', render: 'server', screen: 'subcollection' },
  product: { path: '/product/:id', render: 'server', screen: 'product' },
  drops: { path: '/drops', render: 'server', screen: 'drops' },
  blog: { path: '/blog', render: 'server', screen: 'blog' },
  blogPost: { path: '/blog/:slug', render: 'server', screen: 'blog-post' },
  about: { path: '/about', render: 'server', screen: 'about' },
  submit: { path: '/submit', render: 'server', screen: 'submit' },
  terms: { path: '/terms', render: 'server', screen: 'terms' },
  privacy: { path: '/privacy', render: 'server', screen: 'privacy' },
  forum: { path: '/forum', render: 'server', screen: 'forum' },
  forumThread: { path: '/forum/thread/:threadId', render: 'server', screen: 'forum-thread' },
  userProfile: { path: '/user/:id', render: 'server', screen: 'user-profile' },
  rewards: { path: '/rewards', render: 'client', screen: 'rewards' },
  memoryGame: { path: '/game', render: 'client', screen: 'memory-game', chrome: 'game' },
  memoryLeaderboard: { path: '/leaderboard', render: 'client', screen: 'memory-leaderboard' },
  pvpLobby: { path: '/pvp-lobby', render: 'client', screen: 'pvp-lobby' },
  pvpLeaderboard: { path: '/pvp-leaderboard', render: 'client', screen: 'pvp-leaderboard' },
  cardGameLobby: { path: '/card-game-lobby', render: 'client', screen: 'card-lobby' },
  deckBuilder: { path: '/deck-builder', render: 'client', screen: 'deck-builder' },
  search: { path: '/search', render: 'server', screen: 'search' },
  unsubscribe: { path: '/unsubscribe', render: 'server', screen: 'unsubscribe' },
  login: { path: '/login', render: 'server', screen: 'login' },
  register: { path: '/register', render: 'server', screen: 'register' },
  forgotPassword: { path: '/forgot-password', render: 'client', screen: 'forgot-password' },
  resetPassword: { path: '/reset-password', render: 'client', screen: 'reset-password' },
  confirmEmail: { path: '/confirm-email', render: 'client', screen: 'confirm-email' },
  profile: { path: '/profile', render: 'client', screen: 'profile' },
  settings: { path: '/settings', render: 'client', screen: 'settings' },
  notificationSettings: { path: '/settings/notifications', render: 'client', screen: 'notification-settings' },
  notifications: { path: '/notifications', render: 'client', screen: 'notifications' },
  wishlist: { path: '/wishlist', render: 'client', screen: 'wishlist' },
  sharedWishlist: { path: '/wishlist/share/:slug', render: 'server', screen: 'shared-wishlist' },
  forumNew: { path: '/forum/new', render: 'server', screen: 'forum-new' },
  pvpDuel: { path: '/pvp', render: 'client', screen: 'pvp-duel', chrome: 'game' },
  cardMatch: { path: '/card-match', render: 'client', screen: 'card-board', chrome: 'game' },
  cardGame: { path: '/card-game/:matchId', render: 'client', screen: 'card-board', chrome: 'game' },
  cardGameReplay: { path: '/card-game/:matchId/replay', render: 'client', screen: 'card-replay' },
  /** The board without a match id, which sends the visitor on to the lobby. */
  cardGameNoMatch: { path: '/card-game', render: 'client', screen: 'card-board' },
  test: { path: '/test/:id', render: 'client', screen: 'test' },
  /** The product admin page (shared admin password). */
  productAdmin: { path: '/admin', render: 'client', screen: 'product-admin' },
  adminDashboard: { path: '/admin-dashboard', render: 'client', screen: 'admin-dashboard' },
  adminUsers: { path: '/admin-users', render: 'client', screen: 'admin-users' },
  adminClicks: { path: '/admin-orders', render: 'client', screen: 'admin-clicks' },
  adminSubscribers: { path: '/admin-subscribers', render: 'client', screen: 'admin-subscribers' },
  adminSuggestions: { path: '/admin-suggestions', render: 'client', screen: 'admin-suggestions' },
  adminModeration: { path: '/admin-moderation', render: 'client', screen: 'admin-moderation' },
  /** Products & Categories: the catalogue's products, categories and gift categories. */
  taxonomyAdmin: { path: '/admin-products', render: 'client', screen: 'taxonomy-admin' },
  adminFairPlay: { path: '/admin/fair-play', render: 'client', screen: 'admin-fair-play' },
} as const satisfies Record<string, PageRoute>;

export type PageId = keyof typeof PAGES;
export type PageScreen = (typeof PAGES)[PageId]['screen'];

/** The page ids in the table's order. */
export const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** The names of a path pattern's parameters: `'/a/:x/b/:y'` gives `'x' | 'y'`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** What `href` needs for a page: its parameters, or nothing for a page without any. */
export type HrefArgs<Id extends PageId> = [PathParams<(typeof PAGES)[Id]['path']>] extends [never]
  ? []
  : [params: Record<PathParams<(typeof PAGES)[Id]['path']>, string | number>];

/**
 * The page a pathname shows and its parameters (decoded), or null: the table's patterns matched segment by
 * segment, a trailing slash ignored. The server's page routes and the web's game bar both ask it.
 */
export function matchPage(pathname: string): { id: PageId; params: Record<string, string> } | null {
  const trimmed = pathname.replace(/\/+$/, '');
  const segments = trimmed === '' ? [] : trimmed.split('/').slice(1);
  if (segments.includes('')) return null;
  for (const id of PAGE_IDS) {
    const path: string = PAGES[id].path;
    const parts = path === '/' ? [] : path.split('/').slice(1);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    try {
      const fits = parts.every((part, i) => {
        const segment = segments[i] ?? '';
        if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
        return part.startsWith(':') || part === decodeURIComponent(segment);
      });
      if (fits) return { id, params };
    } catch {
      return null;
    }
  }
  return null;
}

/** A page's address: `href('product', { id })` is `/product/{id}`, each parameter percent-encoded. */
export function href<Id extends PageId>(id: Id, ...args: HrefArgs<Id>): string {
  const params = (args[0] ?? {}) as Record<string, string | number>;
  return PAGES[id].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** Where a page's head comes from when the page has a data subject: the server looks the subject up. */
export type PageSubject = 'product' | 'collection' | 'subcollection' | 'blog-post' | 'forum-thread';

export type PageHead =
  /** A fixed head. `noindex`: personal, transient or admin screens stay out of search results and the sitemap. */
  | { readonly title: string; readonly description: string; readonly noindex?: boolean }
  /** The head of the subject the path names (a product's name, a post's title ...). */
  | { readonly subject: PageSubject }
  /** No page of its own: the browser goes on to another one, and the server answers "not found". */
  | { readonly redirectsTo: PageId };

/** The head of a page kept out of search results and the sitemap (personal, transient or admin screens). */
function hidden(title: string, description: string): PageHead {
  return { title, description, noindex: true };
}

const ADMIN = 'Dopamine Drops administration.';

/** Each page's head (community spec section 2 and the admin screens): its title, description and indexing. */
export const PAGE_HEADS: { readonly [Id in PageId]: PageHead } = {
  home: {
    title: "Discover the Internet's Weirdest, Dopest Products",
    description:
      "We don't sell anything. We just show you what to buy. Weird, viral and gift-worthy finds in themed collections, with fresh drops every week.",
  },
  collections: { title: 'Collections', description: "Curated collections of the internet's weirdest finds." },
  collection: { subject: 'collection' },
  subcollection: { subject: 'subcollection' },
  product: { subject: 'product' },
  drops: {
    title: 'Fresh Drops',
    description: 'The newest finds on Dopamine Drops, freshest first: weird, viral and gift-worthy products.',
  },
  blog: {
    title: 'Blog',
    description: 'Gift guides, viral gadget round-ups and buying tips from the Dopamine Drops team.',
  },
  blogPost: { subject: 'blog-post' },
  about: {
    title: 'About Us',
    description:
      "Why we hunt down the internet's weirdest products, and what we stand for: authenticity, transparency, discovery and community.",
  },
  submit: {
    title: 'Submit a Product',
    description: 'Found something weird, wonderful or viral? Suggest it for Dopamine Drops.',
  },
  terms: {
    title: 'Terms of Service',
    description:
      'The terms for using Dopamine Drops: no direct sales, disclosed affiliate links, an opt-in newsletter.',
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'How Dopamine Drops handles your data: only your e-mail address for the newsletter, anonymous analytics.',
  },
  forum: {
    title: 'Forum',
    description: 'Talk weird finds, gift ideas and viral gadgets with the Dopamine Drops community.',
  },
  forumThread: { subject: 'forum-thread' },
  userProfile: { title: 'Member Profile', description: 'A member of the Dopamine Drops community.' },
  rewards: {
    title: 'Rewards',
    description: 'Earn points for subscribing, posting in the forum, saving wishlist picks and playing games.',
  },
  memoryGame: {
    title: 'Mini Game',
    description: 'Match the pairs in the Dopamine Drops memory game and climb the leaderboard.',
  },
  memoryLeaderboard: {
    title: 'Puzzle Game Leaderboard',
    description: 'The best scores of the Dopamine Drops memory game.',
  },
  pvpLobby: { title: 'PvP Quick Play', description: 'Challenge another player to a quick Reach-10 duel.' },
  pvpLeaderboard: { title: 'PvP Rankings', description: 'The top Reach-10 duel players, ranked by rating.' },
  cardGameLobby: { title: 'Card Battle', description: 'Battle other shoppers in the Dopamine Drops card game.' },
  deckBuilder: { title: 'Deck Builder', description: 'Build and tune your deck for Card Battle.' },
  search: hidden('Search', 'Search the Dopamine Drops catalog.'),
  unsubscribe: hidden('Unsubscribe', 'Unsubscribe from the Dopamine Drops newsletter.'),
  login: hidden('Login', 'Log in to your Dopamine Drops account.'),
  register: hidden('Sign Up', 'Create a Dopamine Drops account to keep a wishlist, join the forum and earn points.'),
  forgotPassword: hidden('Forgot Password', 'Get a link to reset the password of your Dopamine Drops account.'),
  resetPassword: hidden('Reset Password', 'Choose a new password for your Dopamine Drops account.'),
  confirmEmail: hidden('Confirm E-mail', 'Confirm the new e-mail address of your Dopamine Drops account.'),
  profile: hidden('My Profile', 'Your Dopamine Drops profile.'),
  settings: hidden('Settings', 'Your Dopamine Drops account: password, e-mail, sessions, your data.'),
  notificationSettings: hidden(
    'Notification settings',
    'Choose what Dopamine Drops tells you about, in the app and by e-mail.',
  ),
  notifications: hidden('Notifications', 'What happened on Dopamine Drops while you were away.'),
  wishlist: hidden('My Wishlist', 'Your saved Dopamine Drops picks.'),
  sharedWishlist: hidden('Shared Wishlist', 'A wishlist shared from Dopamine Drops.'),
  forumNew: hidden('New Thread', 'Start a new forum thread.'),
  pvpDuel: hidden('PvP Duel', 'A Reach-10 duel in progress.'),
  cardMatch: hidden('Card Battle', 'A card battle in progress.'),
  cardGame: hidden('Card Battle', 'A card battle in progress.'),
  cardGameReplay: hidden(
    'Card Battle Replay',
    'A finished card battle move by move, its shuffle checked against the commitment in your browser.',
  ),
  cardGameNoMatch: { redirectsTo: 'cardGameLobby' },
  test: hidden('Test Page', 'A test page.'),
  productAdmin: hidden('Admin', ADMIN),
  adminDashboard: hidden('Admin Dashboard', ADMIN),
  adminUsers: hidden('Admin Users', ADMIN),
  adminClicks: hidden('Outbound Clicks', ADMIN),
  adminSubscribers: hidden('Subscribers', ADMIN),
  adminSuggestions: hidden('Product Suggestions', ADMIN),
  adminModeration: hidden('Moderation', ADMIN),
  taxonomyAdmin: hidden('Products & Categories', ADMIN),
  adminFairPlay: hidden('Fair Play', ADMIN),
};
