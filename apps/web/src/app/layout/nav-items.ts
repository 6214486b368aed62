import { href } from '@dd/contracts';
import type { LucideIcon } from 'lucide-react';

/** An interface icon, or a collection's own emoji (collections keep theirs beside their names). */
export type NavMark = { icon: LucideIcon; emoji?: undefined } | { emoji: string; icon?: undefined };

export type NavLinkItem = {
  to: string;
  label: string;
} & NavMark;

export interface NavGroup {
  id: string;
  label: string;
  icon: LucideIcon;
  items: NavLinkItem[];
}

export type NavEntry = ({ kind: 'link' } & NavLinkItem & { icon: LucideIcon }) | ({ kind: 'group' } & NavGroup);

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
  return q ? `${href('search')}?q=${encodeURIComponent(q)}` : href('search');
}
