import { useDroppable } from '@dnd-kit/core';
import { Button } from '../../components/button';
import { cn } from '../../lib/cn';
import { counterText, DECK_BUILDER_MAX } from './deck-builder-rules';
import { SampleCardArt } from './sample-card-face';
import { RARITY_LOOK } from './sample-card-look';
import type { SampleCard } from './sample-cards';

export const DECK_DROP_ID = 'deck';
/** The bar that slides up from the bottom while dragging on narrow screens, where the deck is off screen. */
export const DOCK_DROP_ID = 'deck-dock';
export const DROP_IDS: ReadonlySet<string | number> = new Set([DECK_DROP_ID, DOCK_DROP_ID]);

interface DeckPanelProps {
  deck: readonly SampleCard[];
  /** A card is being dragged: the drop zone lights up. */
  dragging: boolean;
  message: string | null;
  onRemove: (cardId: string) => void;
  onSave: () => void;
  className?: string;
}

/** A drop target of the deck; `data-over` marks it while a card is over it (its look, and what the tests wait for). */
function useDeckDropTarget(id: string, disabled = false) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled });
  return { isOver, targetProps: { ref: setNodeRef, 'data-over': isOver || undefined } };
}

/** The deck: the drop zone, 'n/10 cards selected', an x per card and Save Deck. */
export function DeckPanel({ deck, dragging, message, onRemove, onSave, className }: DeckPanelProps) {
  const { isOver, targetProps } = useDeckDropTarget(DECK_DROP_ID);
  const full = deck.length >= DECK_BUILDER_MAX;
  return (
    <section
      aria-labelledby="deck-title"
      className={cn('flex flex-col gap-3 rounded-card bg-ink p-4 text-white shadow-pop sm:p-5', className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="deck-title" className="text-2xl font-extrabold">
          Your Deck
        </h2>
        <p
          data-testid="deck-count"
          aria-live="polite"
          className={cn('text-sm font-bold', full ? 'text-sun' : 'text-white/80')}
        >
          {counterText(deck.length)}
        </p>
      </div>
      <div aria-hidden className="h-2 overflow-hidden rounded-pill bg-white/15">
        <span
          className="block h-full rounded-pill bg-gradient-to-r from-hot to-sun transition-all"
          style={{ width: `${(deck.length / DECK_BUILDER_MAX) * 100}%` }}
        />
      </div>
      <div
        {...targetProps}
        data-testid="deck-drop-zone"
        className={cn(
          'flex min-h-32 flex-col gap-2 rounded-2xl border-2 border-dashed p-2 transition',
          isOver ? 'border-sun bg-sun/15' : dragging ? 'border-white/60 bg-white/10' : 'border-white/25',
        )}
      >
        {deck.length === 0 ? (
          <p className="m-auto px-4 py-6 text-center text-sm text-white/70">
            <span aria-hidden className="mb-1 block text-3xl">
              👇
            </span>
            Drag cards here to build your deck.
          </p>
        ) : (
          <ol className="flex flex-col gap-1.5" aria-label="Cards in your deck">
            {deck.map((card, i) => (
              <li
                key={card.id}
                data-testid="deck-slot"
                className={cn(
                  'flex items-center gap-2 rounded-xl border-2 bg-white/95 p-1 pr-1 text-ink',
                  RARITY_LOOK[card.rarity].frame,
                )}
              >
                <span className="w-5 text-center text-xs font-extrabold text-muted">{i + 1}</span>
                <SampleCardArt card={card} small className="h-9 w-12 shrink-0 rounded-lg" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-extrabold leading-tight">{card.name}</span>
                  <span className="block text-[11px] font-bold uppercase text-muted">
                    {card.type} · {card.rarity}
                  </span>
                </span>
                <button
                  type="button"
                  onClick={() => onRemove(card.id)}
                  aria-label={`Remove ${card.name}`}
                  className="flex size-11 shrink-0 items-center justify-center rounded-full text-xl font-bold text-muted hover:bg-danger/10 hover:text-danger"
                >
                  ×
                </button>
              </li>
            ))}
          </ol>
        )}
        {dragging && deck.length > 0 && !full && (
          <p className="py-1 text-center text-xs font-bold text-white/80">Drop here to add</p>
        )}
      </div>
      {message && (
        <p role="alert" className="rounded-2xl bg-white px-3 py-2 text-sm font-bold text-danger">
          {message}
        </p>
      )}
      <Button variant="ghost" onClick={onSave} className="bg-sun hover:bg-white">
        Save Deck
      </Button>
    </section>
  );
}

/** Below the lg breakpoint the deck sits above the cards: while a card is dragged, this bar takes the drop. */
export function DeckDock({ dragging, count }: { dragging: boolean; count: number }) {
  const { isOver, targetProps } = useDeckDropTarget(DOCK_DROP_ID, !dragging);
  if (!dragging) return null;
  return (
    <div
      {...targetProps}
      data-testid="deck-dock"
      className={cn(
        'fixed inset-x-3 bottom-3 z-40 flex min-h-20 items-center justify-center gap-3 rounded-card border-[3px] border-dashed px-4 font-extrabold shadow-pop transition lg:hidden',
        isOver ? 'border-ink bg-sun text-ink' : 'border-sun bg-ink text-white',
      )}
    >
      <span aria-hidden className="text-2xl">
        🎴
      </span>
      Drop here to add · {counterText(count)}
    </div>
  );
}
