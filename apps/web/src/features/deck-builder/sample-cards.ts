/** The local deck builder's 12 sample cards (community spec sections 2 and 3): id, name, type, rarity. */
export const SAMPLE_TYPES = ['Attack', 'Magic', 'Defense', 'Skill'] as const;
export const SAMPLE_RARITIES = ['Common', 'Rare', 'Epic'] as const;

export type SampleType = (typeof SAMPLE_TYPES)[number];
export type SampleRarity = (typeof SAMPLE_RARITIES)[number];

export interface SampleCard {
  id: string;
  name: string;
  type: SampleType;
  rarity: SampleRarity;
}

export const SAMPLE_CARDS: readonly SampleCard[] = [
  { id: 'price_slasher', name: 'Price Slasher', type: 'Attack', rarity: 'Rare' },
  { id: 'cart_crusher', name: 'Cart Crusher', type: 'Attack', rarity: 'Common' },
  { id: 'doorbuster_dash', name: 'Doorbuster Dash', type: 'Attack', rarity: 'Epic' },
  { id: 'midnight_restock', name: 'Midnight Restock', type: 'Magic', rarity: 'Epic' },
  { id: 'coupon_conjurer', name: 'Coupon Conjurer', type: 'Magic', rarity: 'Rare' },
  { id: 'wishlist_whisper', name: 'Wishlist Whisper', type: 'Magic', rarity: 'Common' },
  { id: 'bubble_wrap_wall', name: 'Bubble Wrap Wall', type: 'Defense', rarity: 'Common' },
  { id: 'receipt_shield', name: 'Receipt Shield', type: 'Defense', rarity: 'Rare' },
  { id: 'return_window', name: 'Return Window', type: 'Defense', rarity: 'Epic' },
  { id: 'speed_checkout', name: 'Speed Checkout', type: 'Skill', rarity: 'Common' },
  { id: 'bargain_sense', name: 'Bargain Sense', type: 'Skill', rarity: 'Rare' },
  { id: 'unboxing_frenzy', name: 'Unboxing Frenzy', type: 'Skill', rarity: 'Epic' },
];
