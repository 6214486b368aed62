import type { SampleRarity, SampleType } from './sample-cards';

/** How a sample card looks: its picture's emoji, and colours by type and rarity (design tokens only). */
export const SAMPLE_EMOJI: Record<string, string> = {
  price_slasher: '🏷️',
  cart_crusher: '🛒',
  doorbuster_dash: '🚪',
  midnight_restock: '🌙',
  coupon_conjurer: '🎟️',
  wishlist_whisper: '💌',
  bubble_wrap_wall: '🫧',
  receipt_shield: '🧾',
  return_window: '📦',
  speed_checkout: '⚡',
  bargain_sense: '🔎',
  unboxing_frenzy: '🎁',
};

export const TYPE_LOOK: Record<SampleType, { icon: string; art: string; ribbon: string }> = {
  Attack: { icon: '⚔️', art: 'from-[#ffd1e1] to-hot', ribbon: 'bg-hot-dark text-white' },
  Magic: { icon: '✨', art: 'from-[#e6dafd] to-zap', ribbon: 'bg-zap text-white' },
  Defense: { icon: '🛡️', art: 'from-[#ccf5ef] to-mint', ribbon: 'bg-mint text-ink' },
  Skill: { icon: '💰', art: 'from-[#fff1c2] to-sun', ribbon: 'bg-sun text-ink' },
};

export const RARITY_LOOK: Record<SampleRarity, { frame: string; gem: string; label: string }> = {
  Common: { frame: 'border-line', gem: 'bg-line text-ink-soft', label: '◆' },
  Rare: { frame: 'border-sky', gem: 'bg-sky text-ink', label: '◆◆' },
  Epic: { frame: 'border-zap shadow-pop', gem: 'bg-gradient-to-r from-zap to-hot text-white', label: '◆◆◆' },
};
