/**
 * The built-in collections' names (storefront spec section 3), without their descriptions: the header's
 * dropdown needs only these, and it is part of every page's first load.
 */
export interface CollectionSummary {
  id: string;
  name: string;
  emoji: string;
  slug: string;
  showInDropdown: boolean;
}

const summary = (id: string, name: string, emoji: string, showInDropdown = false): CollectionSummary => ({
  id,
  name,
  emoji,
  slug: id,
  showInDropdown,
});

export const COLLECTION_SUMMARIES: readonly CollectionSummary[] = [
  summary('tech', 'Tech That Slaps', '💻', true),
  summary('gaming', 'Gaming Gear', '🎮'),
  summary('health', 'Health & Wellness', '🧘'),
  summary('mom', 'For Mom', '💐', true),
  summary('fathers-day', 'For Dad', '👔', true),
  summary('meme-gifts', 'Meme Lord Approved', '🐸', true),
  summary('tiktok', 'TikTok Made Me Buy It', '📱', true),
  summary('beauty', 'Glow-Up Goodies', '✨'),
  summary('home', 'Home Finds', '🏠'),
  summary('kitchen', 'Kitchen Chaos', '🍳'),
  summary('outdoors', 'Touch Grass Gang', '🌲'),
  summary('toys', 'Dopamine Dealers', '🧸'),
  summary('partner', 'Partner Picks', '🤝'),
  summary('clothing', 'Fresh Fits', '👕'),
  summary('alcohol', 'Alcohol You Later', '🍸'),
];

/** The collections flagged for the header's Collections dropdown. */
export function dropdownCollections(): CollectionSummary[] {
  return COLLECTION_SUMMARIES.filter((c) => c.showInDropdown);
}
