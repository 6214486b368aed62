import { useDraggable } from '@dnd-kit/core';
import { cn } from '../../lib/cn';
import { SampleCardFace } from './sample-card-face';
import type { SampleCard } from './sample-cards';

interface LibraryCardProps {
  card: SampleCard;
  inDeck: boolean;
  deckFull: boolean;
  onAdd: () => void;
}

/**
 * A card of the library: its face is the drag handle (pointer or keyboard), and Add does the same with a tap
 * for those who would rather not drag. A card already in the deck stays put.
 */
export function LibraryCard({ card, inDeck, deckFull, onAdd }: LibraryCardProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: card.id, disabled: inDeck });
  const faceText = `${card.name}, ${card.type}, ${card.rarity}`;
  return (
    <li data-testid="library-card" data-card-id={card.id} className="flex flex-col gap-2">
      <div
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        // The name starts with what the face shows (name, type, rarity), as speech input users say what they see.
        aria-label={inDeck ? `${faceText}, in deck` : `${faceText}: drag into your deck`}
        className={cn(
          'relative flex flex-1 flex-col rounded-2xl transition',
          inDeck ? 'cursor-default opacity-45 grayscale' : 'cursor-grab touch-none hover:-translate-y-1',
          isDragging && 'opacity-30',
        )}
      >
        <SampleCardFace card={card} className={cn('flex-1', !inDeck && 'shadow-card')} />
        {inDeck && (
          <span className="absolute left-1/2 top-1/3 -translate-x-1/2 -rotate-6 rounded-pill bg-ink px-3 py-1 text-xs font-extrabold uppercase text-white">
            In deck
          </span>
        )}
      </div>
      <button
        type="button"
        onClick={onAdd}
        disabled={inDeck || deckFull}
        aria-label={`Add ${card.name}`}
        className="min-h-11 rounded-pill border-2 border-ink text-sm font-bold text-ink transition hover:bg-ink hover:text-white disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent"
      >
        {inDeck ? 'Added' : '+ Add'}
      </button>
    </li>
  );
}
