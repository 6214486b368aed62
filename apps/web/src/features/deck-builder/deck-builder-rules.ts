import { SAMPLE_CARDS, SAMPLE_RARITIES, type SampleCard, type SampleRarity, type SampleType } from './sample-cards';

/** The local deck builder's rules (community spec sections 5 and 9): up to 10 cards, each at most once. */
export const DECK_BUILDER_MAX = 10;
/** Where Save Deck keeps the deck (spec section 3). */
export const MY_DECK_KEY = 'myDeck';
export const DECK_SAVED = 'Deck saved!';

export type TypeFilter = 'All' | SampleType;
export type RarityFilter = 'All' | SampleRarity;
export type SortKey = 'name' | 'rarity';

export interface CardFilters {
  type: TypeFilter;
  rarity: RarityFilter;
}

export function filterCards(cards: readonly SampleCard[], filters: CardFilters): SampleCard[] {
  return cards.filter(
    (c) =>
      (filters.type === 'All' || c.type === filters.type) && (filters.rarity === 'All' || c.rarity === filters.rarity),
  );
}

/** By name A-Z, or by rarity from Common to Epic (by name within a rarity). */
export function sortCards(cards: readonly SampleCard[], key: SortKey): SampleCard[] {
  const byName = (a: SampleCard, b: SampleCard) => a.name.localeCompare(b.name);
  const rank = (c: SampleCard) => SAMPLE_RARITIES.indexOf(c.rarity);
  return [...cards].sort(key === 'name' ? byName : (a, b) => rank(a) - rank(b) || byName(a, b));
}

export type AddRefusal = 'duplicate' | 'full';

export const REFUSAL_TEXT: Record<AddRefusal, string> = {
  duplicate: 'That card is already in your deck: each card goes in once.',
  full: `Your deck is full: ${DECK_BUILDER_MAX} cards at most. Remove one to make room.`,
};

/** Why a card may not go into the deck, or null when it may. */
export function addRefusal(deck: readonly SampleCard[], cardId: string): AddRefusal | null {
  if (deck.some((c) => c.id === cardId)) return 'duplicate';
  if (deck.length >= DECK_BUILDER_MAX) return 'full';
  return null;
}

export function addToDeck(deck: readonly SampleCard[], card: SampleCard): readonly SampleCard[] {
  return addRefusal(deck, card.id) ? deck : [...deck, card];
}

export function removeFromDeck(deck: readonly SampleCard[], cardId: string): readonly SampleCard[] {
  return deck.filter((c) => c.id !== cardId);
}

export function counterText(count: number): string {
  return `${count}/${DECK_BUILDER_MAX} cards selected`;
}

/**
 * The deck stored under myDeck, read back: only known sample cards, each once, at most 10; anything else
 * (nothing stored, broken JSON, an edited value) gives what can be kept of it.
 */
export function parseStoredDeck(raw: string | null): SampleCard[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  let deck: readonly SampleCard[] = [];
  for (const entry of value) {
    const id = typeof entry === 'string' ? entry : (entry as { id?: unknown } | null)?.id;
    const card = SAMPLE_CARDS.find((c) => c.id === id);
    if (card) deck = addToDeck(deck, card);
  }
  return [...deck];
}
