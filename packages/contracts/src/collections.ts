import { COLLECTION_SUMMARIES } from './collection-summaries.js';

/** Built-in collections (storefront spec section 3). The id equals the slug. */
export interface Subcollection {
  id: string;
  name: string;
  description: string;
  slug: string;
  imageUrl: string;
  parentId: string;
}

export interface Collection {
  id: string;
  name: string;
  emoji: string;
  description: string;
  slug: string;
  showInDropdown: boolean;
  subcollections?: Subcollection[];
}

export const SUBCOLLECTIONS: readonly Subcollection[] = [
  {
    id: 'shirtvskins',
    name: 'Shirt vs Skins',
    description:
      'Loud, limited-run shirts from our partner brand Shirt vs Skins: pick a side, wear it proudly, start arguments at the barbecue.',
    slug: 'shirtvskins',
    imageUrl: '/catalog/brands/shirtvskins.svg',
    parentId: 'partner',
  },
];

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  tech: 'Gadgets that make you say "wait, that exists?"',
  gaming: 'Upgrades for your setup, your couch and your bragging rights.',
  health: 'Feel-good finds for body and brain, minus the guilt.',
  mom: 'Gifts that say "thanks for everything" better than a card can.',
  'fathers-day': 'For the man who says he wants nothing and means gadgets.',
  'meme-gifts': 'Certified hilarious. Gifts for people who speak fluent internet.',
  tiktok: 'The viral finds your For You page would not stop showing you.',
  beauty: 'Skincare, self-care and tools for your main-character era.',
  home: 'Small upgrades that make your place feel like a whole vibe.',
  kitchen: 'Weird and wonderful tools for cooks of every skill level.',
  outdoors: 'Gear that gets you outside and makes it worth the trip.',
  toys: 'Fidgets, toys and tiny joys for kids and grown-up kids.',
  partner: 'Hand-picked drops from the independent brands we team up with.',
  clothing: 'Wearables with personality, from cosy to conversation-starting.',
  alcohol: 'Bar tools and drinkware for the home mixologist. Drink responsibly.',
};

export const COLLECTIONS: readonly Collection[] = COLLECTION_SUMMARIES.map((c) => {
  const subs = SUBCOLLECTIONS.filter((s) => s.parentId === c.id);
  return { ...c, description: DESCRIPTIONS[c.id] ?? '', ...(subs.length > 0 ? { subcollections: subs } : {}) };
});

export const COLLECTION_IDS = COLLECTIONS.map((c) => c.id);
/** Every id a product may carry in `categories`: collections and subcollections. */
export const CATEGORY_IDS: readonly string[] = [...COLLECTION_IDS, ...SUBCOLLECTIONS.map((s) => s.id)];

export function findCollection(id: string): Collection | undefined {
  return COLLECTIONS.find((c) => c.id === id);
}

/** A subcollection only exists under its own parent. */
export function findSubcollection(parentId: string, id: string): Subcollection | undefined {
  return SUBCOLLECTIONS.find((s) => s.id === id && s.parentId === parentId);
}
