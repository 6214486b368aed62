import type { CardDefinitionDto, CardPlayerState } from '@dd/contracts';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useRef, type CSSProperties, type PointerEvent } from 'react';
import { Button } from '../../../components/button';
import { cn } from '../../../lib/cn';
import { CardFace } from '../cards/card-face';
import { effectSummary } from '../cards/effect-summary';
import { BOARD_TEXT } from './board-text';
import { greyedReason } from './play-check';

/** The hand scrolls by dragging it under this width (spec section 9). */
export const HAND_DRAG_SCROLL_MAX_PX = 700;

/** A hand card's drag id: its slot, since a hand may hold two copies of one card. */
export const handDragId = (index: number, cardId: string) => `hand:${index}:${cardId}`;
export const cardIdOfDrag = (dragId: string) => dragId.split(':').slice(2).join(':');

function HandCard({
  index,
  cardId,
  card,
  blocked,
  selected,
  canDrag,
  onSelect,
}: {
  index: number;
  cardId: string;
  card: CardDefinitionDto | undefined;
  blocked: string | null;
  selected: boolean;
  canDrag: boolean;
  onSelect: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: handDragId(index, cardId),
    disabled: !canDrag,
  });
  const summary = card ? effectSummary(card.effect) : [];
  return (
    <li className={cn('group relative flex shrink-0 hover:z-10 focus-within:z-10', selected && 'z-10')}>
      <button
        ref={setNodeRef}
        type="button"
        data-testid="hand-card"
        data-card-id={cardId}
        data-blocked={blocked ?? undefined}
        data-selected={selected ? 'true' : undefined}
        {...attributes}
        {...listeners}
        onClick={onSelect}
        // Space picks the card up (dnd-kit); its key-up must not also click it open. Enter opens the details.
        onKeyUp={(e) => {
          if (e.key === ' ') e.preventDefault();
        }}
        style={{ transform: CSS.Translate.toString(transform) }}
        className={cn(
          'flex touch-manipulation rounded-xl transition-transform duration-150',
          !isDragging && 'hover:-translate-y-2 focus-visible:-translate-y-2',
          selected && '-translate-y-3 ring-4 ring-sun',
          isDragging && 'relative z-30 rotate-3 scale-105 cursor-grabbing shadow-pop',
          canDrag && !isDragging && 'cursor-grab',
        )}
      >
        <CardFace cardId={cardId} card={card} size="md" disabledReason={blocked} className="h-full" />
      </button>
      {/* Desktop only (768 px and up): the effect in short lines; not while its details are open above it. */}
      {card && !isDragging && !selected && (
        <div
          role="tooltip"
          className="pointer-events-none absolute bottom-full left-1/2 z-20 mb-3 hidden w-48 -translate-x-1/2 rounded-xl bg-ink px-3 py-2 text-sm text-white shadow-pop md:group-hover:block"
        >
          <p className="font-extrabold">{card.name}</p>
          <ul className="list-inside list-disc text-white/85">
            {summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-sun">Cost {card.cost} ⚡</p>
        </div>
      )}
    </li>
  );
}

/**
 * Mouse drag-scroll of the hand on narrow screens (touch scrolls natively). A quick horizontal move scrolls;
 * dnd-kit only picks a card up after a press is held still, so the two never fight. Returns the list's ref and
 * pointer handlers, to spread on it.
 */
function useDragScroll(dragging: boolean) {
  const ref = useRef<HTMLUListElement>(null);
  const start = useRef<{ x: number; left: number } | null>(null);
  const onPointerDown = (e: PointerEvent<HTMLUListElement>) => {
    if (e.pointerType === 'touch' || window.innerWidth >= HAND_DRAG_SCROLL_MAX_PX || !ref.current) return;
    start.current = { x: e.clientX, left: ref.current.scrollLeft };
  };
  const onPointerMove = (e: PointerEvent<HTMLUListElement>) => {
    // A card picked up (held still first) moves on its own; the hand stays put under it.
    if (!start.current || !ref.current || dragging) return;
    ref.current.scrollLeft = start.current.left - (e.clientX - start.current.x);
  };
  const stop = () => {
    start.current = null;
  };
  return { ref, onPointerDown, onPointerMove, onPointerUp: stop, onPointerLeave: stop, onPointerCancel: stop };
}

