/** The four card types of the card set (packages/contracts cards.ts) and how each one looks. */
export type CardKind = 'Attack' | 'Magic' | 'Defense' | 'Skill';

export interface CardTypeStyle {
  emoji: string;
  /** The art's backdrop, centre and edge. */
  light: string;
  deep: string;
  /** Tailwind classes for the type ribbon on the card face. */
  ribbon: string;
}

export const CARD_TYPE_STYLE: Record<CardKind, CardTypeStyle> = {
  Skill: { emoji: '💰', light: '#fff1c2', deep: '#ffc93c', ribbon: 'bg-sun text-ink' },
  Attack: { emoji: '⚔️', light: '#ffd1e1', deep: '#ff3d7f', ribbon: 'bg-hot-dark text-white' },
  Magic: { emoji: '✨', light: '#e6dafd', deep: '#7c3aed', ribbon: 'bg-zap text-white' },
  Defense: { emoji: '🛡️', light: '#ccf5ef', deep: '#14b8a6', ribbon: 'bg-mint text-ink' },
};

export function isCardKind(value: string): value is CardKind {
  return value === 'Attack' || value === 'Magic' || value === 'Defense' || value === 'Skill';
}
