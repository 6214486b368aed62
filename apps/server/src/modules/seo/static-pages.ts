/** An app screen without a data subject: its title and description, and whether to index it. */
export interface StaticPage {
  /** Path pattern of apps/web's router; `:name` matches one segment. */
  pattern: string;
  title: string;
  description: string;
  /** Personal, transient or admin screens stay out of search results and the sitemap. */
  noindex?: boolean;
}

const ADMIN = 'Dopamine Drops administration.';

/** Every app route of community spec section 2 (plus admin screens) that has no data subject. */
export const STATIC_PAGES: readonly StaticPage[] = [
  {
    pattern: '/',
    title: "Discover the Internet's Weirdest, Dopest Products",
    description:
      "We don't sell anything. We just show you what to buy. Weird, viral and gift-worthy finds in themed collections, with fresh drops every week.",
  },
  {
    pattern: '/collections',
    title: 'Collections',
    description: "Curated collections of the internet's weirdest finds.",
  },
  {
    pattern: '/drops',
    title: 'Fresh Drops',
    description: 'The newest finds on Dopamine Drops, freshest first: weird, viral and gift-worthy products.',
  },
  {
    pattern: '/blog',
    title: 'Blog',
    description: 'Gift guides, viral gadget round-ups and buying tips from the Dopamine Drops team.',
  },
  {
    pattern: '/about',
    title: 'About Us',
    description:
      "Why we hunt down the internet's weirdest products, and what we stand for: authenticity, transparency, discovery and community.",
  },
  {
    pattern: '/submit',
    title: 'Submit a Product',
    description: 'Found something weird, wonderful or viral? Suggest it for Dopamine Drops.',
  },
  {
    pattern: '/terms',
    title: 'Terms of Service',
    description:
      'The terms for using Dopamine Drops: no direct sales, disclosed affiliate links, an opt-in newsletter.',
  },
  {
    pattern: '/privacy',
    title: 'Privacy Policy',
    description:
      'How Dopamine Drops handles your data: only your e-mail address for the newsletter, anonymous analytics.',
  },
  {
    pattern: '/forum',
    title: 'Forum',
    description: 'Talk weird finds, gift ideas and viral gadgets with the Dopamine Drops community.',
  },
  {
    pattern: '/forum/thread/:id',
    title: 'Forum Thread',
    description: 'A discussion in the Dopamine Drops community forum.',
  },
  {
    pattern: '/user/:id',
    title: 'Member Profile',
    description: 'A member of the Dopamine Drops community.',
  },
  {
    pattern: '/rewards',
    title: 'Rewards',
    description: 'Earn points for subscribing, posting in the forum, saving wishlist picks and playing games.',
  },
  {
    pattern: '/game',
    title: 'Mini Game',
    description: 'Match the pairs in the Dopamine Drops memory game and climb the leaderboard.',
  },
  {
    pattern: '/leaderboard',
    title: 'Puzzle Game Leaderboard',
    description: 'The best scores of the Dopamine Drops memory game.',
  },
  {
    pattern: '/pvp-lobby',
    title: 'PvP Quick Play',
    description: 'Challenge another player to a quick Reach-10 duel.',
  },
  {
    pattern: '/pvp-leaderboard',
    title: 'PvP Rankings',
    description: 'The top Reach-10 duel players, ranked by rating.',
  },
  {
    pattern: '/card-game-lobby',
    title: 'Card Battle',
    description: 'Battle other shoppers in the Dopamine Drops card game.',
  },
  {
    pattern: '/deck-builder',
    title: 'Deck Builder',
    description: 'Build and tune your deck for Card Battle.',
  },
  { pattern: '/search', title: 'Search', description: 'Search the Dopamine Drops catalog.', noindex: true },
  {
    pattern: '/unsubscribe',
    title: 'Unsubscribe',
    description: 'Unsubscribe from the Dopamine Drops newsletter.',
    noindex: true,
  },
  { pattern: '/login', title: 'Login', description: 'Log in to your Dopamine Drops account.', noindex: true },
  {
    pattern: '/register',
    title: 'Sign Up',
    description: 'Create a Dopamine Drops account to keep a wishlist, join the forum and earn points.',
    noindex: true,
  },
  { pattern: '/profile', title: 'My Profile', description: 'Your Dopamine Drops profile.', noindex: true },
  { pattern: '/wishlist', title: 'My Wishlist', description: 'Your saved Dopamine Drops picks.', noindex: true },
  {
    pattern: '/wishlist/share/:slug',
    title: 'Shared Wishlist',
    description: 'A wishlist shared from Dopamine Drops.',
    noindex: true,
  },
  { pattern: '/forum/new', title: 'New Thread', description: 'Start a new forum thread.', noindex: true },
  { pattern: '/pvp', title: 'PvP Duel', description: 'A Reach-10 duel in progress.', noindex: true },
  { pattern: '/card-match', title: 'Card Battle', description: 'A card battle in progress.', noindex: true },
  { pattern: '/card-game/:id', title: 'Card Battle', description: 'A card battle in progress.', noindex: true },
  {
    pattern: '/card-game/:id/replay',
    title: 'Card Battle Replay',
    description: 'A finished card battle move by move, its shuffle checked against the commitment in your browser.',
    noindex: true,
  },
  { pattern: '/test/:id', title: 'Test Page', description: 'A test page.', noindex: true },
  { pattern: '/admin', title: 'Admin', description: ADMIN, noindex: true },
  { pattern: '/admin-dashboard', title: 'Admin Dashboard', description: ADMIN, noindex: true },
  { pattern: '/admin-users', title: 'Admin Users', description: ADMIN, noindex: true },
  { pattern: '/admin-orders', title: 'Outbound Clicks', description: ADMIN, noindex: true },
  { pattern: '/admin-subscribers', title: 'Subscribers', description: ADMIN, noindex: true },
  { pattern: '/admin-suggestions', title: 'Product Suggestions', description: ADMIN, noindex: true },
  { pattern: '/admin-moderation', title: 'Moderation', description: ADMIN, noindex: true },
  { pattern: '/admin-products', title: 'Products & Categories', description: ADMIN, noindex: true },
  { pattern: '/admin/fair-play', title: 'Fair Play', description: ADMIN, noindex: true },
];

/** Indexable pages without parameters: the sitemap's fixed part. */
export function sitemapStaticPaths(): string[] {
  return STATIC_PAGES.filter((p) => !p.noindex && !p.pattern.includes(':')).map((p) => p.pattern);
}
