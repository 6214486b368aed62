import { describe, expect, it } from 'vitest';
import {
  CARDS,
  CARD_SET_VERSION,
  CARD_SET_VERSIONS,
  DECK_TOO_LARGE,
  DECK_TOO_SMALL,
  STARTER_DECK,
  cardSet,
  getCard,
  validateDeck,
} from './card-set.js';

describe('the card set', () => {
  it('has about 16 cards with unique ids, a name, type, description and a cost of 0 to 3', () => {
    expect(CARDS.length).toBe(16);
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(CARDS.length);
    for (const card of CARDS) {
      expect(card.name.length).toBeGreaterThan(0);
      expect(card.description.length).toBeGreaterThan(0);
      expect(['Attack', 'Magic', 'Defense', 'Skill']).toContain(card.type);
      expect(card.cost).toBeGreaterThanOrEqual(0);
      expect(card.cost).toBeLessThanOrEqual(3);
    }
  });

  it("keeps the guide's six cards as the spec describes them, costing 1 unless stated", () => {
    expect(getCard('impulse_buy')).toMatchObject({ name: 'Impulse Buy', cost: 1, effect: { buyPower: 2 } });
    expect(getCard('greedy_grab')).toMatchObject({ name: 'Greedy Grab', effect: { buyPower: 1, draw: 1 } });
    expect(getCard('the_butler')).toMatchObject({ name: 'The Butler', effect: { nextCardFree: true } });
    expect(getCard('return_policy')).toMatchObject({ name: 'Return Policy', effect: { damage: 1 } });
    expect(getCard('swipe_war')).toMatchObject({ name: 'Swipe War', effect: { discardAllHands: true, draw: 1 } });
    expect(getCard('flash_sale')).toMatchObject({ name: 'Flash Sale', effect: { buyPower: 3, opponentBuyPower: 1 } });
  });

  it('uses every effect and both buffs somewhere', () => {
    const effects = new Set(CARDS.flatMap((c) => Object.keys(c.effect)));
    for (const name of ['buyPower', 'draw', 'damage', 'heal', 'discardAllHands', 'nextCardFree', 'buff']) {
      expect(effects).toContain(name);
    }
    expect(new Set(CARDS.map((c) => c.effect.buff).filter(Boolean))).toEqual(new Set(['shield', 'double']));
  });
});

describe('the card sets (issue 22)', () => {
  it('deals new matches with the balanced set 2, which the catalogue lists', () => {
    expect(CARD_SET_VERSION).toBe(2);
    expect(CARDS).toBe(cardSet(2));
    expect(getCard('bulk_order')).toMatchObject({
      cost: 2,
      description: '+2 Buy Power. Your next card costs 0 energy.',
      effect: { buyPower: 2, nextCardFree: true },
    });
    expect(getCard('flash_sale')).toMatchObject({ cost: 1, effect: { buyPower: 3, opponentBuyPower: 1 } });
    expect(getCard('doorbuster')).toMatchObject({ cost: 2, effect: { buyPower: 2, buff: 'shield' } });
    expect(getCard('coupon_stack')).toMatchObject({ cost: 0, effect: { buff: 'double' } });
  });

  it('keeps set 1 as it was for the matches dealt with it', () => {
    expect(getCard('bulk_order', 1)).toMatchObject({ cost: 3, description: '+4 Buy Power.', effect: { buyPower: 4 } });
    expect(getCard('flash_sale', 1)).toMatchObject({ cost: 2 });
    expect(getCard('doorbuster', 1)).toMatchObject({ cost: 2, effect: { buyPower: 2, draw: 1 } });
    expect(getCard('coupon_stack', 1)).toMatchObject({ cost: 1 });
  });

  it('changes only those four cards, and every set has the same ids, names and types', () => {
    const changed = cardSet(1)
      .filter((old) => JSON.stringify(old) !== JSON.stringify(getCard(old.id, 2)))
      .map((c) => c.id);
    expect(changed).toEqual(['flash_sale', 'bulk_order', 'coupon_stack', 'doorbuster']);
    for (const version of CARD_SET_VERSIONS) {
      expect(cardSet(version).map((c) => [c.id, c.name, c.type])).toEqual(CARDS.map((c) => [c.id, c.name, c.type]));
    }
  });

  it("states each card's numbers in its description", () => {
    for (const version of CARD_SET_VERSIONS) {
      for (const card of cardSet(version)) {
        const { buyPower, damage, draw, heal } = card.effect;
        for (const n of [buyPower, damage, heal]) if (n !== undefined) expect(card.description).toContain(String(n));
        if (draw !== undefined) expect(card.description).toMatch(new RegExp(`draw ${draw} card`, 'i'));
        if (card.effect.nextCardFree) expect(card.description).toContain('next card costs 0 energy');
        if (card.effect.buff === 'shield') expect(card.description).toContain('Shield');
      }
    }
  });
});

describe('deck rules', () => {
  const ten = ['impulse_buy', 'impulse_buy', 'greedy_grab', 'greedy_grab', 'the_butler'];
  const valid = [...ten, 'return_policy', 'swipe_war', 'flash_sale', 'refund', 'chargeback'];

  it('accepts the starter deck and any 10 to 20 known cards with at most 4 copies', () => {
    expect(validateDeck(STARTER_DECK)).toBeNull();
    expect(validateDeck(valid)).toBeNull();
    expect(validateDeck([...valid, ...valid])).toBeNull();
  });

  it.each([
    ['9 cards', valid.slice(0, 9), DECK_TOO_SMALL],
    ['no cards', [], DECK_TOO_SMALL],
    ['21 cards', [...valid, ...valid, 'bulk_order'], DECK_TOO_LARGE],
    [
      '5 copies',
      [...valid, 'impulse_buy', 'impulse_buy', 'impulse_buy'],
      'A deck can hold at most 4 copies of Impulse Buy',
    ],
    ['an unknown id', [...valid.slice(0, 9), 'golden_ticket'], 'Unknown card: golden_ticket'],
    ['a number', [...valid.slice(0, 9), 7], 'Unknown card: 7'],
  ])('refuses %s with a clear message', (_name, deck, message) => {
    expect(validateDeck(deck)).toBe(message);
  });

  it('states the spec messages exactly', () => {
    expect(DECK_TOO_SMALL).toBe('Deck must have at least 10 cards');
    expect(DECK_TOO_LARGE).toBe('Deck cannot have more than 20 cards');
  });
});
