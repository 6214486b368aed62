import { DECK_TEXT } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import {
  addCard,
  canAdd,
  countsOf,
  draftProblem,
  editRefusal,
  missingCardsText,
  onlyStarter,
  removeCard,
  selectCardsLabel,
  toCardIds,
  totalOf,
} from './deck-rules';

const addTimes = (counts: ReturnType<typeof countsOf>, id: string, times: number) =>
  Array.from({ length: times }).reduce<ReturnType<typeof countsOf>>((c) => addCard(c, id), counts);

describe('deck counts', () => {
  it('counts copies per card and in total', () => {
    const counts = countsOf(['a', 'b', 'a', 'c', 'a']);
    expect(counts).toEqual({ a: 3, b: 1, c: 1 });
    expect(totalOf(counts)).toBe(5);
    expect(totalOf(countsOf([]))).toBe(0);
  });

  it('adds at most 4 copies of one card', () => {
    const four = addTimes({}, 'a', 6);
    expect(four).toEqual({ a: 4 });
    expect(canAdd(four, 'a')).toBe(false);
    expect(canAdd(four, 'b')).toBe(true);
  });

  it('adds no card past 20 in total', () => {
    let counts = {};
    for (const id of ['a', 'b', 'c', 'd', 'e']) counts = addTimes(counts, id, 4);
    expect(totalOf(counts)).toBe(20);
    expect(canAdd(counts, 'f')).toBe(false);
    expect(addCard(counts, 'f')).toBe(counts);
  });

  it('removes one copy at a time and forgets a card at zero', () => {
    const counts = countsOf(['a', 'a', 'b']);
    expect(removeCard(counts, 'a')).toEqual({ a: 1, b: 1 });
    expect(removeCard(counts, 'b')).toEqual({ a: 2 });
    expect(removeCard(counts, 'z')).toBe(counts);
  });

  it('lists the draft in the order of the card list, copies side by side, unknown ids last', () => {
    expect(toCardIds({ b: 2, a: 1, x: 1 }, ['a', 'b', 'c'])).toEqual(['a', 'b', 'b', 'x']);
  });
});

describe('deck editor texts', () => {
  it('reads the counter and the warning as the spec writes them', () => {
    expect(selectCardsLabel(7)).toBe('Select Cards (7/20 selected, minimum 10 required)');
    expect(missingCardsText(0)).toBe('You need at least 10 more cards');
    expect(missingCardsText(7)).toBe('You need at least 3 more cards');
    expect(missingCardsText(10)).toBeNull();
  });

  it('answers the spec messages before Save calls the server', () => {
    const ten = countsOf(Array.from({ length: 10 }, (_, i) => `c${i % 5}`));
    expect(draftProblem('  ', ten)).toBe(DECK_TEXT.nameRequired);
    expect(draftProblem('Mine', countsOf(['a']))).toBe(DECK_TEXT.tooSmall);
    expect(draftProblem('Mine', countsOf(Array.from({ length: 21 }, (_, i) => `c${i % 6}`)))).toBe(DECK_TEXT.tooLarge);
    expect(draftProblem('Mine', ten)).toBeNull();
  });

  it('refuses to edit a starter or a corrupted deck', () => {
    expect(editRefusal({ is_starter: true, is_corrupted: false })).toBe(DECK_TEXT.cannotEditStarter);
    expect(editRefusal({ is_starter: false, is_corrupted: true })).toBe(DECK_TEXT.corrupted);
    expect(editRefusal({ is_starter: false, is_corrupted: false })).toBeNull();
  });

  it('hints at a deck of your own while the starter deck is all there is', () => {
    expect(onlyStarter([{ is_starter: true }])).toBe(true);
    expect(onlyStarter([{ is_starter: true }, { is_starter: false }])).toBe(false);
    expect(onlyStarter([])).toBe(false);
  });
});
