import { dropdownCollections, href } from '@dd/contracts';
import {
  BarChart3,
  Brain,
  Dices,
  Droplets,
  Handshake,
  Info,
  LayoutGrid,
  Layers,
  Medal,
  MessageCircle,
  Newspaper,
  Send,
  Swords,
  Trophy,
  House,
} from 'lucide-react';
import type { NavEntry } from './nav-items';

// Apart from nav-items.ts, which the first load needs (the search box's searchHref): these entries and their
// icons load with the navigation's own chunk.
/** Header navigation in the spec's order (storefront spec section 2, Header and footer). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { kind: 'link', to: '/', label: 'Home', icon: House },
  {
    kind: 'group',
    id: 'collections',
    label: 'Collections',
    icon: LayoutGrid,
    items: [
      ...dropdownCollections().map((c) => ({
        to: href('collection', { category: c.slug }),
        label: c.name,
        emoji: c.emoji,
      })),
      { to: href('collections'), label: 'View All Collections', icon: LayoutGrid },
    ],
  },
  { kind: 'link', to: href('drops'), label: 'Drops', icon: Droplets },
  { kind: 'link', to: href('rewards'), label: 'Rewards', icon: Trophy },
  { kind: 'link', to: href('forum'), label: 'Forum', icon: MessageCircle },
  {
    kind: 'group',
    id: 'connect',
    label: 'Connect',
    icon: Handshake,
    items: [
      { to: href('blog'), label: 'Blog', icon: Newspaper },
      { to: href('submit'), label: 'Submit a Product', icon: Send },
      { to: href('about'), label: 'About', icon: Info },
    ],
  },
  {
    kind: 'group',
    id: 'dopamine',
    label: 'Dopamine',
    icon: Dices,
    items: [
      { to: href('memoryGame'), label: 'Mini Game', icon: Brain },
      { to: href('memoryLeaderboard'), label: 'Leaderboard', icon: Medal },
      { to: href('pvpLobby'), label: 'PvP Quick Play', icon: Swords },
      { to: href('pvpLeaderboard'), label: 'PvP Rankings', icon: BarChart3 },
      { to: href('cardGameLobby'), label: 'Card Battle', icon: Layers },
    ],
  },
];