export function Hand({
  me,
  cardSet,
  byId,
  live,
  dragging,
  selectedSlot,
  onSelect,
  onPlay,
}: {
  me: CardPlayerState;
  /** The match's card set (its cards' costs). */
  cardSet: number;
  byId: Map<string, CardDefinitionDto>;
  /**
   * The game is on. Play Card and dragging stay available off turn and for greyed cards, so that the attempt
   * is answered with the spec's alert ("It's not your turn", 'Not enough energy to play this card', ...).
   */
  live: boolean;
  /** A card is being dragged (the hand does not drag-scroll meanwhile). */
  dragging: boolean;
  selectedSlot: number | null;
  onSelect: (slot: number | null) => void;
  onPlay: (cardId: string) => void;
}) {
  const dragScroll = useDragScroll(dragging);
  const hand = me.hand.filter((id): id is string => id !== null);
  const selectedId = selectedSlot !== null ? hand[selectedSlot] : undefined;
  const selected = selectedId !== undefined ? byId.get(selectedId) : undefined;
  const selectedBlocked = selectedId !== undefined ? greyedReason(me, selectedId, cardSet) : null;
  return (
    <section aria-label="Your hand" className="relative">
      {/* Over the table, above the hand tray: opening a card's details does not push the hand or End Turn away.
          A phone shows the words only: the card itself is right below, lifted in the hand. */}
      {selectedId !== undefined && (
        <div
          className="absolute inset-x-0 bottom-full z-30 mb-3 flex max-h-[calc(100dvh-14rem)] items-start gap-4 overflow-y-auto rounded-card bg-surface p-4 text-ink shadow-pop md:mx-auto md:max-w-2xl motion-safe:animate-[dd-pop_0.3s_ease-out]"
          data-testid="card-details"
        >
          <CardFace
            cardId={selectedId}
            card={selected}
            size="lg"
            disabledReason={selectedBlocked}
            className="shrink-0 max-md:hidden"
          />
          <div className="flex flex-1 flex-col gap-2">
            <h3 className="font-display text-xl font-extrabold md:text-2xl">
              {selected?.name ?? `Unknown card: ${selectedId}`}
            </h3>
            {selected && (
              <>
                <p className="text-ink-soft">{selected.description}</p>
                <ul className="flex flex-wrap gap-1.5">
                  {effectSummary(selected.effect).map((line) => (
                    <li key={line} className="rounded-pill bg-line px-3 py-1 text-sm font-bold">
                      {line}
                    </li>
                  ))}
                </ul>
                <p className="text-sm font-bold text-ink-soft">
                  {selected.type} · Cost {me.nextCardFree ? 0 : selected.cost} ⚡
                </p>
              </>
            )}
            {selectedBlocked && <p className="font-bold text-danger">{selectedBlocked}</p>}
            <div className="mt-auto flex flex-wrap gap-2">
              <Button
                size="lg"
                onClick={() => {
                  onSelect(null);
                  onPlay(selectedId);
                }}
                disabled={!live}
              >
                {BOARD_TEXT.playCard}
              </Button>
              <Button variant="ghost" onClick={() => onSelect(null)}>
                Close
              </Button>
            </div>
          </div>
        </div>
      )}
      <ul
        {...dragScroll}
        data-testid="hand"
        // From 768 px the cards overlap as the hand grows, so it stays one row in the tray (styles.css .dd-hand-fan).
        style={{ '--hand-n': String(Math.max(hand.length, 2)) } as CSSProperties}
        className="dd-hand-fan -mx-2 flex snap-x gap-3 overflow-x-auto px-2 pb-1 pt-4 md:justify-center md:gap-0 md:overflow-visible"
      >
        {hand.map((cardId, index) => (
          <HandCard
            key={`${index}-${cardId}`}
            index={index}
            cardId={cardId}
            card={byId.get(cardId)}
            blocked={greyedReason(me, cardId, cardSet)}
            selected={selectedSlot === index}
            canDrag={live}
            onSelect={() => onSelect(selectedSlot === index ? null : index)}
          />
        ))}
        {hand.length === 0 && <li className="py-6 text-sm font-semibold text-white/70">No cards in hand</li>}
      </ul>
    </section>
  );
}
