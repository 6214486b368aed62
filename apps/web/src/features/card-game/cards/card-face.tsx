import type { CardDefinitionDto } from '@dd/contracts';
import { cn } from '../../../lib/cn';
import { CardArt } from './card-art';
import { CARD_TYPE_STYLE, isCardKind } from './card-types';

export type CardFaceSize = 'sm' | 'md' | 'lg';

interface CardFaceProps {
  /** The card's id, shown as 'Unknown card: {id}' when `card` is missing. */
  cardId: string;
  card: CardDefinitionDto | undefined;
  size?: CardFaceSize;
  /** Greys the card and says why ('Not enough energy', 'Played card'). */
  disabledReason?: string | null;
  className?: string;
}

const SIZES: Record<CardFaceSize, { box: string; name: string; text: string; badge: string }> = {
  sm: { box: 'w-28 min-h-40', name: 'text-xs', text: 'text-[10px] leading-tight', badge: 'size-7 text-sm' },
  md: { box: 'w-36 min-h-52', name: 'text-sm', text: 'text-[11px] leading-snug', badge: 'size-8 text-base' },
  lg: { box: 'w-56 min-h-80', name: 'text-lg', text: 'text-sm leading-snug', badge: 'size-11 text-xl' },
};

/**
 * A card as the player sees it (community spec section 2): cost badge, art, type, name and description.
 * Presentational only: the hand, the table and the deck manager wrap it with their own behaviour.
 */
export function CardFace({ cardId, card, size = 'md', disabledReason, className }: CardFaceProps) {
  const s = SIZES[size];
  if (!card) {
    return (
      <div
        className={cn(
          s.box,
          'flex min-h-40 flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-ink-soft bg-surface p-2 text-center',
          className,
        )}
      >
        <CardArt cardId={cardId} className="w-full rounded-lg" />
        <p className={cn(s.text, 'break-all font-bold text-ink-soft')}>Unknown card: {cardId}</p>
      </div>
    );
  }
  const kind = isCardKind(card.type) ? card.type : 'Skill';
  const style = CARD_TYPE_STYLE[kind];
  return (
    <div
      className={cn(
        s.box,
        'relative flex flex-col overflow-hidden rounded-xl border-[3px] border-ink bg-surface shadow-card',
        disabledReason && 'grayscale-[85%] opacity-70',
        className,
      )}
    >
      <span
        className={cn(
          s.badge,
          'absolute left-1 top-1 z-10 flex items-center justify-center rounded-full border-2 border-ink bg-sun font-display font-extrabold text-ink shadow-card',
        )}
        aria-label={`Cost ${card.cost}`}
        title={`Cost ${card.cost} energy`}
      >
        {card.cost}
      </span>
      <CardArt cardId={card.id} type={kind} className="block w-full border-b-[3px] border-ink" />
      <span
        className={cn(
          style.ribbon,
          'self-start rounded-br-lg px-2 py-0.5 text-[10px] font-extrabold uppercase tracking-wider',
        )}
      >
        {style.emoji} {card.type}
      </span>
      <div className={cn('flex flex-1 flex-col gap-0.5 px-2 pt-1', disabledReason ? 'pb-6' : 'pb-2')}>
        <p className={cn(s.name, 'font-display font-extrabold leading-tight text-ink')}>{card.name}</p>
        <p className={cn(s.text, 'text-ink-soft')}>{card.description}</p>
      </div>
      {disabledReason && (
        <span className="absolute inset-x-1 bottom-1 rounded-md bg-ink/85 px-1 py-0.5 text-center text-[10px] font-bold text-white">
          {disabledReason}
        </span>
      )}
    </div>
  );
}
