import { DECK_TEXT, type Deck } from '@dd/contracts';
import { MAX_COPIES, MAX_DECK_SIZE, MIN_DECK_SIZE } from '@dd/game';

/**
 * The deck editor's rules (community spec sections 2, 5 and 9): how many of each card the draft holds, what
 * -/+ may do, and which of the spec's messages the draft earns. The server checks the same rules again.
 */

/** Copies per card id in the draft. */
export type DeckCounts = Readonly<Record<string, number>>;

export function countsOf(cardIds: readonly string[]): DeckCounts {
  const counts: Record<string, number> = {};
  for (const id of cardIds) counts[id] = (counts[id] ?? 0) + 1;
  return counts;
}

export function totalOf(counts: DeckCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

/** '+' is offered while the card has fewer than 4 copies and the deck fewer than 20 cards. */
export function canAdd(counts: DeckCounts, cardId: string): boolean {
  return (counts[cardId] ?? 0) < MAX_COPIES && totalOf(counts) < MAX_DECK_SIZE;
}

export function addCard(counts: DeckCounts, cardId: string): DeckCounts {
  return canAdd(counts, cardId) ? { ...counts, [cardId]: (counts[cardId] ?? 0) + 1 } : counts;
}

export function removeCard(counts: DeckCounts, cardId: string): DeckCounts {
  const n = counts[cardId] ?? 0;
  if (n === 0) return counts;
  const next = { ...counts };
  if (n === 1) delete next[cardId];
  else next[cardId] = n - 1;
  return next;
}

/** The draft as the list the server stores, in the order of the card list shown (copies side by side). */
export function toCardIds(counts: DeckCounts, cardOrder: readonly string[]): string[] {
  const known = new Set(cardOrder);
  const ordered = [
    ...cardOrder,
    ...Object.keys(counts)
      .filter((id) => !known.has(id))
      .sort(),
  ];
  return ordered.flatMap((id) => Array.from({ length: counts[id] ?? 0 }, () => id));
}

/** The editor's counter, as the spec writes it. */
export function selectCardsLabel(total: number): string {
  return `Select Cards (${total}/${MAX_DECK_SIZE} selected, minimum ${MIN_DECK_SIZE} required)`;
}

/** The warning under the counter while the deck is too small; null once it is big enough. */
export function missingCardsText(total: number): string | null {
  return total < MIN_DECK_SIZE ? `You need at least ${MIN_DECK_SIZE - total} more cards` : null;
}

/** What Save Deck answers before calling the server: the spec's message, or null when the draft may be sent. */
export function draftProblem(name: string, counts: DeckCounts): string | null {
  if (!name.trim()) return DECK_TEXT.nameRequired;
  const total = totalOf(counts);
  if (total < MIN_DECK_SIZE) return DECK_TEXT.tooSmall;
  if (total > MAX_DECK_SIZE) return DECK_TEXT.tooLarge;
  return null;
}

/** Why a deck may not be opened in the editor (spec section 5), or null when it may. */
export function editRefusal(deck: Pick<Deck, 'is_starter' | 'is_corrupted'>): string | null {
  if (deck.is_starter) return DECK_TEXT.cannotEditStarter;
  if (deck.is_corrupted) return DECK_TEXT.corrupted;
  return null;
}

/** The hint to build a deck of one's own shows while the starter deck is all the member has. */
export function onlyStarter(decks: readonly Pick<Deck, 'is_starter'>[]): boolean {
  return decks.length > 0 && decks.every((d) => d.is_starter);
}
