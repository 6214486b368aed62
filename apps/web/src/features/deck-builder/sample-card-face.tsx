import { cn } from '../../lib/cn';
import { RARITY_LOOK, SAMPLE_EMOJI, TYPE_LOOK } from './sample-card-look';
import type { SampleCard } from './sample-cards';

/** A sample card's face: picture, type ribbon, rarity gem and name (the library tile and the drag preview). */
export function SampleCardFace({ card, className }: { card: SampleCard; className?: string }) {
  const type = TYPE_LOOK[card.type];
  const rarity = RARITY_LOOK[card.rarity];
  return (
    <div
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border-[3px] bg-surface text-left',
        rarity.frame,
        className,
      )}
    >
      <SampleCardArt card={card} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-1.5 px-2.5 pb-2.5 pt-2">
        <p className="min-h-[2.5rem] font-display text-base font-extrabold leading-tight text-ink">{card.name}</p>
        <div className="mt-auto flex flex-wrap items-center gap-1">
          <span className={cn('rounded-pill px-2 py-0.5 text-[11px] font-extrabold uppercase', type.ribbon)}>
            <span aria-hidden>{type.icon} </span>
            {card.type}
          </span>{' '}
          {/* The space keeps the read text 'Attack Rare', not 'AttackRare'. */}
          <span className={cn('rounded-pill px-2 py-0.5 text-[11px] font-extrabold uppercase', rarity.gem)}>
            {card.rarity}
          </span>
        </div>
      </div>
    </div>
  );
}

/** The picture: the card's emoji on its type's colour, with sparkles for the rarer ones. */
export function SampleCardArt({
  card,
  small = false,
  className,
}: {
  card: SampleCard;
  small?: boolean;
  className?: string;
}) {
  const type = TYPE_LOOK[card.type];
  return (
    <span
      aria-hidden
      className={cn(
        'relative flex items-center justify-center overflow-hidden bg-radial-[at_50%_35%]',
        type.art,
        className,
      )}
    >
      <span className="absolute inset-0 bg-[radial-gradient(circle,rgb(255_255_255/0.35)_1.2px,transparent_1.3px)] bg-[length:10px_10px]" />
      <span className="absolute bottom-[10%] h-[10%] w-[60%] rounded-[50%] bg-ink/20" />
      <span
        className={cn(
          'relative leading-none drop-shadow-[0_3px_0_rgb(27_16_53/0.35)]',
          small ? 'text-2xl' : 'text-5xl',
        )}
      >
        {SAMPLE_EMOJI[card.id] ?? type.icon}
      </span>
      {card.rarity !== 'Common' && (
        <>
          <Sparkle className="left-[14%] top-[16%] size-3" />
          <Sparkle className="right-[16%] top-[26%] size-2" />
        </>
      )}
      {card.rarity === 'Epic' && <Sparkle className="bottom-[22%] right-[24%] size-3.5" />}
    </span>
  );
}

function Sparkle({ className }: { className: string }) {
  return (
    <svg viewBox="-10 -10 20 20" className={cn('absolute fill-white', className)}>
      <path d="M0 -10Q0 0 10 0Q0 0 0 10Q0 0 -10 0Q0 0 0 -10Z" />
    </svg>
  );
}
