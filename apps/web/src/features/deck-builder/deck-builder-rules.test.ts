import { describe, expect, it } from 'vitest';
import {
  addRefusal,
  addToDeck,
  counterText,
  filterCards,
  parseStoredDeck,
  removeFromDeck,
  sortCards,
} from './deck-builder-rules';
import { SAMPLE_CARDS, type SampleCard } from './sample-cards';

const card = (id: string): SampleCard => {
  const found = SAMPLE_CARDS.find((c) => c.id === id);
  if (!found) throw new Error(id);
  return found;
};
const names = (cards: readonly SampleCard[]) => cards.map((c) => c.name);

describe('sample cards', () => {
  it('are 12, with unique ids, every type and every rarity', () => {
    expect(SAMPLE_CARDS).toHaveLength(12);
    expect(new Set(SAMPLE_CARDS.map((c) => c.id)).size).toBe(12);
    expect(new Set(SAMPLE_CARDS.map((c) => c.type))).toEqual(new Set(['Attack', 'Magic', 'Defense', 'Skill']));
    expect(new Set(SAMPLE_CARDS.map((c) => c.rarity))).toEqual(new Set(['Common', 'Rare', 'Epic']));
  });
});

describe('filters and sort', () => {
  it('filters by type and by rarity, together or alone', () => {
    expect(filterCards(SAMPLE_CARDS, { type: 'All', rarity: 'All' })).toHaveLength(12);
    expect(filterCards(SAMPLE_CARDS, { type: 'Magic', rarity: 'All' }).every((c) => c.type === 'Magic')).toBe(true);
    expect(filterCards(SAMPLE_CARDS, { type: 'All', rarity: 'Epic' }).every((c) => c.rarity === 'Epic')).toBe(true);
    expect(names(filterCards(SAMPLE_CARDS, { type: 'Defense', rarity: 'Rare' }))).toEqual(['Receipt Shield']);
  });

  it('sorts by name, or by rarity from Common to Epic and by name within one', () => {
    const byName = names(sortCards(SAMPLE_CARDS, 'name'));
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    const byRarity = sortCards(SAMPLE_CARDS, 'rarity');
    expect(byRarity.map((c) => c.rarity)).toEqual([
      ...Array(4).fill('Common'),
      ...Array(4).fill('Rare'),
      ...Array(4).fill('Epic'),
    ]);
    expect(names(byRarity.slice(0, 4))).toEqual([
      'Bubble Wrap Wall',
      'Cart Crusher',
      'Speed Checkout',
      'Wishlist Whisper',
    ]);
  });

  it('leaves the given list as it was', () => {
    const before = names(SAMPLE_CARDS);
    sortCards(SAMPLE_CARDS, 'name');
    expect(names(SAMPLE_CARDS)).toEqual(before);
  });
});

describe('the deck', () => {
  it('takes each card once', () => {
    const deck = addToDeck([], card('price_slasher'));
    expect(addRefusal(deck, 'price_slasher')).toBe('duplicate');
    expect(addToDeck(deck, card('price_slasher'))).toBe(deck);
  });

  it('takes at most 10 cards', () => {
    const deck = SAMPLE_CARDS.slice(0, 10).reduce<readonly SampleCard[]>((d, c) => addToDeck(d, c), []);
    expect(deck).toHaveLength(10);
    expect(addRefusal(deck, SAMPLE_CARDS[10]!.id)).toBe('full');
    expect(addToDeck(deck, SAMPLE_CARDS[10]!)).toHaveLength(10);
    expect(counterText(deck.length)).toBe('10/10 cards selected');
  });

  it('removes a card by id', () => {
    const deck = [card('price_slasher'), card('cart_crusher')];
    expect(names(removeFromDeck(deck, 'price_slasher'))).toEqual(['Cart Crusher']);
    expect(counterText(0)).toBe('0/10 cards selected');
  });

  it('reads back what Save Deck stored, keeping only known cards, once each, at most 10', () => {
    const saved = [card('receipt_shield'), card('bargain_sense')];
    expect(parseStoredDeck(JSON.stringify(saved))).toEqual(saved);
    expect(parseStoredDeck(JSON.stringify(['receipt_shield', 'nope', 'receipt_shield']))).toEqual([
      card('receipt_shield'),
    ]);
    expect(parseStoredDeck(JSON.stringify(SAMPLE_CARDS))).toHaveLength(10);
    expect(parseStoredDeck(null)).toEqual([]);
    expect(parseStoredDeck('{broken')).toEqual([]);
    expect(parseStoredDeck('{"id":"receipt_shield"}')).toEqual([]);
  });
});
