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

const collection = (
  id: string,
  name: string,
  emoji: string,
  description: string,
  showInDropdown = false,
): Collection => {
  const subs = SUBCOLLECTIONS.filter((s) => s.parentId === id);
  return {
    id,
    name,
    emoji,
    description,
    slug: id,
    showInDropdown,
    ...(subs.length > 0 ? { subcollections: subs } : {}),
  };
};

export const COLLECTIONS: readonly Collection[] = [
  collection('tech', 'Tech That Slaps', '💻', 'Gadgets that make you say "wait, that exists?"', true),
  collection('gaming', 'Gaming Gear', '🎮', 'Upgrades for your setup, your couch and your bragging rights.'),
  collection('health', 'Health & Wellness', '🧘', 'Feel-good finds for body and brain, minus the guilt.'),
  collection('mom', 'For Mom', '💐', 'Gifts that say "thanks for everything" better than a card can.', true),
  collection('fathers-day', 'For Dad', '👔', 'For the man who says he wants nothing and means gadgets.', true),
  collection(
    'meme-gifts',
    'Meme Lord Approved',
    '🐸',
    'Certified hilarious. Gifts for people who speak fluent internet.',
    true,
  ),
  collection(
    'tiktok',
    'TikTok Made Me Buy It',
    '📱',
    'The viral finds your For You page would not stop showing you.',
    true,
  ),
  collection('beauty', 'Glow-Up Goodies', '✨', 'Skincare, self-care and tools for your main-character era.'),
  collection('home', 'Home Finds', '🏠', 'Small upgrades that make your place feel like a whole vibe.'),
  collection('kitchen', 'Kitchen Chaos', '🍳', 'Weird and wonderful tools for cooks of every skill level.'),
  collection('outdoors', 'Touch Grass Gang', '🌲', 'Gear that gets you outside and makes it worth the trip.'),
  collection('toys', 'Dopamine Dealers', '🧸', 'Fidgets, toys and tiny joys for kids and grown-up kids.'),
  collection('partner', 'Partner Picks', '🤝', 'Hand-picked drops from the independent brands we team up with.'),
  collection('clothing', 'Fresh Fits', '👕', 'Wearables with personality, from cosy to conversation-starting.'),
  collection(
    'alcohol',
    'Alcohol You Later',
    '🍸',
    'Bar tools and drinkware for the home mixologist. Drink responsibly.',
  ),
];

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

export function dropdownCollections(): Collection[] {
  return COLLECTIONS.filter((c) => c.showInDropdown);
}
