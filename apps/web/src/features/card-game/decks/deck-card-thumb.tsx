import { cn } from '../../../lib/cn';

/** Backdrop and icon per card type, until the card art is drawn for every card. */
const TYPE_LOOK: Record<string, { emoji: string; className: string }> = {
  Skill: { emoji: '💰', className: 'from-[#fff1c2] to-sun' },
  Attack: { emoji: '⚔️', className: 'from-[#ffd1e1] to-hot' },
  Magic: { emoji: '✨', className: 'from-[#e6dafd] to-zap' },
  Defense: { emoji: '🛡️', className: 'from-[#ccf5ef] to-mint' },
};

/** A card's small picture in the deck editor's grid (decorative: the name is written beside it). */
export function DeckCardThumb({ type, className }: { cardId: string; type: string; className?: string }) {
  const look = TYPE_LOOK[type] ?? TYPE_LOOK.Skill!;
  return (
    <span aria-hidden className={cn('flex items-center justify-center bg-radial text-3xl', look.className, className)}>
      {look.emoji}
    </span>
  );
}
