import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { Page } from '../../components/page';
import { EmojiArt, PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DeckDock, DeckPanel, DECK_DROP_ID, DOCK_DROP_ID, DROP_IDS } from './deck-panel';
import {
  addRefusal,
  addToDeck,
  DECK_SAVED,
  filterCards,
  MY_DECK_KEY,
  parseStoredDeck,
  REFUSAL_TEXT,
  removeFromDeck,
  sortCards,
  type RarityFilter,
  type SortKey,
  type TypeFilter,
} from './deck-builder-rules';
import { DeckFilters } from './deck-filters';
import { LibraryCard } from './library-card';
import { SampleCardFace } from './sample-card-face';
import { SAMPLE_CARDS, type SampleCard } from './sample-cards';
import { readStored } from '../../lib/read-stored';

/**
 * Arrow keys carry a picked-up card straight into the deck (and back out), rather than 25 px a press: the
 * deck is the only place a card can go.
 */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  // The bottom bar when it shows (narrow screens), else the deck panel.
  const dock = context.droppableRects.get(DOCK_DROP_ID);
  const deck = dock && dock.width > 0 ? dock : context.droppableRects.get(DECK_DROP_ID);
  if (!deck) return undefined;
  if (event.code === 'ArrowRight' || event.code === 'ArrowDown') return { x: deck.left + 24, y: deck.top + 24 };
  if (event.code === 'ArrowLeft') return { ...currentCoordinates, x: currentCoordinates.x - 40 };
  if (event.code === 'ArrowUp') return { ...currentCoordinates, y: currentCoordinates.y - 40 };
  return undefined;
};

const cardName = (id: string | number) => SAMPLE_CARDS.find((c) => c.id === id)?.name ?? String(id);

const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => `Picked up ${cardName(active.id)}. Press an arrow key to move it into your deck.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${cardName(active.id)} is over your deck. Press Space to drop it.`
      : `${cardName(active.id)} is not over your deck.`,
  onDragEnd: ({ active, over }) =>
    over ? `${cardName(active.id)} was dropped into your deck.` : `${cardName(active.id)} was put back.`,
  onDragCancel: ({ active }) => `Dragging was cancelled. ${cardName(active.id)} was put back.`,
};

function readStoredDeck(): SampleCard[] {
  return parseStoredDeck(readStored(MY_DECK_KEY));
}

/** /deck-builder: the local deck builder (community spec section 2), kept in this browser only. */
export default function DeckBuilderPage() {
  useDocumentTitle('Deck Builder');
  const [type, setType] = useState<TypeFilter>('All');
  const [rarity, setRarity] = useState<RarityFilter>('All');
  const [sort, setSort] = useState<SortKey>('name');
  const [deck, setDeck] = useState<readonly SampleCard[]>(readStoredDeck);
  const [message, setMessage] = useState<string | null>(null);
  const [dragging, setDragging] = useState<SampleCard | null>(null);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on Add stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const shown = useMemo(() => sortCards(filterCards(SAMPLE_CARDS, { type, rarity }), sort), [type, rarity, sort]);
  const inDeck = useMemo(() => new Set(deck.map((c) => c.id)), [deck]);

  const add = (card: SampleCard) => {
    const refusal = addRefusal(deck, card.id);
    setMessage(refusal ? REFUSAL_TEXT[refusal] : null);
    if (!refusal) setDeck(addToDeck(deck, card));
  };
  const onDragStart = ({ active }: DragStartEvent) => {
    setMessage(null);
    setDragging(SAMPLE_CARDS.find((c) => c.id === active.id) ?? null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const card = SAMPLE_CARDS.find((c) => c.id === active.id);
    if (card && over && DROP_IDS.has(over.id)) add(card);
  };
  const save = () => {
    localStorage.setItem(MY_DECK_KEY, JSON.stringify(deck));
    window.alert(DECK_SAVED);
  };

  return (
    <Page>
      <PageHeader
        title="Deck Builder"
        art={<EmojiArt emoji="🎴" />}
        subtitle="Drag up to 10 cards into your deck, each one once. Your deck is saved in this browser."
      />
      <DndContext
        sensors={sensors}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={{
          announcements: ANNOUNCEMENTS,
          screenReaderInstructions: {
            draggable:
              'To pick up a card, press Space or Enter. Press an arrow key to move it into your deck, Space or Enter to drop it, Escape to cancel.',
          },
        }}
      >
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem] lg:gap-8">
          <section aria-labelledby="library-title" className="order-2 flex min-w-0 flex-col gap-4 lg:order-1">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="library-title" className="text-2xl font-extrabold text-ink">
                Cards <span className="text-base font-bold text-muted">({shown.length})</span>
              </h2>
              <DeckFilters
                type={type}
                rarity={rarity}
                sort={sort}
                onType={setType}
                onRarity={setRarity}
                onSort={setSort}
              />
            </div>
            {shown.length === 0 ? (
              <p className="rounded-card bg-surface px-6 py-10 text-center text-ink-soft shadow-card">
                No card matches these filters.
              </p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" data-testid="card-library">
                {shown.map((card) => (
                  <LibraryCard
                    key={card.id}
                    card={card}
                    inDeck={inDeck.has(card.id)}
                    deckFull={deck.length >= 10}
                    onAdd={() => add(card)}
                  />
                ))}
              </ul>
            )}
          </section>
          <DeckPanel
            className="order-1 lg:order-2 lg:sticky lg:top-24"
            deck={deck}
            dragging={dragging !== null}
            message={message}
            onRemove={(id) => {
              setMessage(null);
              setDeck(removeFromDeck(deck, id));
            }}
            onSave={save}
          />
        </div>
        <DeckDock dragging={dragging !== null} count={deck.length} />
        <DragOverlay dropAnimation={null}>
          {dragging ? <SampleCardFace card={dragging} className="w-32 rotate-3 shadow-pop sm:w-40" /> : null}
        </DragOverlay>
      </DndContext>
    </Page>
  );
}
