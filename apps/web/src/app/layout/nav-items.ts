import { dropdownCollections } from '@dd/contracts';

export interface NavLinkItem {
  to: string;
  label: string;
  emoji: string;
}

export interface NavGroup {
  id: string;
  label: string;
  emoji: string;
  items: NavLinkItem[];
}

export type NavEntry = ({ kind: 'link' } & NavLinkItem) | ({ kind: 'group' } & NavGroup);

/** Header navigation in the spec's order (storefront spec section 2, Header and footer). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { kind: 'link', to: '/', label: 'Home', emoji: '🏠' },
  {
    kind: 'group',
    id: 'collections',
    label: 'Collections',
    emoji: '🗂️',
    items: [
      ...dropdownCollections().map((c) => ({ to: `/collections/${c.slug}`, label: c.name, emoji: c.emoji })),
      { to: '/collections', label: 'View All Collections', emoji: '👀' },
    ],
  },
  { kind: 'link', to: '/drops', label: 'Drops', emoji: '💧' },
  { kind: 'link', to: '/rewards', label: 'Rewards', emoji: '🏆' },
  { kind: 'link', to: '/forum', label: 'Forum', emoji: '💬' },
  {
    kind: 'group',
    id: 'connect',
    label: 'Connect',
    emoji: '🤝',
    items: [
      { to: '/blog', label: 'Blog', emoji: '📝' },
      { to: '/submit', label: 'Submit a Product', emoji: '📮' },
      { to: '/about', label: 'About', emoji: '👋' },
    ],
  },
  {
    kind: 'group',
    id: 'dopamine',
    label: 'Dopamine',
    emoji: '🎲',
    items: [
      { to: '/game', label: 'Mini Game', emoji: '🧠' },
      { to: '/leaderboard', label: 'Leaderboard', emoji: '🏅' },
      { to: '/pvp-lobby', label: 'PvP Quick Play', emoji: '⚔️' },
      { to: '/pvp-leaderboard', label: 'PvP Rankings', emoji: '📊' },
      { to: '/card-game-lobby', label: 'Card Battle', emoji: '🃏' },
    ],
  },
];

/** Whether a link is the current page; Home only matches itself. */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** A group is highlighted when one of its pages is open. */
export function isGroupActive(pathname: string, group: NavGroup): boolean {
  return group.items.some((item) => isActivePath(pathname, item.to));
}

/** The search page's address for a query; blank queries open the search page itself. */
export function searchHref(query: string): string {
  const q = query.trim();
  return q ? `/search?q=${encodeURIComponent(q)}` : '/search';
}
